import SourceScanner

/// Pass 1: the app's own types that may take part in a module. Protocols are looked up through the
/// index, not listed here. Left out, each with a decision: types the configuration ignores, and test
/// code that slipped past the scanner's folder rules (a type that subclasses `XCTestCase`, and every
/// type of its file, is a mock or a test, never a component).
enum CollectDeclarations: ModelPass {
    static let name = "Collect declarations"

    static func run(_ state: inout ModelState) {
        var testFiles = Set<String>()
        let names = state.index.types.keys.sorted()
        for name in names {
            guard let info = state.index[name], info.kind == .class else { continue }
            if state.index.superclasses(of: name).contains(where: { ["XCTestCase", "QuickSpec", "AsyncSpec"].contains($0.name) }) {
                testFiles.insert(info.file)
            }
        }
        var kept: [String] = []
        for name in names {
            guard let info = state.index[name], info.kind != .protocol else { continue }
            if let entry = state.overrides.ignores(type: name, file: info.file) {
                state.decide(name, "left out", because: "the configuration's ignore: \(entry)", evidence: [info.fact.location])
                if Glob.matches(entry, info.file) { state.excluded.insert(Exclusion(path: info.file, reason: "ignored by configuration")) }
                continue
            }
            if name.containsBytes("___") || info.file.containsBytes("___") {
                state.decide(name, "left out", because: "an Xcode template's placeholder (___VARIABLE_…___)", evidence: [info.fact.location])
                state.excluded.insert(Exclusion(path: info.file, reason: ExclusionReason.xcodeTemplate))
                continue
            }
            if info.inherits.contains(where: { $0.name == "PreviewProvider" }) {
                state.decide(name, "left out", because: "a SwiftUI preview", evidence: [info.fact.location])
                continue
            }
            if testFiles.contains(info.file) {
                state.decide(name, "left out", because: "test code: its file declares an XCTestCase subclass", evidence: [info.fact.location])
                state.excluded.insert(Exclusion(path: info.file, reason: ExclusionReason.testFile))
                continue
            }
            kept.append(name)
        }
        state.typeNames = kept
    }
}
