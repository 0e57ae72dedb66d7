import SourceScanner

// MARK: - A template's nested types whose names say no role

/// `enum AddTempTarget {}` with `AddTempTarget.RootView`, `.StateModel` and `.Provider`, and the same
/// three names in every other screen's namespace: a module template whose names need not say a role.
/// The code says them: what the namespace's view keeps is its presenter (`@StateObject var state:
/// StateModel`), and what that presenter keeps is its interactor, directly or as the generic argument
/// of a base class that keeps one (`BaseStateModel<Provider>` with `let provider: Provider`).
struct TemplateRoles {
    /// The types each namespace nests, by the namespace's name (only namespaces that nest a template name).
    private let nested: [String: [String]]

    init(_ state: ModelState) {
        var nested: [String: [String]] = [:]
        let templates = state.naming.templateNames
        guard !templates.isEmpty else { self.nested = [:]; return }
        for name in state.typeNames {
            guard let dot = name.lastIndex(of: "."), dot > name.startIndex,
                  templates.contains(String(name[name.index(after: dot)...])) else { continue }
            nested[String(name[..<dot]), default: []].append(name)
        }
        self.nested = nested
    }

    /// The module and the role the code gives a template's class that its name does not.
    func candidate(_ name: String, _ info: TypeInfo, _ state: ModelState) -> (key: String, role: Role)? {
        guard info.kind == .class, let dot = name.lastIndex(of: "."), let siblings = nested[String(name[..<dot])] else { return nil }
        let outer = String(name[..<dot])
        let views = siblings.filter { $0 != name && state.naming.split(typeName: $0)?.role == .view }
        if views.contains(where: { keeps($0, name, state) }) { return (outer, .presenter) }
        let presenters = siblings.filter { sibling in sibling != name && views.contains { keeps($0, sibling, state) } }
        if presenters.contains(where: { keeps($0, name, state) }) { return (outer, .interactor) }
        return nil
    }

    /// Whether `holder` keeps a property of `type` (written by its path or its nested name), its own or a
    /// superclass's with the generic arguments put in (`BaseStateModel<Provider>`'s `let provider: P`).
    private func keeps(_ holder: String, _ type: String, _ state: ModelState) -> Bool {
        let inner = String(type[type.index(after: type.lastIndex(of: ".")!)...])
        return state.heldProperties(of: holder).contains { $0.typeName == type || $0.typeName == inner }
    }
}
