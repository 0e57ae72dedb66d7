/// Infinum's templates: `HomeInterfaces.swift`, a wireframe that inherits `BaseWireframe` and assembles.
enum InfinumDialect: Dialect {
    static let style = ModuleStyle.infinum

    static func interfacesFileNames(module: String) -> [String] { ["\(module)Interfaces.swift"] }

    static func matches(_ module: Module, _ state: ModelState) -> Bool {
        module.interfacesFile?.hasSuffix("Interfaces.swift") == true
            || module.components.contains { $0.role == .router && state.index.superclasses(of: $0.type).contains { $0.name == "BaseWireframe" } }
    }
}
