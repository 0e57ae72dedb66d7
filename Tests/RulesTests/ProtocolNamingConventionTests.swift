import Architecture
import Rules
import TestSupport
import XCTest

/// Written after apps that name every module's protocols their own way (`XViewInput` in each
/// Contract file, `DefaultXWireframe` throughout): a note on each told them to rename all of it.
/// Three or more modules of a style, none following its names, are the app's own convention.
final class ProtocolNamingConventionTests: XCTestCase {
    private func app(modules names: [String]) -> [(path: String, code: String)] {
        let example = ProtocolNamingRule.description.triggeringExamples[0]
        return names.flatMap { name in
            example.pairs.map { pair in
                (pair.path.replacingOccurrences(of: "Home", with: name),
                 pair.code.replacingOccurrences(of: "Home", with: name).replacingOccurrences(of: "↓", with: ""))
            }
        }
    }

    private func findings(_ files: [(path: String, code: String)]) -> Int {
        RuleRunner(rules: [ProtocolNamingRule.self]).run(on: InlineApp.model(files)).count
    }

    func testAnAppThatNamesEveryModuleItsOwnWayIsLeftAlone() {
        XCTAssertEqual(findings(app(modules: ["Home"])), 1, "one module: no convention to read")
        XCTAssertEqual(findings(app(modules: ["Home", "Feed", "Cart"])), 0)
    }
}
