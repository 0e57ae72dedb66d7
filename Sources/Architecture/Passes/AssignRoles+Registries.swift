import SourceScanner

/// Part of `AssignRoles`: modules built from the cases of one enum.
extension AssignRoles {
    /// `enum AppModules: String, ViperitModule { case auth, settings, … }`, asked for a module by its case
    /// (`AppModules.settings.build()`): a framework builds each module from its case, finding the parts by
    /// their names. An enum, no module's part, two or more of whose cases the code names, each of them a
    /// module's name, is a registry: each case is that module's builder, and naming it opens the module
    /// (`state.central`). The case's name is the only evidence the code gives, so it must be a module's whole name.
    static func addRegistryBuilders(_ state: inout ModelState) {
        var named: [String: [String: SourceLocation]] = [:]
        for name in state.typeNames {
            for reference in state.index[name]?.members.caseReferences ?? [] {
                guard let base = reference.base, state.index[base]?.kind == .enum, state.componentModule[base] == nil else { continue }
                named[base, default: [:]][reference.name] = named[base]?[reference.name] ?? reference.location
            }
        }
        let modules = Dictionary(state.modules.indices.map { (state.modules[$0].name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for (registry, cases) in named.sorted(by: { $0.key < $1.key }) {
            let matched = cases.keys.sorted().compactMap { name in modules[name.lowercased()].map { (name, $0) } }
            guard matched.count >= 2, let location = state.index[registry]?.fact.location else { continue }
            for (name, m) in matched {
                let module = state.modules[m].name
                state.central[registry, default: [:]][name] = module
                guard !state.modules[m].components.contains(where: { $0.role == .builder }) else { continue }
                _ = state.modules[m].add(Component(role: .builder, type: registry, member: name, location: location))
                state.decide("\(registry).\(name)", "\(module)'s builder",
                             because: "the code asks \(registry), an enum of \(matched.count) modules' names, for \(module) by its case",
                             module: module, evidence: [location, cases[name]!])
            }
        }
    }
}
