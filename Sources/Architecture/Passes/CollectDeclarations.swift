import SourceScanner

/// Pass 1: the app's own types that may take part in a module. Protocols are looked up through the
/// index, not listed here. Left out, each with a decision: types the configuration ignores, and test
/// code that slipped past the scanner's folder rules (a type that subclasses `XCTestCase`, and every
/// type of its file, is a mock or a test, never a component).
enum CollectDeclarations: ModelPass {
    static let name = "Collect declarations"

    static func run(_ state: inout ModelState) {
        let names = state.index.types.keys.sorted()
        let index = state.index
        // Each type on either core; the decisions and exclusions are filed in name order afterwards.
        let testFiles = Set(Parallel.map(names.count) { i -> String? in
            guard let info = index[names[i]], info.kind == .class,
                  index.superclasses(of: names[i]).contains(where: { ["XCTestCase", "QuickSpec", "AsyncSpec"].contains($0.name) }) else { return nil }
            return info.file
        }.compactMap { $0 })
        let verdicts = state.map(names.count) { i, state, log in verdict(on: names[i], testFiles: testFiles, state, &log) }
        var kept: [String] = []
        for (name, (keeps, exclusion)) in zip(names, verdicts) {
            if let exclusion { state.excluded.insert(exclusion) }
            if keeps { kept.append(name) }
        }
        state.typeNames = kept
    }

    /// Whether the type `name` is kept, and the file it makes the model leave out, if any.
    private static func verdict(on name: String, testFiles: Set<String>, _ state: ModelState, _ log: inout DecisionLog)
        -> (keeps: Bool, exclusion: Exclusion?) {
        guard let info = state.index[name], info.kind != .protocol else { return (false, nil) }
        if let entry = state.overrides.ignores(type: name, file: info.file) {
            log.decide(name, "left out", because: "the configuration's ignore: \(entry)", evidence: [info.fact.location])
            return (false, Glob.matches(entry, info.file) ? Exclusion(path: info.file, reason: "ignored by configuration") : nil)
        }
        if name.containsBytes("___") || info.file.containsBytes("___") {
            log.decide(name, "left out", because: "an Xcode template's placeholder (___VARIABLE_…___)", evidence: [info.fact.location])
            return (false, Exclusion(path: info.file, reason: ExclusionReason.xcodeTemplate))
        }
        if info.inherits.contains(where: { $0.name == "PreviewProvider" }) {
            log.decide(name, "left out", because: "a SwiftUI preview", evidence: [info.fact.location])
            return (false, nil)
        }
        if testFiles.contains(info.file) {
            log.decide(name, "left out", because: "test code: its file declares an XCTestCase subclass", evidence: [info.fact.location])
            return (false, Exclusion(path: info.file, reason: ExclusionReason.testFile))
        }
        return (true, nil)
    }
}
