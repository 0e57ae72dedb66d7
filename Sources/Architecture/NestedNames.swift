import SourceScanner

// MARK: - Names read as Swift looks them up
//
// The scanner files a type nested in another (or in an extension of one) under its path,
// `Map.Presenter`, and keeps a written `Map.Presenter` whole: two namespaces may each declare a
// `Presenter`. What a name in a body means needs every file's types, so it is settled here, before
// the type index: inside `Map` (its declaration, a type nested in it, or an extension of it in any
// file) `Presenter` is `Map.Presenter` when that exists, the innermost enclosing type first, then
// outward, then the top level. A written path that names no nested type (`UIKit.UIView`,
// `Swinject.Container`) is read by its last name, as before. Top-level names stay as they are.

/// The app's nested types and aliases, and the name each written name stands for in a scope.
struct NestedNames {
    /// Every declared type's name, nested ones by their path.
    private var types = Set<String>()
    /// Typealiases nested in a type or an extension, by path (`Detail.Module`): what a written path, or
    /// a bare name in a type nested in the alias's owner, may name. (In the owner's own body and its
    /// extensions the scanner and the type index read them through the owner's aliases.)
    private var aliases = Set<String>()
    /// Types (and extended types) that declare nested types or aliases: the scopes a bare name is looked up in.
    private var scopes = Set<String>()

    init(_ files: [FileFacts]) {
        for f in files.indices {
            for t in files[f].types.indices {
                let name = files[f].types[t].name
                types.insert(name)
                if let dot = name.lastIndex(of: ".") { scopes.insert(String(name[..<dot])) }
                for alias in files[f].types[t].body.typealiases { aliases.insert("\(name).\(alias.name)") }
                if !files[f].types[t].body.typealiases.isEmpty { scopes.insert(name) }
            }
            for e in files[f].extensions.indices {
                let name = files[f].extensions[e].extendedType
                for alias in files[f].extensions[e].body.typealiases { aliases.insert("\(name).\(alias.name)") }
                if !files[f].extensions[e].body.typealiases.isEmpty { scopes.insert(name) }
            }
        }
    }

    /// The classes, structs and actors that nest a type (`struct ScanQR: UIViewRepresentable { class
    /// Coordinator }`): types of their own, not namespaces. An enum (`enum Map {}`), or a type the app
    /// does not declare, is read as a namespace; a name declared both ways is an enum somewhere.
    static func objects(in files: [FileFacts]) -> Set<String> {
        var outers = Set<String>()
        for f in files.indices {
            for t in files[f].types.indices {
                let name = files[f].types[t].name
                if let dot = name.lastIndex(of: "."), dot > name.startIndex { outers.insert(String(name[..<dot])) }
            }
        }
        guard !outers.isEmpty else { return [] }
        var objects = Set<String>(), enums = Set<String>()
        for f in files.indices {
            for t in files[f].types.indices where outers.contains(files[f].types[t].name) {
                if files[f].types[t].kind == .enum { enums.insert(files[f].types[t].name) } else { objects.insert(files[f].types[t].name) }
            }
        }
        return objects.subtracting(enums)
    }

    /// The names that two namespaces or more each nest (`AddTempTarget.RootView`, `Bolus.RootView`): a
    /// template's names, which leave the module to the namespace around them; and those namespaces.
    static func template(in files: [FileFacts], objects: Set<String>) -> (names: Set<String>, namespaces: Set<String>) {
        var outersByInner: [String: Set<String>] = [:]
        for f in files.indices {
            for t in files[f].types.indices {
                let name = files[f].types[t].name
                guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { continue }
                let outer = String(name[..<dot])
                guard !objects.contains(outer) else { continue }
                outersByInner[String(name[name.index(after: dot)...]), default: []].insert(outer)
            }
        }
        let repeated = outersByInner.filter { $0.value.count >= 2 }
        return (Set(repeated.keys), Set(repeated.values.joined()))
    }

    /// Whether no file nests a type or an alias (most apps): then only written paths need reading.
    private var isFlat: Bool { scopes.isEmpty }

    /// What `name`, written in the body of `scope` ("" at the top level), stands for.
    func resolve(_ name: String, in scope: String) -> String {
        let isPath = Self.isPath(name)
        if !isFlat && !scope.isEmpty {
            var outer = Substring(scope)
            while true {
                if scopes.contains(String(outer)) {
                    let candidate = "\(outer).\(name)"
                    if types.contains(candidate) || ((isPath || outer.count < scope.count) && aliases.contains(candidate)) { return candidate }
                }
                guard let dot = outer.lastIndex(of: ".") else { break }
                outer = outer[..<dot]
            }
        }
        guard isPath, !types.contains(name), !aliases.contains(name) else { return name }
        return name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
    }

    /// The files with every name read as Swift would; the facts themselves when nothing changes.
    static func resolve(_ files: [FileFacts]) -> [FileFacts] {
        let names = NestedNames(files)
        return Parallel.map(files.count) { names.resolved(files[$0]) }
    }

    /// The file read in its scopes. Most types neither nest nor sit in a type that nests, and write
    /// no path: they are left alone, so their facts are not copied.
    func resolved(_ file: FileFacts) -> FileFacts {
        var file = file
        for t in file.types.indices {
            let scope = file.types[t].name
            guard opens(scope) || Self.writesPath(file.types[t].inherits) || Self.writesPath(file.types[t].body) else { continue }
            rename(&file.types[t].inherits, in: scope)
            rename(&file.types[t].body, in: scope)
        }
        for e in file.extensions.indices {
            let extended = resolve(file.extensions[e].extendedType, in: "")
            guard extended != file.extensions[e].extendedType || opens(extended)
                || Self.writesPath(file.extensions[e].conformances) || Self.writesPath(file.extensions[e].body) else { continue }
            file.extensions[e].extendedType = extended
            rename(&file.extensions[e].conformances, in: extended)
            rename(&file.extensions[e].body, in: extended)
        }
        if file.typealiases.contains(where: { $0.typeNames.contains(where: Self.isPath) }) {
            for a in file.typealiases.indices { rename(&file.typealiases[a].typeNames, in: "") }
        }
        return file
    }

    /// Whether a bare name in `scope` may mean a nested type: it, or a type around it, nests one.
    private func opens(_ scope: String) -> Bool {
        guard !isFlat else { return false }
        var outer = Substring(scope)
        while true {
            if scopes.contains(String(outer)) { return true }
            guard let dot = outer.lastIndex(of: ".") else { return false }
            outer = outer[..<dot]
        }
    }

    private static func isPath(_ name: String) -> Bool { name.utf8.contains(UInt8(ascii: ".")) }

    private static func writesPath(_ names: [TypeName]) -> Bool {
        names.contains { isPath($0.name) || $0.genericArguments.contains(where: isPath) }
    }

    /// Whether the body writes a path anywhere a type's name goes.
    private static func writesPath(_ body: MemberFacts) -> Bool {
        func value(_ v: ValueFact) -> Bool {
            switch v {
            case .creation(let name), .resolved(let name): isPath(name)
            default: false
            }
        }
        return body.properties.contains { $0.typeName.map(isPath) == true || $0.additionalTypeNames.contains(where: isPath) }
            || body.locals.contains { isPath($0.typeName) || $0.additionalTypeNames.contains(where: isPath) }
            || body.creations.contains { isPath($0.typeName) } || body.typeReferences.contains { isPath($0.typeName) }
            || body.assignments.contains { value($0.value) }
            || body.registrations.contains { isPath($0.typeName) || $0.createdType.map(isPath) == true || $0.injections.contains { value($0.value) } }
            || body.typealiases.contains { $0.typeNames.contains(where: isPath) }
    }

    // MARK: - Renaming in place

    private func rename(_ name: inout String, in scope: String) {
        let read = resolve(name, in: scope)
        if read != name { name = read }
    }

    private func rename(_ names: inout [String], in scope: String) {
        for i in names.indices { rename(&names[i], in: scope) }
    }

    private func rename(_ names: inout [TypeName], in scope: String) {
        for i in names.indices {
            rename(&names[i].name, in: scope)
            rename(&names[i].genericArguments, in: scope)
            for g in names[i].nestedGenericArguments.indices { rename(&names[i].nestedGenericArguments[g], in: scope) }
        }
    }

    private func rename(_ value: inout ValueFact, in scope: String) {
        switch value {
        case .creation(let name):
            let read = resolve(name, in: scope)
            if read != name { value = .creation(read) }
        case .resolved(let name):
            let read = resolve(name, in: scope)
            if read != name { value = .resolved(read) }
        default: break
        }
    }

    private func rename(_ body: inout MemberFacts, in scope: String) {
        for p in body.properties.indices {
            if body.properties[p].typeName != nil { rename(&body.properties[p].typeName!, in: scope) }
            rename(&body.properties[p].additionalTypeNames, in: scope)
        }
        for l in body.locals.indices {
            rename(&body.locals[l].typeName, in: scope)
            rename(&body.locals[l].additionalTypeNames, in: scope)
        }
        for c in body.creations.indices { rename(&body.creations[c].typeName, in: scope) }
        for r in body.typeReferences.indices { rename(&body.typeReferences[r].typeName, in: scope) }
        for a in body.assignments.indices { rename(&body.assignments[a].value, in: scope) }
        for r in body.registrations.indices {
            rename(&body.registrations[r].typeName, in: scope)
            if body.registrations[r].createdType != nil { rename(&body.registrations[r].createdType!, in: scope) }
            for i in body.registrations[r].injections.indices { rename(&body.registrations[r].injections[i].value, in: scope) }
        }
        for t in body.typealiases.indices { rename(&body.typealiases[t].typeNames, in: scope) }
    }
}
