/// Contract and module factory: `HomeContract.swift` holds the protocols, `HomeModuleFactory` assembles.
enum ContractDialect: Dialect {
    static let style = ModuleStyle.contract

    static func interfacesFileNames(module: String) -> [String] { ["\(module)Contract.swift"] }

    static func matches(_ module: Module, _ state: ModelState) -> Bool {
        module.interfacesFile?.hasSuffix("Contract.swift") == true || module.components.contains { $0.type.hasSuffix("ModuleFactory") }
    }
}
