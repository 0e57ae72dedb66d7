import SourceScanner

/// After modules form: a module's view that subclasses `UIHostingController<XView>` hosts a SwiftUI
/// view of the app, `XView`, which is the module's view too: it is what the user sees, and what
/// holds the presenter (`let output: XViewOutput`) while the controller may keep only a weak
/// reference; and so is the class it observes that adopts the module's view protocol, through which
/// the presenter updates the screen. One that is already a component (of any module) stays where it is.
///
/// Written after an app halfway to SwiftUI, whose builders wrap each screen's `struct XView: View`
/// in `final class XViewController: UIHostingController<XView>`: only the controller was a view.
enum HostedViews {
    static func add(_ state: inout ModelState) {
        // Each module on either core: a module's find depends on the state before this loop only.
        let found = state.map(state.modules.count) { m, state, log in hosted(in: state.modules[m], state, &log) }
        for (m, components) in found.enumerated() {
            for component in components { state.modules[m].add(component) }
            state.explainedVariants[state.modules[m].name, default: []].formUnion(components.map(\.type))
        }
    }

    private static func hosted(in module: Module, _ state: ModelState, _ log: inout DecisionLog) -> [Component] {
        var found: [Component] = []
        for view in module.components where view.role == .view && view.member == nil {
            guard let host = state.index.superclasses(of: view.type).first(where: { $0.name.hasSuffix("HostingController") }) else { continue }
            for argument in host.genericArguments {
                guard let info = state.index[argument], info.kind == .struct, state.index.isViewKind(argument),
                      state.componentModule[argument] == nil, !module.components.contains(where: { $0.type == argument }),
                      !found.contains(where: { $0.type == argument }) else { continue }
                log.decide(argument, "\(module.name)'s view",
                           because: "\(view.type) is a \(host.name) that hosts it", module: module.name,
                           evidence: [info.fact.location, view.location])
                found.append(Component(role: .view, type: argument, location: info.fact.location, docComment: info.fact.docComment))
                found += observed(by: argument, in: module, besides: found, state, &log)
            }
        }
        return found
    }

    /// The class a hosted view observes (`@ObservedObject var viewModel: XViewModel`) that adopts the
    /// module's view protocol (`XViewInput`): the presenter updates the screen through it, so it is a
    /// view of the module too.
    private static func observed(by hosted: String, in module: Module, besides found: [Component], _ state: ModelState,
                                 _ log: inout DecisionLog) -> [Component] {
        var result: [Component] = []
        for held in state.heldProperties(of: hosted) {
            guard let typeName = held.typeName, let info = state.index[typeName], info.kind == .class,
                  state.componentModule[typeName] == nil, !module.components.contains(where: { $0.type == typeName }),
                  !(found + result).contains(where: { $0.type == typeName }),
                  let adopted = state.index.allProtocols(of: typeName).sorted().first(where: {
                      state.index.isProtocol($0) && state.naming.role(ofProtocol: $0) == .view
                  }) else { continue }
            log.decide(typeName, "\(module.name)'s view",
                       because: "\(hosted) keeps it in '\(held.property.name)', and it adopts \(adopted)", module: module.name,
                       evidence: [info.fact.location, held.property.location])
            result.append(Component(role: .view, type: typeName, location: info.fact.location, docComment: info.fact.docComment))
        }
        return result
    }
}
