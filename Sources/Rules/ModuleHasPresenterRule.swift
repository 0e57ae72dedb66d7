import Architecture
import SourceScanner

/// `module-has-presenter`: a module with a view has a presenter.
public struct ModuleHasPresenterRule: Rule {
    public init() {}

    public static var findsModuleFaults: Bool { true }

    public static let description = RuleDescription(
        id: "module-has-presenter",
        title: "Every module with a view has a presenter",
        rationale: """
            The presenter is the centre of a module: it handles the view's events, asks the interactor and the \
            router, and keeps the module alive through the view's strong reference. A view without one does the \
            presenter's work itself. The finding is an error where the module has an interactor that the view \
            talks to with no presenter between them; without an interactor it is a note: read on real apps, such a \
            screen was a static pop-up, a paging container, an empty tab bar controller that a coordinator drives, \
            or a side menu or a form whose little logic (a singleton's call, a date format) lives in its view, and \
            the judged findings on those were mostly debatable (3 true of 7, then 2 of 7 after a first narrowing). So it is when \
            the view is handed a collaborator it does not create (no view, service or data): that was the \
            presenter under another name or of another shape (an RxFeedback `System`). SampleViper's README: "every View needs at least a Presenter"; Infinum's \
            guide (“iOS VIPER Xcode Templates”) lists View, Presenter and Wireframe as the components every \
            module has, the Interactor and Formatter being optional.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample([
                // The view asks the interactor for shows itself: the presenter's work.
                ExampleFile("Modules/Home/HomeViewController.swift", """
                    final class ↓HomeViewController: UIViewController {
                        private let interactor = HomeInteractor()
                    }
                    """),
                ExampleFile("Modules/Home/HomeInteractor.swift", "final class HomeInteractor { func fetchShows() {} }"),
                ExampleFile("Modules/Home/HomeWireframe.swift", """
                    final class HomeWireframe: BaseWireframe<HomeViewController> {
                        init() {
                            super.init(viewController: HomeViewController())
                        }
                    }
                    """),
            ]),
            RuleExample([
                ExampleFile("Modules/Home/HomeDefaultView.swift", "final class ↓HomeDefaultView: UIViewController {}"),
                ExampleFile("Modules/Home/HomeDefaultInteractor.swift", "final class HomeDefaultInteractor {}"),
                ExampleFile("Modules/Home/HomeBuilder.swift", """
                    final class HomeBuilder {
                        func build() -> UIViewController {
                            _ = HomeDefaultInteractor()
                            return HomeDefaultView()
                        }
                    }
                    """),
            ]),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
            ViperBExample.module(),
        ])

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        guard module.component(.presenter) == nil, let view = module.component(.view) else { return [] }
        let prefix = RoleNaming.split(typeName: view.type)?.module ?? module.name
        let presenter = module.style == .viperb ? "\(prefix)DefaultPresenter" : "\(prefix)Presenter"
        let assembler = (module.component(.router) ?? module.component(.builder))?.type ?? "the module's wireframe or builder"
        let message = "module \(module.name) has the view \(view.type) but no presenter; add \(presenter), which handles the "
            + "view's events and which the view holds strongly, and let \(assembler) create it"
        let found = violation(module, at: view.location, message, context: context)
        if let other = Self.presenterOfAnotherName(held: view, in: module, context: context) {
            return [found.asNote(because: "\(view.type) is handed a \(other) that it does not create, which may be its presenter "
                + "under another name; 'roles: {\(other): presenter}' in .viper-docs.yml says so")]
        }
        if module.component(.interactor) != nil { return [found] }
        guard !Self.reachesBusinessLogic(view, in: module, context: context) else {
            return [found.asNote(because: "\(view.type) reaches a service but the module has no interactor: a screen whose "
                + "little logic lives in its view (a side menu, a tab bar, a form); add the presenter when the screen gains more")]
        }
        return [found.asNote(because: "\(view.type) reaches no interactor and no service, so it may be a screen with nothing to "
            + "present, such as a pop-up or a container; add the presenter when the screen gains logic")]
    }

    /// A class of the app (or a protocol one adopts) that the view holds strongly and does not create,
    /// and that is no view, service or entity: something hands the view its collaborator. Read on real
    /// apps, it was the presenter by another name (`MajorPresenter` in module AddMajor, an abbreviated
    /// `…_Presen`) or of another shape (an RxFeedback `System` the builder injects).
    static func presenterOfAnotherName(held view: Component, in module: Module, context: RuleContext) -> String? {
        let types = context.types
        // Services of other modules too; a "service" only this module uses may be its presenter.
        let shared = context.memo.value("services-of-several") {
            Set(context.model.services.filter { $0.usedBy.count > 1 }.flatMap { [$0.name] + types.allProtocols(of: $0.name) })
        }
        let members = context.members(of: view)
        let created = Set(members.creations.map(\.typeName))
        // Properties the module's assembler sets on the view (`vc.system = …`).
        let assemblers = module.components.filter { $0.role == .builder || $0.role == .router }
        let assignments = assemblers.flatMap { context.members(of: $0).assignments }
        let handed = Set(assignments.map(\.property))
        // `vc.system = WidgetSettingsCardSystem()`: what the assembler hands the view, by its own class.
        for assignment in assignments {
            guard case .creation(let type) = assignment.value, !shared.contains(type),
                  isPlainClass(type, besides: view, context: context),
                  members.properties.contains(where: { $0.name == assignment.property && !$0.isStatic && $0.ownership == .strong })
            else { continue }
            return type
        }
        func classes(_ name: String) -> [String] {
            types.resolved(name).flatMap { types.isProtocol($0) ? types.conformers(of: $0).sorted() : [$0] }
        }
        for property in members.properties where !property.isStatic && property.ownership == .strong {
            guard let name = property.typeName, !created.contains(name), !shared.contains(name) else { continue }
            // `System<State, Event>` of a library the scan does not hold: only when the assembler hands it.
            if types[name] == nil, !types.isProtocol(name), handed.contains(property.name),
               !types.isViewController(name), !types.isViewKind(name) { return name }
            let found = classes(name).filter { type in
                !shared.contains(type) && !created.contains(type) && isPlainClass(type, besides: view, context: context)
            }
            if found.count == 1 { return found[0] }
        }
        return nil
    }

    /// Whether the module has an interactor, or the view holds strongly or creates a service or another
    /// class of the app that is neither a view nor data: then the view does the presenter's work. Read on real
    /// apps, a view without either was a static pop-up, a paging container or an empty
    /// `UITabBarController` subclass that a coordinator drives.
    static func reachesBusinessLogic(_ view: Component, in module: Module, context: RuleContext) -> Bool {
        if module.component(.interactor) != nil { return true }
        let services = context.serviceNames
        func isLogic(_ name: String) -> Bool {
            services.contains(name) || isPlainClass(name, besides: view, context: context)
        }
        let members = context.members(of: view)
        // A weak `output`/`delegate` is where the view reports to, whoever adopts it: not logic it holds.
        return members.properties.contains { property in
            !property.isStatic && property.ownership == .strong && ([property.typeName].compactMap { $0 } + property.additionalTypeNames).contains(where: isLogic)
        } || members.creations.contains { isLogic($0.typeName) }
    }

    /// A class of the app other than the view that is neither a view, a view controller nor data.
    static func isPlainClass(_ name: String, besides view: Component, context: RuleContext) -> Bool {
        let types = context.types
        let entities = context.memo.value("entity-names") { Set(context.model.entities.map(\.name)) }
        guard name != view.type, types.types[name]?.kind == .class, !entities.contains(name) else { return false }
        return !types.isViewController(name) && !types.isViewKind(name)
    }
}
