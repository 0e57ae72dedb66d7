import Architecture
import SourceScanner

// MARK: - `affected`: a changed file that no module holds, read for the types it declares
//
// A file outside every module (`Domain/UsecaseError.swift`, `Common/BaseViewController.swift`,
// `Shared/HomePresenter+Analytics.swift`) still changes the modules whose code names what it
// declares, or whose components it extends. The names are the ones the scan kept of each component
// file: properties' types, what is created, types referred to, what types inherit and adopt, and
// the capitalised words of method signatures (`-> AnyPublisher<[Article], UsecaseError>`).

/// Who names what, on one side: the modules whose component files name each type.
struct TypeUsers {
    /// Type name → the modules whose component files name it.
    let users: [String: Set<String>]
    /// Component type → its module, for files that extend one.
    let components: [String: String]
    let index: ModelIndex

    init(_ model: AppModel) {
        index = model.index
        var users: [String: Set<String>] = [:]
        var components: [String: String] = [:]
        for module in model.modules {
            var named: Set<String> = []
            let files = Set(module.components.map(\.location.file))
            for file in files.sorted() {
                guard let facts = index.filesByPath[file] else { continue }
                for type in facts.types {
                    named.formUnion(type.inherits.map(\.name))
                    named.formUnion(Self.names(in: type.body))
                }
                for extensionFact in facts.extensions {
                    named.formUnion(extensionFact.conformances.map(\.name))
                    named.formUnion(Self.names(in: extensionFact.body))
                }
            }
            for name in named { users[name, default: []].insert(module.name) }
            for component in module.components where component.member == nil { components[component.type] = module.name }
        }
        self.users = users
        self.components = components
    }

    /// What a body names: its properties' types, what it creates and refers to, its methods' signatures' capitalised words.
    static func names(in body: MemberFacts) -> Set<String> {
        var names = Set(body.properties.flatMap { [$0.typeName].compactMap { $0 } + $0.additionalTypeNames })
        names.formUnion(body.creations.map(\.typeName))
        names.formUnion(body.typeReferences.map(\.typeName))
        for method in body.methods {
            for word in method.signature.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            where word.first?.isUppercase == true {
                names.insert(String(word))
            }
        }
        return names
    }

    /// The modules a file touches through what it declares (with each type's name) and what it extends.
    func modules(touchedBy path: String) -> (users: [(type: String, module: String)], extended: Set<String>) {
        var found: [(type: String, module: String)] = []
        for type in index.typesByFile[path] ?? [] {
            // A nested type (`Article.ID`) is named as it is, or through the type that holds it.
            let names = Set([type, String(type.split(separator: ".").first ?? Substring(type))])
            for module in names.flatMap({ users[$0] ?? [] }) { found.append((type, module)) }
        }
        let extended = Set((index.filesByPath[path]?.extensions ?? []).compactMap { components[$0.extendedType] })
        return (found, extended)
    }
}
