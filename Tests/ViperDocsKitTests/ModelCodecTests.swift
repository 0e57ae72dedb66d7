import Architecture
@testable import BuildCache
import Foundation
import Rules
import SourceScanner
import XCTest

/// `model.pack` keeps the last build's model in `ModelCodec`'s form and its findings in
/// `FindingsCodec`'s, written and read by hand: what is decoded is what was encoded, and bytes of any
/// other kind are refused, never misread, never a crash.
final class ModelCodecTests: XCTestCase {
    /// A model with every field and every case set, and every optional both ways.
    static var everything: AppModel {
        let here = SourceLocation(file: "App/Home/HomePresenter.swift", line: 3, column: 5)
        let there = SourceLocation(file: "App/Other.swift", line: -1, column: Int.max)
        let components = Role.allCases.map { role in
            Component(role: role, type: "Home\(role.title)", member: role == .builder ? "build" : nil, location: role == .view ? there : here,
                      docComment: role == .presenter ? "/// ü 😀" : nil)
        }
        let references = Ownership.allCases.flatMap { ownership in
            [Through.protocol, .concrete].map { through in
                Reference(from: .presenter, to: .view, property: "view", ownership: ownership, through: through, type: "HomeView",
                          location: here, targetModule: through == .concrete ? "Details" : nil, isTemporary: through == .protocol,
                          inheritedFrom: ownership == .weak ? "BasePresenter" : nil)
            }
        }
        let protocols = [ModuleProtocol(name: "HomeViewInterface", role: .view, location: here, classBound: true, methods: ["reload()", ""],
                                        docComment: "doc"),
                         ModuleProtocol(name: "HomeFormatting", role: nil, location: there, classBound: false, methods: [])]
        let modules = ModuleStyle.allCases.map { style in
            Module(name: "Home \(style)", style: style, group: "Shows", folder: "App/Home", components: components, references: references,
                   protocols: protocols, navigations: [Navigation(target: "Details", location: here)],
                   interfacesFile: style == .infinum ? "App/Home/HomeInterfaces.swift" : nil)
        } + [Module(name: "Empty", style: .custom, group: "", folder: "")]
        return AppModel(modules: modules, services: [AppNode(name: "ShowService", location: here, usedBy: ["Home", "Details"])],
                        entities: [AppNode(name: "Show", location: there, usedBy: [])], files: [],
                        decisions: [Decision(pass: "Assign modules", subject: "HomePresenter", module: "Home", verdict: "module Home",
                                             reason: "created by HomeBuilder.build()", evidence: [here, there]),
                                    Decision(pass: "Assign roles", subject: "module Home", verdict: "→ view, weak", reason: "",
                                             rejected: true)],
                        warnings: ["roles: 'X' is no type of the app"],
                        excluded: [Exclusion(path: "Pods", reason: "CocoaPods dependencies")])
    }

    /// A model built by the passes from real sources, as a build caches it.
    static var built: AppModel {
        ModelBuilder(files: FactsCodecTests.samples).build()
    }

    func assertSame(_ decoded: AppModel, _ model: AppModel, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(decoded.modules, model.modules, file: file, line: line)
        XCTAssertEqual(decoded.services, model.services, file: file, line: line)
        XCTAssertEqual(decoded.entities, model.entities, file: file, line: line)
        XCTAssertEqual(decoded.decisions, model.decisions, file: file, line: line)
        XCTAssertEqual(decoded.warnings, model.warnings, file: file, line: line)
        XCTAssertEqual(decoded.excluded, model.excluded, file: file, line: line)
    }

    func testModelsRoundTrip() throws {
        let built = Self.built
        XCTAssertFalse(built.modules.isEmpty)
        XCTAssertFalse(built.decisions.isEmpty)
        for model in [Self.everything, built, AppModel(modules: [], files: [])] {
            let data = ModelCodec.encode(model)
            let decoded = try ModelCodec.decode(data, files: FactsCodecTests.samples)
            assertSame(decoded, model)
            XCTAssertEqual(decoded.files, FactsCodecTests.samples, "the files are the ones given")
            // The same model gives the same bytes.
            XCTAssertEqual(ModelCodec.encode(decoded), data)
        }
    }

    func testOtherBytesAreRefused() throws {
        let data = ModelCodec.encode(Self.everything)
        // Cut anywhere: an error, never a value made up or a crash.
        for length in 0..<data.count {
            XCTAssertThrowsError(try ModelCodec.decode(data.prefix(length), files: []), "cut at \(length)")
        }
        XCTAssertThrowsError(try ModelCodec.decode(data + Data([0]), files: []))
        XCTAssertThrowsError(try ModelCodec.decode(FactsCodec.encode(FactsCodecTests.everything), files: []))
        // A string number past the strings read so far, and an enum case past the last.
        XCTAssertThrowsError(try ModelCodec.decode(Data(Array("VDM2".utf8) + [1, 9]), files: []))
        XCTAssertThrowsError(try ModelCodec.decode(Data(Array("VDM2".utf8) + [1, 0, 1, 65, 200]), files: []))
        // Every byte changed in turn: refused or decoded, never a crash.
        for index in data.indices {
            var changed = data
            changed[index] ^= 0xFF
            _ = try? ModelCodec.decode(changed, files: [])
        }
    }

    func testFindingsRoundTrip() throws {
        let violations = Severity.allCases.map { severity in
            Violation(rule: "presenter-holds-view-weakly", severity: severity, module: "Home",
                      location: SourceLocation(file: "App/Home/HomePresenter.swift", line: 7, column: -2), message: "ü", properties: ["view", ""])
        } + [Violation(rule: "r", severity: .note, module: "", location: SourceLocation(file: "", line: 0, column: 0), message: "")]
        let excluded = [Exclusion(path: "Pods", reason: "CocoaPods dependencies")]
        let data = FindingsCodec.encode(groups: ["Shows", ""], excluded: excluded, violations: violations)
        let decoded = try FindingsCodec.decode(data)
        XCTAssertEqual(decoded.groups, ["Shows", ""])
        XCTAssertEqual(decoded.excluded, excluded)
        XCTAssertEqual(decoded.violations, violations)
        for length in 0..<data.count {
            XCTAssertThrowsError(try FindingsCodec.decode(data.prefix(length)), "cut at \(length)")
        }
    }

    /// The last findings are the rules' on a model of the same groups and exclusions, and only then
    /// (the project's layout regroups the modules after the passes).
    func testFindingsAreReusedForTheSameGroupsAndExclusions() {
        let model = Self.everything
        let violations = [Violation(rule: "r", severity: .error, module: "Home", location: SourceLocation(file: "a", line: 1, column: 1), message: "m")]
        let cached = CachedModel(model: model, findings: FindingsCodec.encode(groups: model.modules.map(\.group), excluded: model.excluded,
                                                                              violations: violations))
        XCTAssertEqual(cached.findings(for: model), violations)
        var regrouped = model
        regrouped.modules[0].group = "Other"
        XCTAssertNil(cached.findings(for: regrouped))
        var excluded = model
        excluded.excluded.append(Exclusion(path: "Tests", reason: "test target"))
        XCTAssertNil(cached.findings(for: excluded))
        XCTAssertNil(CachedModel(model: model, findings: nil).findings(for: model))
        XCTAssertNil(CachedModel(model: model, findings: Data("garbage".utf8)).findings(for: model))
    }

    /// Lines added above some facts move them: the old and new facts differ only in those lines, in
    /// the same order, and the table says where each line went. Anything else is no move.
    func testLinesMovedInOrderAreAShift() throws {
        let source = FactsCodecTests.swift
        let path = "App/Home/HomePresenter.swift"
        let old = SourceScanner.scan(source: source, path: path)
        // Two lines added inside `init`'s body, before `presenter.view = self`.
        let moved = SourceScanner.scan(source: source.replacingOccurrences(of: "        presenter.view = self\n",
                                                                          with: "        // one\n        // two\n        presenter.view = self\n"), path: path)
        XCTAssertNotEqual(old, moved)
        let shift = try XCTUnwrap(BuildCache.lineShift(from: old, to: moved))
        XCTAssertFalse(shift.isEmpty)
        XCTAssertTrue(shift.contains { $0.key == $0.value }, "the lines above stay")
        XCTAssertTrue(shift.contains { $0.value == $0.key + 2 }, "the lines below move by two")
        XCTAssertEqual(BuildCache.lineShift(from: old, to: old)?.allSatisfy { $0.key == $0.value }, true)
        // A column changed, a fact added, two declarations swapped: no move.
        let indented = SourceScanner.scan(source: source.replacingOccurrences(of: "        presenter.view = self", with: "          presenter.view = self"), path: path)
        XCTAssertNil(BuildCache.lineShift(from: old, to: indented))
        let added = SourceScanner.scan(source: source + "\nfinal class Extra {}\n", path: path)
        XCTAssertNil(BuildCache.lineShift(from: old, to: added))
        let a = SourceScanner.scan(source: "final class A {}\nfinal class B {}\n", path: path)
        var swapped = a
        (swapped.types[0].location, swapped.types[1].location) = (a.types[1].location, a.types[0].location)
        XCTAssertNil(BuildCache.lineShift(from: a, to: swapped))
    }

    /// A model decoded with a file's lines moved has its locations in that file moved, and no other;
    /// a location in that file on a line the table does not have refuses the model.
    func testDecodingMovesTheLocationsOfAMovedFile() throws {
        let model = Self.everything
        let data = ModelCodec.encode(model)
        let file = "App/Home/HomePresenter.swift"
        let moved = try ModelCodec.decode(data, files: [], relocating: [file: [3: 13]])
        let locations = moved.modules.flatMap { $0.components.map(\.location) + $0.references.map(\.location) } + moved.decisions.flatMap(\.evidence)
        XCTAssertTrue(locations.contains(SourceLocation(file: file, line: 13, column: 5)))
        XCTAssertFalse(locations.contains(SourceLocation(file: file, line: 3, column: 5)))
        XCTAssertTrue(locations.contains(SourceLocation(file: "App/Other.swift", line: -1, column: Int.max)), "other files stay")
        XCTAssertThrowsError(try ModelCodec.decode(data, files: [], relocating: [file: [4: 14]]))
    }

    /// Facts that differ only in their number of lines are the same to the model; any other field is not.
    func testOnlyTheLineCountIsLeftOut() {
        let facts = FactsCodecTests.everything
        var longer = facts
        longer.lineCount += 1
        XCTAssertTrue(BuildCache.sameForTheModel(facts, longer))
        var moved = facts
        moved.types[0].location.line += 1
        XCTAssertFalse(BuildCache.sameForTheModel(facts, moved))
        var documented = facts
        documented.types[0].docComment = "/// Another."
        XCTAssertFalse(BuildCache.sameForTheModel(facts, documented))
    }
}
