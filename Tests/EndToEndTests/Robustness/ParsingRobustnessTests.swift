import Foundation
import XCTest

/// The bad-input catalogue, part A: sources that are deep, huge, not text or not what they say.
/// Each case spoils a one-module app with one file and checks the exit code, the one line on
/// stderr, and what is left on disk; the rest of the app is always still read.
final class ParsingRobustnessTests: ParsingRobustnessCase {
    // MARK: - Swift nesting (stack overflows and exponential lookahead before)

    func testSwiftArrayLiteralsNested1500Deep() throws {
        let root = try makeApp(["Deep.swift": "let x = " + Self.repeated("[", "1", "]", 1_500) + "\n"])
        try assertSkipped("Deep.swift", at: 1, in: root, saying: ["limits.nesting-depth (64)", "skipped"])
    }

    func testSwiftGenericsNested3000Deep() throws {
        let root = try makeApp(["Deep.swift": "let x: " + Self.repeated("Array<", "Int", ">", 3_000) + " = []\n"])
        try assertSkipped("Deep.swift", at: 1, in: root, saying: ["limits.nesting-depth (64)"])
    }

    func testSwiftArrayLiterals30DeepDoNotHang() throws {
        let root = try makeApp(["Deep.swift": "let x = " + Self.repeated("[", "1", "]", 30) + "\n"])
        try assertSkipped("Deep.swift", at: 1, in: root, saying: ["30 [ in a row"], timeout: 30)
    }

    func testSwiftArraysAndCallsInARowDoNotHang() throws {
        let root = try makeApp(["Deep.swift": "let x = " + Self.repeated("[(", "1", ")]", 25) + "\n"])
        try assertSkipped("Deep.swift", at: 1, in: root, saying: ["25 [ in a row"], timeout: 30)
    }

    func testSwiftParenthesesNested5000Deep() throws {
        let root = try makeApp(["Deep.swift": "let x = " + Self.repeated("f(", "1", ")", 5_000) + "\n"])
        try assertSkipped("Deep.swift", at: 1, in: root, saying: ["limits.nesting-depth"])
    }

    func testSwiftClosuresNested5000Deep() throws {
        let root = try makeApp(["Deep.swift": "let x = " + Self.repeated("{ ", "1", " }", 5_000) + "\n"])
        try assertSkipped("Deep.swift", at: 1, in: root, saying: ["limits.nesting-depth"])
    }

    func testSwiftNestingWithinARaisedLimitIsRead() throws {
        let deep = "let x = " + Self.repeated("f(", "1", ")", 150) + "\nfinal class DeepService {}\n"
        let root = try makeApp(["Deep.swift": deep, ".viper-docs.yml": "limits:\n  nesting-depth: 200\n"])
        let (run, json) = try graph(root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.messages, [], run.stderr)
        XCTAssertNil(excluded(json)["Deep.swift"])
        XCTAssertEqual(moduleNames(json), ["Home"])
    }

    func testBracketsInStringsAndCommentsDoNotCount() throws {
        let text = "// " + String(repeating: "[", count: 500) + "\nlet s = \"" + String(repeating: "(", count: 500) + "\"\n"
        let root = try makeApp(["Strings.swift": text])
        let (run, json) = try graph(root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.messages, [], run.stderr)
        XCTAssertEqual(moduleNames(json), ["Home"])
    }

    /// Arrays nested 3,000 deep inside a string's interpolation (`"\\([[[…]]])"`): skipped with the
    /// nesting warning (a stack overflow before: the string hid the brackets from the nesting check).
    func testNestingInsideAnInterpolationIsCounted() throws {
        let root = try makeApp(["Deep.swift": "let s = \"\\(" + Self.repeated("[", "1", "]", 3_000) + ")\"\n"])
        try assertSkipped("Deep.swift", at: 1, in: root, saying: ["limits.nesting-depth (64)"])
    }

    /// A raw string `#"\"#` and then arrays nested 3,000 deep: the raw string ends where Swift ends it,
    /// and the file is skipped with the nesting warning (a stack overflow before).
    func testRawStringThenDeepNesting() throws {
        let root = try makeApp(["Deep.swift": "let r = #\"\\\"#\nlet a = " + Self.repeated("[", "1", "]", 3_000) + "\n"])
        try assertSkipped("Deep.swift", at: 2, in: root, saying: ["limits.nesting-depth (64)"])
    }

    /// A multi-line string holding quotes and brackets, then ordinary code: read, not skipped.
    func testMultiLineStringWithQuotesAndBracketsIsRead() throws {
        let text = "let m = \"\"\"\n  a \" " + String(repeating: "[", count: 200) + " \"\" \n  \"\"\"\nfinal class DeepService {}\n"
        let root = try makeApp(["Strings.swift": text])
        let (run, json) = try graph(root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.messages, [], run.stderr)
        XCTAssertNil(excluded(json)["Strings.swift"])
    }

    /// A regex literal holding `\"\"\"` (which a quick count takes for a string) before arrays nested
    /// 2,000 deep: parsed on a large stack, bounded by SwiftParser's own nesting limit; no crash.
    func testRegexLiteralWithQuotesThenDeepNestingDoesNotCrash() throws {
        let text = "let r = #/\"\"\"/#\nlet a = " + Self.repeated("[", "1", "]", 2_000) + "\n"
        let root = try makeApp(["Deep.swift": text])
        let (run, _) = try graph(root)
        XCTAssertTrue([0, 1].contains(run.status), run.stderr)
        XCTAssertLessThanOrEqual(run.messages.count, 1, run.stderr)
    }

    // MARK: - Objective-C nesting (quadratic before)

    func testObjectiveCMessagesNested10000Deep() throws {
        let body = Self.repeated("[", "x", " a]", 10_000)
        let root = try makeApp(["Deep.m": "@implementation Deep\n- (void)f {\n\(body);\n}\n@end\n"])
        try assertSkipped("Deep.m", at: 3, in: root, saying: ["limits.nesting-depth"], timeout: 30)
    }

    func testObjectiveCBlocksNested10000Deep() throws {
        let body = Self.repeated("[x a:^{ ", "", "}]; ", 10_000)
        let root = try makeApp(["Deep.m": "@implementation Deep\n- (void)f {\n\(body)\n}\n@end\n"])
        try assertSkipped("Deep.m", at: 3, in: root, saying: ["limits.nesting-depth"], timeout: 30)
    }

    func testObjectiveCMessagesAndBlocks1000DeepWithinARaisedLimitAreQuick() throws {
        let messages = Self.repeated("[", "x", " a]", 490)
        let blocks = Self.repeated("[x a:^{ ", "", "}]; ", 490)
        let root = try makeApp([
            "Deep.m": "@implementation Deep\n- (void)f {\n\(messages);\n\(blocks)\n}\n@end\n",
            ".viper-docs.yml": "limits:\n  nesting-depth: 1000\n",
        ])
        let (run, json) = try graph(root, timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.messages, [], run.stderr)
        XCTAssertNil(excluded(json)["Deep.m"])
        XCTAssertEqual(moduleNames(json), ["Home"])
    }

    func testObjectiveCBracesNested10000Deep() throws {
        let root = try makeApp(["Deep.h": Self.repeated("{", "", "}", 10_000)])
        try assertSkipped("Deep.h", at: 1, in: root, saying: ["limits.nesting-depth"])
    }

    func testObjectiveCInterfaceWithoutEnd() throws {
        let root = try makeApp(["Broken.h": "@interface Broken : NSObject\n@property (nonatomic, strong) id thing;\n"])
        let (run, json) = try graph(root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.messages, [], run.stderr)
        XCTAssertEqual(moduleNames(json), ["Home"])
    }

    func testObjectiveCEndWithoutInterface() throws {
        let root = try makeApp(["Broken.m": "@end\n@end\n@implementation\n}}}])\n@interface X : \n"])
        let (run, json) = try graph(root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(moduleNames(json), ["Home"])
    }

    // MARK: - Not text, not UTF-8, empty, huge

    func testSwiftFileInLatin1IsReadWithAWarning() throws {
        var data = Data("// caf".utf8)
        data.append(0xE9)  // é in Latin-1: not UTF-8
        data.append(contentsOf: Data("\nfinal class Latin1Service {}\n".utf8))
        let root = try makeApp(["Latin1.swift": data])
        let (run, json) = try graph(root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.messages, ["viper-docs: warning: Latin1.swift: the file is not valid UTF-8; it was read with the invalid bytes replaced: save it as UTF-8"])
        XCTAssertNil(excluded(json)["Latin1.swift"])
    }

    func testSwiftFileInUTF16IsSkipped() throws {
        var data = Data([0xFF, 0xFE])
        data.append("final class Wide {}\n".data(using: .utf16LittleEndian)!)
        let root = try makeApp(["Wide.swift": data])
        try assertSkipped("Wide.swift", in: root, saying: ["UTF-16", "save it as UTF-8"])
    }

    func testObjectiveCFileInUTF16IsSkipped() throws {
        var data = Data([0xFE, 0xFF])
        data.append("@interface Wide : NSObject\n@end\n".data(using: .utf16BigEndian)!)
        let root = try makeApp(["Wide.m": data])
        try assertSkipped("Wide.m", in: root, saying: ["UTF-16"])
    }

    func testBinarySwiftFileIsSkipped() throws {
        let root = try makeApp(["Binary.swift": Self.binary(4_096)])
        try assertSkipped("Binary.swift", in: root, saying: ["NUL bytes", "not source text"])
    }

    func testBinaryObjectiveCImplementationIsSkipped() throws {
        let root = try makeApp(["Binary.m": Self.binary(4_096)])
        try assertSkipped("Binary.m", in: root, saying: ["NUL bytes"])
    }

    func testBinaryObjectiveCHeaderIsSkipped() throws {
        let root = try makeApp(["Binary.h": Self.binary(100)])
        try assertSkipped("Binary.h", in: root, saying: ["NUL bytes"])
    }

    func testEmptyFilesAreRead() throws {
        let root = try makeApp(["Empty.swift": "", "Empty.m": "", "Empty.h": ""])
        let (run, json) = try graph(root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.messages, [], run.stderr)
        XCTAssertEqual(moduleNames(json), ["Home"])
        XCTAssertNil(excluded(json)["Empty.swift"])
    }

    func testFileLargerThanTheDefaultLimitIsSkipped() throws {
        let line = "let value = 1 // " + String(repeating: "x", count: 100) + "\n"
        let root = try makeApp(["Huge.swift": String(repeating: line, count: (5 << 20) / line.utf8.count)])
        try assertSkipped("Huge.swift", in: root, saying: ["larger than limits.file-size (4 MB)", "raise the limit"])
    }

    /// A sparse file of a terabyte is skipped from its size, unread: reading it failed, and it was
    /// reported as a file that cannot be read.
    func testSparseFileOfATerabyteIsSkippedAsTooLargeWithoutBeingRead() throws {
        let root = try makeApp(["Huge.swift": SparseFile(size: 1 << 40)])
        try assertSkipped("Huge.swift", in: root, saying: ["1024 GB is larger than limits.file-size (4 MB)", "raise the limit"])
    }

    func testFileLargerThanAConfiguredLimitIsSkipped() throws {
        let root = try makeApp(["Big.m": String(repeating: "int x;\n", count: 400), ".viper-docs.yml": "limits:\n  file-size: 2 KB\n"])
        try assertSkipped("Big.m", in: root, saying: ["2 KB", "limits.file-size"])
    }

    func testHugeSingleLineIsReadAndShown() throws {
        // 300 KB on one line: a debug build parses and highlights it in seconds, a release build at once.
        let line = "let strings = [" + Array(repeating: "\"abc\"", count: 40_000).joined(separator: ", ") + "]\n"
        let root = try makeApp(["Line.swift": line])
        let site = root.appendingPathComponent("site")
        let run = try viperDocs(["build", root.path, "--output", site.path], timeout: 180)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.messages, [], run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("modules/Home.html").path))
        XCTAssertTrue(try tree(site).contains { $0.hasPrefix("source/") && $0.contains("Line.swift") }, "the file's source page")
    }

    // MARK: - Declarations that loop

    func testConditionalCompilationBranchesDeclaringOneTypeTwice() throws {
        let text = "#if DEBUG\nfinal class Twice: HomeViewInterface {}\n#elseif os(iOS)\nfinal class Twice {}\n#else\n#if X\n}\n#endif\n#endif\n"
        let root = try makeApp(["Twice.swift": text])
        let (run, json) = try graph(root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(moduleNames(json), ["Home"])
    }

    func testCyclicProtocolInheritance() throws {
        let root = try makeApp(["Cycle.swift": "protocol A: B {}\nprotocol B: C {}\nprotocol C: A {}\nfinal class HomeInteractor: A { weak var presenter: HomePresenter? }\n"])
        let (run, json) = try graph(root, timeout: 30)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(moduleNames(json), ["Home"])
    }

    func testCyclicClassInheritance() throws {
        let root = try makeApp(["Cycle.swift": "class LoopPresenter: LoopRouter {}\nclass LoopRouter: LoopPresenter {}\nclass Selfish: Selfish {}\n",
                                "Cycle.m": "@interface LoopView : LoopWireframe\n@end\n@interface LoopWireframe : LoopView\n@end\n"])
        let (run, _) = try graph(root, timeout: 30)
        XCTAssertTrue([0, 1].contains(run.status), run.stderr)
        XCTAssertFalse(run.stderr.contains("Fatal"), run.stderr)
    }

    func testTypealiasCycles() throws {
        let root = try makeApp(["Alias.swift": "typealias A = B\ntypealias B = A\ntypealias HomeView = HomeView\nfinal class X { var a: A?; weak var v: HomeView? }\n"])
        let (run, json) = try graph(root, timeout: 30)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(moduleNames(json), ["Home"])
    }

    /// 4,000 look-alike view controllers in one module's folder: the model ranks each candidate once
    /// (a minute and a half before, quadratic) and still finds the one module.
    func testThousandsOfLookAlikeCandidatesInOneModule() throws {
        let text = (0..<4_000).map { "final class HomeViewController\($0): HomeViewInterface { var presenter: HomePresenter? }\n" }.joined()
        let root = try makeApp(["Modules/Home/HomeLookAlikes.swift": text])
        let (run, json) = try graph(root, timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(moduleNames(json), ["Home"])
    }

    // MARK: - Globs

    func testExcludeGlobWithRepeatedDoubleStarsDoesNotBacktrack() throws {
        let glob = String(repeating: "**a", count: 40) + "b"
        let root = try makeApp([".viper-docs.yml": "exclude:\n  - \"\(glob)\"\n",
                                "Modules/Home/" + String(repeating: "a", count: 60) + ".swift": "final class Many {}\n"])
        let (run, json) = try graph(root, timeout: 30)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(moduleNames(json), ["Home"])
    }

    func testExcludeGlobOfNineHundredThousandStars() throws {
        let root = try makeApp([".viper-docs.yml": "exclude:\n  - \"" + String(repeating: "*", count: 900_000) + "x\"\n"])
        let (run, json) = try graph(root, timeout: 60)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(moduleNames(json), ["Home"])
    }

    static func binary(_ count: Int) -> Data {
        var generator = SystemRandomNumberGenerator()
        var data = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
        data[10] = 0
        return data
    }
}
