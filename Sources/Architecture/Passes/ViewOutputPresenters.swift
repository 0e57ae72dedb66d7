import SourceScanner

/// After modules form: a module with a view and no presenter takes, as its presenter, the class its
/// view holds strongly that does a presenter's work under another name (`PlayerViewModel`, a
/// `…ViewModel` that is the view's `output`): it holds the module's router or interactor, or it
/// alone adopts a `…ModuleInput` that other modules configure. What the code does decides it, not
/// the name; a view model that only formats data (it holds neither) stays what it is.
enum ViewOutputPresenters {
    static func infer(_ state: inout ModelState) {
        // Each module on either core: a module's find depends on the state before this loop only.
        let found = state.map(state.modules.count) { m, state, log in presenters(of: state.modules[m], state, &log) }
        for (m, components) in found.enumerated() {
            for component in components { state.modules[m].add(component) }
        }
    }

    /// The classes a presenterless module's view holds that act as its presenter: one, or each of the
    /// variants behind the view's output protocol when every one of them does (a favourites list and
    /// a collection list that one view shows).
    private static func presenters(of module: Module, _ state: ModelState, _ log: inout DecisionLog) -> [Component] {
        guard module.component(.presenter) == nil, let view = module.component(.view) else { return [] }
        let parts = module.components.filter { $0.role == .router || $0.role == .interactor }.map(\.type)
        let partNames = Set(parts + parts.flatMap { state.index.allProtocols(of: $0) })
        for held in state.heldProperties(of: view.type) where held.property.ownership == .strong {
            guard let typeName = held.typeName else { continue }
            let behind = state.index.isProtocol(typeName) ? state.index.conformers(of: typeName).sorted() : [typeName]
            let reasons = behind.compactMap { reason($0, partNames: partNames, state) }
            guard !behind.isEmpty, reasons.count == behind.count else { continue }
            return zip(behind, reasons).compactMap { type, reason in
                guard let info = state.index[type] else { return nil }
                log.decide(type, "\(module.name)'s presenter",
                           because: "\(view.type) holds it through '\(held.property.name)' and \(reason): a presenter under another name",
                           module: module.name, evidence: [info.fact.location, held.property.location])
                return Component(role: .presenter, type: type, location: info.fact.location, docComment: info.fact.docComment)
            }
        }
        return []
    }

    /// Why a class the view holds does a presenter's work, or nil when it does not.
    private static func reason(_ type: String, partNames: Set<String>, _ state: ModelState) -> String? {
        guard isFree(type, state) else { return nil }
        if let part = state.heldProperties(of: type).first(where: { $0.typeName.map(partNames.contains) == true }) {
            return "it holds the module's \(part.typeName!) through '\(part.property.name)'"
        }
        return moduleInput(adoptedBy: type, state).map { "it alone adopts \($0), the module input others configure" }
    }

    /// A plain class of the app that no module and no name has claimed.
    private static func isFree(_ type: String, _ state: ModelState) -> Bool {
        state.componentModule[type] == nil && state.candidateByType[type] == nil && state.isPlainClass(type)
    }

    /// A `…ModuleInput` protocol that `type` alone adopts.
    private static func moduleInput(adoptedBy type: String, _ state: ModelState) -> String? {
        state.index.allProtocols(of: type).sorted().first { proto in
            proto.hasSuffix("ModuleInput") && state.index.isProtocol(proto) && state.index.conformers(of: proto) == [type]
        }
    }
}
