import SourceScanner

/// Part of `AssignRoles`: a builder that the presenter keeps is the module's router too.
extension AssignRoles {
    /// A subclass of a UIKit container of other screens (`UINavigationController`, `UITabBarController`,
    /// `UISplitViewController`, `UIPageViewController`).
    static func isContainer(_ type: String, _ state: ModelState) -> Bool {
        state.index.superclasses(of: type).contains { containers.contains($0.name) }
    }

    private static let containers: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]

    /// Whether a type's code creates another.
    static func makes(_ maker: String, _ made: String, _ state: ModelState) -> Bool {
        (state.assembliesByType[maker] ?? []).contains { state.assemblies[$0].created.contains { $0.typeName == made } }
    }

    /// `AboutFlowController.push(in:parent:)` assembles About, and hands the presenter the instance it made
    /// (`AboutPresenter(flowController:)`), which the presenter keeps to ask for every transition: a
    /// type that assembles the module and is kept by its presenter routes it. Only for a module with no
    /// router, and only a builder that is the type itself (not a central assembly's method).
    static func addKeptBuildersAsRouters(_ state: inout ModelState) {
        for m in state.modules.indices {
            let module = state.modules[m]
            guard module.component(.router) == nil, let presenter = module.component(.presenter), presenter.member == nil else { continue }
            let builders = Set(module.components.filter { $0.role == .builder && $0.member == nil && $0.type != presenter.type }.map(\.type))
            guard !builders.isEmpty else { continue }
            for held in state.heldProperties(of: presenter.type) where held.inheritedFrom == nil {
                guard let typeName = held.typeName else { continue }
                let kept = builders.sorted().first { state.isKept(as: typeName, $0) }
                guard let kept, let builder = module.components.first(where: { $0.role == .builder && $0.type == kept }) else { continue }
                let router = Component(role: .router, type: kept, location: state.index[kept]?.fact.location ?? builder.location,
                                       docComment: builder.docComment)
                guard state.modules[m].add(router) else { continue }
                state.decide(kept, "\(module.name)'s router", because: "it assembles \(module.name) and its presenter keeps it in "
                             + "'\(held.property.name)', to ask it for the transitions", module: module.name,
                             evidence: [held.property.location, builder.location])
                break
            }
        }
    }
}

extension ModelState {
    /// Whether a holder keeps a property of a type, or of a protocol the type adopts.
    func keeps(_ holder: String, _ type: String) -> Bool {
        heldProperties(of: holder).contains { $0.typeName.map { isKept(as: $0, type) } == true }
    }

    /// Whether a property's type names a type: the type itself, or a protocol it adopts.
    func isKept(as propertyType: String, _ type: String) -> Bool {
        propertyType == type || index.allProtocols(of: type).contains(propertyType)
    }
}
