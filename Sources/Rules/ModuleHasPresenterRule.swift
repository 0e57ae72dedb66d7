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
            presenter's work itself. SampleViper's README: "every View needs at least a Presenter"; Infinum's \
            guide (“iOS VIPER Xcode Templates”) lists View, Presenter and Wireframe as the components every \
            module has, the Interactor and Formatter being optional.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample([
                ExampleFile("Modules/Home/HomeViewController.swift", "final class ↓HomeViewController: UIViewController {}"),
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
        return [violation(module, at: view.location, message, context: context)]
    }
}
