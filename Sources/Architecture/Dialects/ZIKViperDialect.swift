/// ZIKViper (Objective-C): the `ZIK` prefix, or its view protocols (`…ViewEventHandler`, `…ViewDataSource`).
enum ZIKViperDialect: Dialect {
    static let style = ModuleStyle.zikviper

    static func interfacesFileNames(module: String) -> [String] { ["\(module)ViewProtocol.h", "\(module)Protocols.h"] }

    static func matches(_ module: Module, _ state: ModelState) -> Bool {
        module.components.contains { $0.type.hasPrefix("ZIK") }
            || module.components.contains { component in
                state.index.allProtocols(of: component.type).contains { $0.hasSuffix("ViewEventHandler") || $0.hasSuffix("ViewDataSource") }
            }
    }
}
