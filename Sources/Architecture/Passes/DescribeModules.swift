import SourceScanner

/// Pass 9: each module's own protocols and its dialect. Both read the components and the
/// references, so they come after them.
enum DescribeModules: ModelPass {
    static let name = "Describe modules"

    static func run(_ state: inout ModelState) {
        // The types each file declares: the model's lookup, made beside the earlier passes.
        let typesByFile = state.fileLookups.wait().typesByFile
        // Of a file's types only its protocols can be a module's: picked out once, not by every module
        // with a component in the file (one file declaring 2,000 screens was read 2,000 times).
        let protocolsByFile = typesByFile.mapValues { names in names.filter { state.index[$0]?.kind == .protocol } }
        // Each module's protocols and dialect read only its own parts and the index: found on every core.
        let described = state.map(state.modules.count) { m, state, log in
            var module = state.modules[m]
            // The dialect reads the module's protocols.
            module.protocols = protocols(of: module, protocolsByFile: protocolsByFile, state)
            let style = Dialects.style(of: module, state)
            log.decide("module \(module.name)", "style \(style.rawValue)",
                       because: style == .custom ? "no dialect's signs" : "the signs of the \(style.rawValue) dialect",
                       module: module.name)
            return (protocols: module.protocols, style: style)
        }
        for m in state.modules.indices {
            state.modules[m].protocols = described[m].protocols
            state.modules[m].style = described[m].style
        }
    }

    static func protocols(of module: Module, protocolsByFile: PathMap<[String]>, _ state: ModelState) -> [ModuleProtocol] {
        let moduleFiles = Set((module.components.map(\.location.file) + [module.interfacesFile].compactMap { $0 }).map(PathKey.init))
        // A protocol is the module's when named after it: `HomeViewInterface`, or with the class
        // prefix its components carry (`ZIKHomeViewProtocol` in module `Home`).
        let prefixes = Set([module.name] + module.components.compactMap { state.naming.split(typeName: $0.type)?.module })
        let adopted = module.components.filter { $0.member == nil }.map { (component: $0, protocols: state.index.allProtocols(of: $0.type)) }
        // Only protocols declared in the module's files or adopted by its components can be its own.
        var names = Set(adopted.flatMap(\.protocols))
        for file in moduleFiles { names.formUnion(protocolsByFile[file.path] ?? []) }
        var result: [ModuleProtocol] = []
        // The protocols among them, in name order.
        let declared = names.compactMap { name in state.index[name].flatMap { $0.kind == .protocol ? (name, $0) : nil } }
        for (name, info) in declared.sorted(by: { $0.0 < $1.0 }) {
            let adopters = adopted.filter { $0.protocols.contains(name) }.map(\.component)
            let inModuleFile = moduleFiles.contains(PathKey(info.file))
            let isNamedAfterModule = prefixes.contains { name.hasPrefix($0) }
            guard inModuleFile || !adopters.isEmpty && state.naming.moduleKey(ofProtocol: name) != nil && isNamedAfterModule else { continue }
            // Protocols shared by every module (`ViewInterface`) are adopted through refinement but are not the module's.
            guard inModuleFile || isNamedAfterModule else { continue }
            result.append(ModuleProtocol(
                name: name, role: adopters.first?.role ?? state.naming.role(ofProtocol: name), location: info.fact.location,
                classBound: state.index.isClassBound(name), methods: info.members.methods.map(\.signature), docComment: info.fact.docComment))
        }
        return result
    }
}
