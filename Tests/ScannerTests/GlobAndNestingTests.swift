import XCTest
@testable import SourceScanner

/// The glob matcher (linear, no recursion) and the nesting guard that runs before the parsers.
final class GlobAndNestingTests: XCTestCase {
    func testGlobMeaningIsKept() {
        XCTAssertTrue(Glob.matches("Legacy", "Legacy/A.swift"))
        XCTAssertTrue(Glob.matches("**/Generated/**", "App/Generated/R.swift"))
        XCTAssertTrue(Glob.matches("**/Generated/**", "Generated/R.swift"), "`**/` matches no folder too")
        XCTAssertTrue(Glob.matches("*.swift", "A.swift"))
        XCTAssertFalse(Glob.matchesExactly("*.swift", "Sub/A.swift"), "`*` stays within a folder")
        XCTAssertTrue(Glob.matchesExactly("Sub/?.swift", "Sub/A.swift"))
        XCTAssertFalse(Glob.matchesExactly("Sub?A.swift", "Sub/A.swift"), "`?` is no `/`")
        XCTAssertTrue(Glob.matches("Features/*", "Features/Login/LoginView.swift"), "a matched folder holds its files")
        XCTAssertTrue(Glob.matchesExactly("a**b", "a/x/y/b"))
        XCTAssertTrue(Glob.matchesExactly("****/x", "ax"), "`**` then `**/`, as read in pairs")
        XCTAssertFalse(Glob.matchesExactly("***/x", "x"), "an odd run before `/` has no empty form")
    }

    func testGlobIsLinear() {
        let path = String(repeating: "a", count: 200)
        let started = Date()
        XCTAssertFalse(Glob.matches(String(repeating: "**a", count: 100) + "b", path))
        XCTAssertFalse(Glob.matches(String(repeating: "*", count: 1_000_000) + "b", path))
        XCTAssertTrue(Glob.matches(String(repeating: "*", count: 1_000_000), path))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testNestingDepthCountsBracketsOutsideStringsAndComments() {
        XCTAssertEqual(NestingDepth.measure("f([{ a }])".utf8, syntax: .swift).depth, 3)
        XCTAssertEqual(NestingDepth.measure("let a: Array<Array<Int>> = []".utf8, syntax: .swift).depth, 2)
        XCTAssertEqual(NestingDepth.measure("if a < b { c }".utf8, syntax: .swift).depth, 1, "a comparison opens nothing")
        XCTAssertEqual(NestingDepth.measure("\"((((\" // [[[[\n/* {{{{ */ x".utf8, syntax: .swift).depth, 0)
        XCTAssertEqual(NestingDepth.measure("c = '(';".utf8, syntax: .objectiveC).depth, 0)
        let measure = NestingDepth.measure("a\nb = [[[( [1] )]]]".utf8, syntax: .swift)
        XCTAssertEqual(measure.squareRun, 4)
        XCTAssertEqual(measure.squareRunLine, 2)
        // A name (passed over as one run of plain bytes) ends a run of `[`; white space does not.
        XCTAssertEqual(NestingDepth.measure("a = [[x[[[y]]]]] + [ [ [ [z]]]]".utf8, syntax: .swift).squareRun, 4)
        XCTAssertEqual(NestingDepth.measure("a = [[x[[[y]]]]]".utf8, syntax: .swift).squareRun, 3)
        // Tabs and carriage returns are white space as spaces are: they end no run.
        XCTAssertEqual(NestingDepth.measure("a = [\t[  \r[x]]]".utf8, syntax: .swift).squareRun, 3)
        XCTAssertEqual(NestingDepth.measure("a:\n  b:\n    c: [x]\n".utf8, syntax: .yaml).depth, 3)
        XCTAssertEqual(NestingDepth.measure(String(repeating: "[", count: 100_000).utf8, syntax: .yaml, limit: 10).depth, 11, "stops past the limit")
    }

    func testSwiftStringLiteralsHideNoCode() {
        func depth(_ text: String) -> Int { NestingDepth.measure(text.utf8, syntax: .swift).depth }
        // An interpolation's brackets count: SwiftParser descends into them.
        XCTAssertEqual(depth(#"let s = "\(f([[1]]))""#), 4)
        XCTAssertEqual(depth(#"let s = "a \(d["k"]) [[[" + [[x]]"#), 2, "a string inside an interpolation, then code")
        // A raw string's backslash escapes nothing, so `#"\"#` ends where it seems to.
        XCTAssertEqual(depth("let r = #\"\\\"#\nlet a = [[[1]]]"), 3)
        XCTAssertEqual(depth("let r = ##\"a\"# [[[ \"##; let b = [x]"), 1, "`\"#` does not end a `##` string")
        XCTAssertEqual(depth("let r = #\"\\#([[1]])\"#"), 3, "a raw string's interpolation is `\\#(`")
        // A multi-line string ends at its `\"\"\"` only, whatever quotes it holds.
        XCTAssertEqual(depth("let m = \"\"\"\n  a \" [[[[ \"\" {{\n  \"\"\"\nlet b = [[1]]"), 2)
        XCTAssertEqual(depth("let m = \"\"\"\n \\([[[1]]])\n\"\"\""), 4)
        // An unterminated single-line string ends with its line.
        XCTAssertEqual(depth("let s = \"abc\nlet b = [[1]]"), 2)
        // `raw` counts brackets in strings and comments too, as an upper bound.
        let measure = NestingDepth.measure("let s = \"[[[[\" // ((((".utf8, syntax: .swift)
        XCTAssertEqual(measure.depth, 0)
        XCTAssertEqual(measure.raw, 8)
        XCTAssertEqual(depth("#if DEBUG\nlet a = [1]\n#endif"), 1, "`#` that opens no string")
        XCTAssertEqual(depth("/* a /* nested */ [[[ */ let a = [1]"), 1, "nested block comments")
    }

    func testDescribedSizes() {
        XCTAssertEqual(Limits.describe(bytes: 4 << 20), "4 MB")
        XCTAssertEqual(Limits.describe(bytes: 512 << 10), "512 KB")
        XCTAssertEqual(Limits.describe(bytes: 1_572_864), "1.5 MB")
        XCTAssertEqual(Limits.describe(bytes: 300), "300 bytes")
        XCTAssertEqual(Limits.describe(bytes: 3 << 29), "1.5 GB")
        XCTAssertEqual(Limits.describe(bytes: 1 << 40), "1024 GB")
    }
}

/// A long `exclude:` list costs a lookup per folder, not a match per glob.
final class GlobSetTests: XCTestCase {
    func testGlobSetMatchesAsItsGlobsDo() {
        let set = GlobSet(["Legacy", "Old/", "**/Generated/**", "*.tmp.swift"])
        for path in ["Legacy/A.swift", "Legacy", "Old/B/C.swift", "App/Generated/R.swift", "X.tmp.swift"] { XCTAssertTrue(set.matches(path), path) }
        for path in ["LegacyB/A.swift", "App/Old/B.swift", "Sub/X.tmp.swift", "App/A.swift"] { XCTAssertFalse(set.matches(path), path) }
    }

    func testAHundredThousandPlainPathsAreQuick() {
        let set = GlobSet((0..<100_000).map { "Legacy/Folder\($0)" })
        let started = Date()
        for index in 0..<10_000 { _ = set.matches("App/Modules/Feature\(index)/Home/HomePresenter.swift") }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }
}
