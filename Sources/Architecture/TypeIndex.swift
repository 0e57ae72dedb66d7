import SourceScanner

// MARK: - Every type of the app, with its extensions merged

/// A declared type with everything its extensions add.
public struct TypeInfo: Sendable {
    public var fact: TypeFact
    /// The file the type is declared in.
    public var file: String
    /// Superclass and conformances from the declaration and from every extension.
    public var inherits: [TypeName]
    /// The declaration's body merged with its extensions' bodies.
    public var members: MemberFacts
    /// Files of the extensions of this type.
    public var extensionFiles: [String]

    public var name: String { fact.name }
    public var kind: TypeKind { fact.kind }
}

/// Looks types up by name and answers questions that need the whole app: which protocols are
/// class-bound through inheritance, which types conform to a protocol, what a class inherits.
public struct TypeIndex: Sendable {
    public private(set) var types: [String: TypeInfo] = [:]
    private var conformers: [String: Set<String>] = [:]

    public init(files: [FileFacts]) {
        for file in files {
            for type in file.types where types[type.name] == nil {
                // The first declaration wins; a second one of the same name (another sample app in
                // the repository) is kept apart by the module builder through its folder.
                types[type.name] = TypeInfo(fact: type, file: file.path, inherits: type.inherits, members: type.body, extensionFiles: [])
            }
        }
        for file in files {
            for ext in file.extensions {
                guard var info = types[ext.extendedType] else { continue }
                info.inherits += ext.conformances
                info.members.merge(ext.body)
                info.extensionFiles.append(file.path)
                types[ext.extendedType] = info
            }
        }
        for (name, info) in types where info.kind != .protocol {
            for parent in allProtocols(of: name) {
                conformers[parent, default: []].insert(name)
            }
            _ = info
        }
    }

    public subscript(name: String) -> TypeInfo? { types[name] }

    public func isProtocol(_ name: String) -> Bool { types[name]?.kind == .protocol }

    /// Every protocol a type adopts, directly, through its superclasses, or through protocol
    /// inheritance. Unknown (system) protocols are included by name.
    public func allProtocols(of name: String) -> Set<String> {
        var result = Set<String>()
        var queue = [name]
        var seen = Set<String>()
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            guard let info = types[next] else { continue }
            for parent in info.inherits {
                if let parentInfo = types[parent.name] {
                    if parentInfo.kind == .protocol { result.insert(parent.name) }
                    queue.append(parent.name)
                } else {
                    result.insert(parent.name)
                }
            }
        }
        return result
    }

    /// The concrete types that adopt a protocol, directly or through inheritance.
    public func conformers(of protocolName: String) -> Set<String> {
        conformers[protocolName] ?? []
    }

    /// A protocol bound to classes by its declaration or by a protocol it refines.
    public func isClassBound(_ protocolName: String) -> Bool {
        var queue = [protocolName]
        var seen = Set<String>()
        while let next = queue.popLast() {
            guard seen.insert(next).inserted, let info = types[next] else { continue }
            if info.fact.declaresClassBound { return true }
            queue += info.inherits.map(\.name)
        }
        return false
    }

    /// The superclass chain of a class, nearest first, with generic arguments as written.
    public func superclasses(of name: String) -> [TypeName] {
        var chain: [TypeName] = []
        var current = name
        var seen = Set<String>()
        while seen.insert(current).inserted, let info = types[current], let first = info.fact.inherits.first {
            // By Swift's rules a superclass comes first; a protocol in first place is no superclass.
            if let parent = types[first.name], parent.kind == .protocol { break }
            chain.append(first)
            current = first.name
        }
        return chain
    }

    /// A type is `name` itself or inherits from a class named `ancestor`.
    public func isKind(_ name: String, of ancestor: String) -> Bool {
        name == ancestor || superclasses(of: name).contains { $0.name == ancestor }
    }
}
