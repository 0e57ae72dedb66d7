// MARK: - Type aliases in their lexical scope
//
// `typealias ModulePresenter = SettingsPresenter` inside `final class SettingsRouter` means
// `SettingsPresenter` there and in the types nested in it, whatever another class calls
// `ModulePresenter`. The names a type's body uses are read through the aliases it (or a type
// around it) declares before they leave the file, so later stages, which look aliases up by
// name across the app, never see a nested alias's name where it was in scope.

extension SwiftFactsVisitor {
    /// Reads the names the container's body and its nested types use through the aliases the
    /// container declares. A nested type's own aliases were read first and shadow these.
    func resolveScopedAliases(in container: inout Container) {
        let scope = ScopedAliases(container.body.typealiases)
        guard !scope.isEmpty else { return }
        scope.apply(to: &container.body)
        // Types nested in this one were filed before it; a type's inheritance clause is outside its body.
        let nested = (container.type == nil ? facts.types.count : container.firstNestedType)..<facts.types.count
        for t in nested { scope.apply(to: &facts.types[t].body) }
    }
}

/// The aliases one type or extension declares, by name: those that stand for named types (not tuples,
/// which bundle references, nor function types, which name none). The model reads an extension in
/// another file through the aliases of the type it extends.
public struct ScopedAliases {
    private var targets: [String: [String]] = [:]

    public init(_ aliases: [TypealiasFact]) {
        for alias in aliases where !alias.typeNames.isEmpty && !Self.isTuple(alias) && targets[alias.name] == nil {
            targets[alias.name] = alias.typeNames
        }
    }

    public var isEmpty: Bool { targets.isEmpty }

    private static func isTuple(_ alias: TypealiasFact) -> Bool {
        alias.typeText.first == "(" && alias.typeNames.count > 1
    }

    /// What `name` stands for in this scope (through the scope's aliases of its aliases), or nil.
    func resolve(_ name: String) -> [String]? {
        guard targets[name] != nil else { return nil }
        let result = TypealiasFact.expand(name) { targets[$0] }
        return result.isEmpty ? nil : result
    }

    /// `(typeName, additional)` read through the scope: a composition's parts each in their place.
    func resolve(_ name: String, additional: [String]) -> (name: String, additional: [String])? {
        guard resolve(name) != nil || additional.contains(where: { targets[$0] != nil }) else { return nil }
        let names = ([name] + additional).flatMap { resolve($0) ?? [$0] }
        var unique: [String] = []
        for n in names where !unique.contains(n) { unique.append(n) }
        return (unique[0], Array(unique.dropFirst()))
    }

    private func single(_ name: String) -> String { resolve(name)?.first ?? name }

    public func apply(to body: inout MemberFacts) {
        for p in body.properties.indices {
            guard let name = body.properties[p].typeName,
                  let read = resolve(name, additional: body.properties[p].additionalTypeNames) else { continue }
            body.properties[p].typeName = read.name
            body.properties[p].additionalTypeNames = read.additional
        }
        for l in body.locals.indices {
            guard let read = resolve(body.locals[l].typeName, additional: body.locals[l].additionalTypeNames) else { continue }
            body.locals[l].typeName = read.name
            body.locals[l].additionalTypeNames = read.additional
        }
        for c in body.creations.indices { body.creations[c].typeName = single(body.creations[c].typeName) }
        for r in body.typeReferences.indices { body.typeReferences[r].typeName = single(body.typeReferences[r].typeName) }
        for a in body.assignments.indices { body.assignments[a].value = apply(to: body.assignments[a].value) }
        for r in body.registrations.indices {
            body.registrations[r].typeName = single(body.registrations[r].typeName)
            body.registrations[r].createdType = body.registrations[r].createdType.map(single)
            for i in body.registrations[r].injections.indices {
                body.registrations[r].injections[i].value = apply(to: body.registrations[r].injections[i].value)
            }
        }
        for t in body.typealiases.indices where !Self.isTuple(body.typealiases[t]) {
            body.typealiases[t].typeNames = body.typealiases[t].typeNames.flatMap { resolve($0) ?? [$0] }
        }
    }

    private func apply(to value: ValueFact) -> ValueFact {
        switch value {
        case .creation(let name): .creation(single(name))
        case .resolved(let name): .resolved(single(name))
        default: value
        }
    }
}

extension TypealiasFact {
    /// The names `name` stands for, through aliases of aliases (each alias's targets from `targets`,
    /// nil for a name that is no alias), in order, each once.
    public static func expand(_ name: String, _ targets: (String) -> [String]?) -> [String] {
        var result: [String] = []
        var queue = [name]
        var seen = Set<String>()
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            if let more = targets(next) { queue += more } else { result.append(next) }
        }
        return result
    }
}
