import Foundation
import XCTest
import Yams

/// Runs the built `viper-docs` on every small app under `Tests/Fixtures/Dialects` (one per VIPER
/// dialect), compares its graph with `Golden/dialect-<Name>.json`, and checks it against the
/// fixture's `expected.yml`, which says what a careful reader of the fixture's code finds.
///
/// `expected.yml` is the truth; where today's model disagrees, the disagreement is listed under
/// `knownGaps:` in that file (XCTExpectFailure is not available on Linux): a known gap is printed
/// and skipped, a gap that has closed is printed so that it can be removed. The entries read:
///
/// - `Home: module` (no module has the expected components), `modules: 2` (how many modules),
/// - `Home: builder HomeModule` (a component's role and type),
/// - `Home: presenter.view → view weak` (a reference: from, property, to, ownership),
/// - `Home: navigatesTo Details`, `Home: group Feature` (when expected.yml gives a module's group),
/// - `not a module: Templates/Module.xctemplate` (no module made only of what is under that path).
final class DialectFixturesTests: XCTestCase {
    static let fixtures = EndToEndTests.repository.appendingPathComponent("Tests/Fixtures/Dialects")

    static let dialects = [
        "Infinum", "ViperB", "Contract", "Generamba", "RouterCreateModule", "ModuleObject", "CentralAssembly",
        "Swinject", "SwiftUIHosted", "MutualMobileObjC", "TyphoonObjC", "ZIKViperObjC", "NotModules", "Package",
    ]

    func testInfinum() throws { try checkFixture("Infinum") }
    func testViperB() throws { try checkFixture("ViperB") }
    func testContract() throws { try checkFixture("Contract") }
    func testGeneramba() throws { try checkFixture("Generamba") }
    func testRouterCreateModule() throws { try checkFixture("RouterCreateModule") }
    func testModuleObject() throws { try checkFixture("ModuleObject") }
    func testCentralAssembly() throws { try checkFixture("CentralAssembly") }
    func testSwinject() throws { try checkFixture("Swinject") }
    func testSwiftUIHosted() throws { try checkFixture("SwiftUIHosted") }
    func testMutualMobileObjC() throws { try checkFixture("MutualMobileObjC") }
    func testTyphoonObjC() throws { try checkFixture("TyphoonObjC") }
    func testZIKViperObjC() throws { try checkFixture("ZIKViperObjC") }
    func testNotModules() throws { try checkFixture("NotModules") }
    func testPackage() throws { try checkFixture("Package") }

    /// A new fixture folder needs a test above (and a golden file).
    func testEveryFixtureFolderIsChecked() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: Self.fixtures.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        XCTAssertEqual(folders.sorted(), Self.dialects.sorted())
        for name in folders {
            for file in ["README.md", "expected.yml"] {
                XCTAssertTrue(FileManager.default.fileExists(atPath: Self.fixtures.appendingPathComponent("\(name)/\(file)").path), "\(name) has no \(file)")
            }
        }
    }

    // MARK: - The check

    func checkFixture(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = Self.fixtures.appendingPathComponent(name)
        let result = try viperDocs(["graph", folder.path, "--format", "json"])
        XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)", file: file, line: line)
        try assertGolden(result.stdout, "dialect-\(name).json", file: file, line: line)

        let graph = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], file: file, line: line)
        let actualModules = graph["modules"] as? [[String: Any]] ?? []
        let yaml = try String(contentsOf: folder.appendingPathComponent("expected.yml"), encoding: .utf8)
        let expected = try XCTUnwrap(try Yams.load(yaml: yaml) as? [String: Any], "\(name)/expected.yml is no mapping", file: file, line: line)
        let expectedModules = expected["modules"] as? [[String: Any]] ?? []
        XCTAssertFalse(expectedModules.isEmpty, "\(name)/expected.yml lists no module", file: file, line: line)

        var report = GapReport(fixture: name, knownGaps: expected["knownGaps"] as? [String] ?? [])
        report.check(actualModules.count == expectedModules.count, "modules: \(expectedModules.count)",
                     "viper-docs found \(actualModules.count): \(actualModules.compactMap { $0["name"] as? String })")

        // Match every expected module with the reported module that shares most component types.
        var matched: [String: [String: Any]] = [:]
        for module in expectedModules {
            let moduleName = module["name"] as? String ?? "?"
            let types = Set(Self.list(module["components"]).compactMap { $0["type"] as? String })
            let best = actualModules.max { Self.overlap($0, types) < Self.overlap($1, types) }
            if let best, Self.overlap(best, types) > 0 { matched[moduleName] = best }
            report.check(matched[moduleName] != nil, "\(moduleName): module", "no reported module has any of \(types.sorted())")
        }

        for module in expectedModules {
            let moduleName = module["name"] as? String ?? "?"
            let actual = matched[moduleName]
            let components = Self.list(actual?["components"])
            let references = Self.list(actual?["references"])
            for component in Self.list(module["components"]) {
                let role = component["role"] as? String ?? "?", type = component["type"] as? String ?? "?"
                assertEvidence(component["at"], in: folder, name, file: file, line: line)
                report.check(components.contains { $0["role"] as? String == role && $0["type"] as? String == type },
                             "\(moduleName): \(role) \(type)", "reported: \(components.map { "\($0["role"] ?? "?") \($0["type"] ?? "?")" })")
            }
            for reference in Self.list(module["references"]) {
                let keys = ["from", "property", "to", "ownership"].map { reference[$0] as? String ?? "?" }
                assertEvidence(reference["at"], in: folder, name, file: file, line: line)
                let found = references.first { $0["from"] as? String == keys[0] && $0["property"] as? String == keys[1] && $0["to"] as? String == keys[2] }
                report.check(found?["ownership"] as? String == keys[3], "\(moduleName): \(keys[0]).\(keys[1]) → \(keys[2]) \(keys[3])",
                             found.map { "reported \($0["ownership"] ?? "?")" } ?? "not reported")
            }
            let navigation = actual?["navigatesTo"] as? [String] ?? []
            for target in module["navigatesTo"] as? [String] ?? [] {
                let targetName = matched[target]?["name"] as? String ?? target
                report.check(navigation.contains(targetName), "\(moduleName): navigatesTo \(target)", "reported: \(navigation)")
            }
            if let group = module["group"] as? String {
                report.check(actual?["group"] as? String == group, "\(moduleName): group \(group)", "reported: \(actual?["group"] ?? "none")")
            }
        }

        for entry in Self.list(expected["not_modules"]) {
            let path = entry["path"] as? String ?? "?"
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(name)/expected.yml: no \(path)", file: file, line: line)
            let offenders = actualModules.filter { module in
                let files = Self.list(module["components"]).compactMap { $0["file"] as? String }
                return !files.isEmpty && files.allSatisfy { $0 == path || $0.hasPrefix(path + "/") }
            }
            report.check(offenders.isEmpty, "not a module: \(path)", "reported as \(offenders.compactMap { $0["name"] as? String })")
        }

        for gap in report.unknownGaps {
            XCTFail("\(name)/expected.yml: knownGaps entry \"\(gap)\" names no check", file: file, line: line)
        }
        for failure in report.failures {
            XCTFail("\(name): \(failure)", file: file, line: line)
        }
    }

    /// The checks of one fixture, with its known gaps skipped.
    struct GapReport {
        let fixture: String
        let knownGaps: [String]
        var checked: Set<String> = []
        var failures: [String] = []

        mutating func check(_ passed: Bool, _ key: String, _ detail: @autoclosure () -> String) {
            checked.insert(key)
            switch (passed, knownGaps.contains(key)) {
            case (true, false): break
            case (true, true): print("\(fixture): known gap closed, remove it from expected.yml: \(key)")
            case (false, true): print("\(fixture): known gap: \(key) (\(detail()))")
            case (false, false): failures.append("\(key): \(detail())")
            }
        }

        var unknownGaps: [String] { knownGaps.filter { !checked.contains($0) } }
    }

    /// `at: path:line` names a line of a file of the fixture.
    func assertEvidence(_ at: Any?, in folder: URL, _ name: String, file: StaticString, line: UInt) {
        guard let at = at as? String, let colon = at.lastIndex(of: ":"), let number = Int(at[at.index(after: colon)...]) else {
            return XCTFail("\(name)/expected.yml: `at` is no path:line: \(at ?? "nil")", file: file, line: line)
        }
        let path = String(at[..<colon])
        let text = (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
        XCTAssertTrue(number >= 1 && number <= text.split(separator: "\n", omittingEmptySubsequences: false).count,
                      "\(name)/expected.yml: no line \(at)", file: file, line: line)
    }

    static func list(_ value: Any?) -> [[String: Any]] { value as? [[String: Any]] ?? [] }

    static func overlap(_ module: [String: Any], _ types: Set<String>) -> Int {
        Set(list(module["components"]).compactMap { $0["type"] as? String }).intersection(types).count
    }

    // MARK: - Running the binary (as EndToEndTests does)

    func viperDocs(_ arguments: [String]) throws -> EndToEndTests.Run {
        let binary = EndToEndTests.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("viper-docs is not built at \(binary.path); run `swift build --build-tests` first")
        }
        let run = try runProcess(binary, arguments)
        return EndToEndTests.Run(status: run.status, stdout: String(decoding: run.stdout, as: UTF8.self), stderr: String(decoding: run.stderr, as: UTF8.self))
    }

    /// Compares with a golden file; `RECORD_GOLDEN=1` writes it instead (review the diff).
    func assertGolden(_ actual: String, _ name: String, file: StaticString, line: UInt) throws {
        let url = EndToEndTests.golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(actual, expected, "differs from Golden/\(name); re-record with RECORD_GOLDEN=1 and review the diff", file: file, line: line)
    }
}
