/// VIPER(B): `<Module>Default<Layer>` types behind `<Module><Layer>` protocols, and a builder.
enum ViperBDialect: Dialect {
    static let style = ModuleStyle.viperb

    static func interfacesFileNames(module: String) -> [String] { [] }

    static func matches(_ module: Module, _ state: ModelState) -> Bool {
        module.components.contains { $0.type.contains("Default") }
            && module.components.contains { $0.role == .builder && $0.member == nil && !$0.type.hasSuffix("Router") && !$0.type.hasSuffix("Wireframe") }
    }
}
