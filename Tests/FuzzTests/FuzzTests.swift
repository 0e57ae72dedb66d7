import Foundation
import PropertyBased
import Testing
@testable import Markdown
@testable import SourceScanner
@testable import ViperDocsKit

// MARK: - Property-based fuzzing of every parser
//
// Random and mutated inputs go to both scanners, the configuration reader and the guide stage;
// the property is that each returns or reports, never crashes or hangs. `make test` runs a few
// inputs from a fixed seed; `make fuzz` (FUZZ_ITERATIONS=N) runs many from random seeds, with
// PropertyBased's report of the seed and the shrunk input. Every crash found becomes a case of
// Tests/EndToEndTests/Robustness.

/// Runs `body` on inputs of `generator`: from a fixed seed by default, from random ones with
/// `FUZZ_ITERATIONS` set.
func fuzz<Value>(_ generator: Generator<Value, AnySequence<Any>>, _ body: (Value) async throws -> Void) async throws {
    if let count = ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init), count > 0 {
        await propertyCheck(count: count, input: generator, perform: body)
    } else {
        var rng = SplitMix64(seed: 0x7669_7065_7264_6F63)
        for _ in 0..<40 { try await body(generator.run(using: &rng)) }
    }
}

/// A small seeded generator (SplitMix64), for the fixed-seed runs.
struct SplitMix64: SeededRandomNumberGenerator {
    var state: UInt64
    var currentSeed: UInt64 { state }
    init(seed: UInt64) { state = seed }
    init() { state = UInt64.random(in: .min ... .max) }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

enum Vocabulary {
    static let swift = [
        "class ", "final class HomePresenter", "protocol ", "HomeViewInterface", ": AnyObject", " {", "}", "(", ")", "[", "]",
        "<", ">", "weak var view: ", "let x = ", "= ", "\"", "\"\"\"", "\\(", "//", "/*", "*/", "\n", "#if DEBUG\n", "#else\n",
        "#endif\n", "func f()", ":", ",", "?", "!", "@objc ", "extension ", "typealias A = ", "{ [weak self] in ", "self.", "init(",
        "Interactor", "Router", "#\"", "\"#", "\u{0}", "é", "🙂", "\r\n", "`", "$0", "&&", "->", "...", "<<<<",
    ]
    static let objectiveC = [
        "@interface ", "@implementation ", "@end\n", "@protocol ", "@property (nonatomic, weak) ", "id<P> ", "HomePresenter",
        " *", "x;", "[", "]", "(", ")", "{", "}", "^", "^{", "}];", "[[X alloc] init]", "self", "__weak typeof(self) w = self;",
        "@strongify(self)", "\"", "'", "//", "/*", "*/", "\n", "#import <UIKit/UIKit.h>\n", "#define X(a) [a b]\n", ":", ";",
        "- (void)f ", "+ (id)g ", "@\"s\"", "@[", "@{", "@(", "?", "\\", "\u{0}", "é",
    ]
    static let yaml = [
        "title: ", "exclude:", "include:", "sources:", "limits:", "nesting-depth: ", "file-size: ", "4 MB", "rules:", "roles:",
        "modules:", "ignore:", "style: ", "auto", "presenter-holds-view-weakly: ", "off", "\n", "  ", "- ", "[", "]", "{", "}",
        "&a ", "*a", "\"", "'", ":", "#", "---\n", "!!str ", "? ", "|\n", ">\n", ",", "**/", "*", "\t", "%YAML 1.2\n", "\u{0}",
    ]
    static let markdown = [
        "# ", "## ", "> ", "- ", "1. ", "*", "**", "_", "`", "```", "```viper-diagram\n", "Home", "app", "[", "]", "(", ")",
        "![", "](other.md)", "](viper:Home)", "](javascript:x)", "<script>", "<!--", "-->", "\n", "\n\n", "---\n", "title: ",
        "|", "---|", "\\", "&amp;", "&#", "    ", "\t", "text ", "[x]: /u\n", "é", "\u{0}",
    ]

    static func text(_ words: [String], upTo count: Int = 300) -> Generator<String, AnySequence<Any>> {
        Gen<String?>.element(of: words).map { $0 ?? "" }.array(of: 0...count).map { $0.joined() }.eraseToAny()
    }
}
