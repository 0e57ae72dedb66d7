import SourceScanner

// MARK: - Dialects of VIPER
//
// What a dialect means lives in one descriptor per dialect: how a module in it is recognised and
// the names of its files. The model's passes and the rules read the module's `style`, which the
// first matching dialect gives; a new dialect is one new file and one line in `Dialects.all`.

/// One dialect of VIPER (see `../shared/seeds/`).
protocol Dialect {
    static var style: ModuleStyle { get }
    /// The files that hold a module's protocols in this dialect (`HomeInterfaces.swift`).
    static func interfacesFileNames(module: String) -> [String]
    /// Whether a module (with its components and protocols file) follows this dialect.
    static func matches(_ module: Module, _ state: ModelState) -> Bool
}

enum Dialects {
    /// Tried in order; a module that matches none is `custom`. Objective-C's ZIKViper first: the
    /// Swift dialects' signs (a `…Builder`) also occur in it.
    static var all: [any Dialect.Type] { [
        ZIKViperDialect.self,
        InfinumDialect.self,
        ContractDialect.self,
        ViperBDialect.self,
    ] }

    static func style(of module: Module, _ state: ModelState) -> ModuleStyle {
        // Objective-C modules outside ZIKViper (objc.io's `eventHandler` with `ModuleInterface`s) are custom.
        let isObjectiveC = module.components.contains { SourceScanner.language(of: $0.location.file) == .objectiveC }
        for dialect in all where (dialect.style == .zikviper) == isObjectiveC {
            if dialect.matches(module, state) { return dialect.style }
        }
        return .custom
    }

    static func interfacesFileNames(module: String) -> [String] {
        all.flatMap { $0.interfacesFileNames(module: module) }
    }
}
