import SourceScanner

/// Pass 11: how far the code bears each module out. A module the model doubts says so, with why
/// and the `.viper-docs.yml` entry that settles it, so that no diagram looks surer than the model is:
/// - its components are joined by their names only (nothing creates or wires them together);
/// - two candidates for a role tied on everything the code says, and the name chose (`AssignRoles`);
/// - it has more than one component of a role that the code's structure does not explain;
/// - a type named like one of its components was taken for shared plumbing.
enum WeighEvidence: ModelPass {
    static let name = "Weigh evidence"

    static func run(_ state: inout ModelState) {
        let sharedByKey = Dictionary(grouping: state.shared.keys.sorted(), by: { FindSharedTypes.key(of: $0, state) ?? "" })
        // Components of several modules (a layer's assembly that builds every screen) name none of them.
        let modulesOfType = Dictionary(state.modules.flatMap { Set($0.components.map(\.type)) }.map { ($0, 1) }, uniquingKeysWith: +)
        for m in state.modules.indices {
            let found = doubts(of: state.modules[m], sharedByKey: sharedByKey, modulesOfType: modulesOfType, state)
            state.modules[m].doubts += found
            let name = state.modules[m].name
            for doubt in state.modules[m].doubts {
                state.decide("module \(name)", "doubtful", because: "\(doubt.detail); settled in .viper-docs.yml by \(doubt.fix)", module: name, rejected: true)
            }
        }
    }

    static func doubts(of module: Module, sharedByKey: [String: [String]], modulesOfType: [String: Int],
                       _ state: ModelState) -> [ModuleDoubt] {
        var doubts: [ModuleDoubt] = []
        let own = module.components.filter { $0.member == nil }
        let wired = module.references.contains { $0.targetModule == nil }
        let built = module.components.contains { $0.role == .builder }
        if !wired && !built && own.count >= 2 {
            doubts.append(ModuleDoubt(
                kind: .namesOnly,
                detail: "its components are joined by their names only: nothing in the code creates them together or holds one from another"
                    + " (if it is a module, list them under modules: to say so)",
                fix: "ignore: [\(own.map(\.type).joined(separator: ", "))]"))
        }
        let explained = state.explainedVariants[module.name] ?? []
        for role in [Role.view, .presenter, .interactor, .router] {
            let ofRole = own.filter { $0.role == role }.map(\.type)
            // Variants the code's structure explains (a hosted SwiftUI view, a presenter's use cases) are no doubt.
            guard ofRole.filter({ !explained.contains($0) }).count > 1 else { continue }
            doubts.append(ModuleDoubt(
                kind: .severalOfARole,
                detail: "it has \(ofRole.count) \(role.rawValue)s (\(ofRole.joined(separator: ", "))), which its assembling code wires in as variants;"
                    + " if only \(ofRole[0]) is its \(role.rawValue), leave the others out",
                fix: "ignore: [\(ofRole.dropFirst().joined(separator: ", "))]"))
        }
        let keys = Set(own.filter { modulesOfType[$0.type, default: 1] == 1 }.compactMap { FindSharedTypes.key(of: $0.type, state) })
        for key in keys.sorted() {
            for type in sharedByKey[key] ?? [] {
                let users = state.shared[type]?.users.count ?? 0
                doubts.append(ModuleDoubt(
                    kind: .sharedTypeRemoved,
                    detail: "\(type), named like its components, is used by \(users) modules, so it was taken for shared plumbing, not a part of \(module.name)",
                    fix: "modules: {\(module.name): [\(type)]}"))
            }
        }
        return doubts
    }
}
