import SourceScanner

/// Pass 2: what a type is through typealiases. `typealias HomeView = UIViewController & HomeViewInput`
/// makes `weak var view: HomeView?` point at whatever adopts `HomeViewInput`, and
/// `class HomeScreen: HomeViewType` adopt what `HomeViewType` stands for. The index resolves aliases
/// on every lookup; this pass records the aliases that matter to the model.
enum ResolveConformances: ModelPass {
    static let name = "Resolve conformances and typealiases"

    static func run(_ state: inout ModelState) {
        for alias in state.index.aliases.keys.sorted() {
            let targets = state.index.aliases[alias]!
            guard targets.contains(where: { state.naming.role(ofProtocol: $0) != nil || state.naming.split(typeName: $0) != nil }) else { continue }
            let location = state.index.aliasLocations[alias]
            state.decide(alias, "stands for \(targets.joined(separator: " & "))", because: "typealias", evidence: location.map { [$0] } ?? [])
        }
    }
}
