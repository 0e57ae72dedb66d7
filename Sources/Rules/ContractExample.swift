import Architecture

// MARK: - Example apps: a contract file

/// A SampleViper module: `TracksContract.swift` with `Tracks<Presenting/Viewing/
/// Interacting/Routing>` and the interactor's delegate, assembled by `TracksModuleFactory`.
enum ContractExample {
    static func module(
        presenterView: String = "weak var view: TracksViewing?",
        viewPresenter: String = "private let presenter: TracksPresenting",
        interactorDelegate: String = "weak var delegate: TracksInteractorDelegate?",
        routerView: String = "weak var viewController: UIViewController?",
        interactorDeclaration: String = "final class TracksInteractor: TracksInteracting",
        presenterHeader: String? = nil,
        presenterBody: String? = nil,
        viewBody: String? = nil,
        interactorHeader: String? = nil,
        interactorBody: String? = nil,
        contract: String? = nil,
        extraFiles: [ExampleFile] = []
    ) -> RuleExample {
        RuleExample([
            ExampleFile("Modules/Tracks/TracksContract.swift", contract ?? """
                protocol TracksPresenting: AnyObject {}
                protocol TracksViewing: AnyObject {}
                protocol TracksInteracting: AnyObject {}
                protocol TracksInteractorDelegate: AnyObject {}
                protocol TracksRouting: AnyObject {}
                """),
            ExampleFile("Modules/Tracks/TracksPresenter.swift", ExampleCode.header(presenterHeader) + """
                final class TracksPresenter: TracksPresenting, TracksInteractorDelegate {
                    \(presenterView)
                    private let interactor: TracksInteracting
                    private let router: TracksRouting

                """ + ExampleCode.members(presenterBody) + "}"),
            ExampleFile("Modules/Tracks/TracksViewController.swift", """
                final class TracksViewController: UIViewController, TracksViewing {
                    \(viewPresenter)

                """ + ExampleCode.members(viewBody) + "}"),
            ExampleFile("Modules/Tracks/TracksInteractor.swift", ExampleCode.header(interactorHeader) + """
                \(interactorDeclaration) {
                    \(interactorDelegate)

                """ + ExampleCode.members(interactorBody) + "}"),
            ExampleFile("Modules/Tracks/TracksRouter.swift", """
                final class TracksRouter: TracksRouting {
                    \(routerView)
                }
                """),
            ExampleFile("Modules/Tracks/TracksModuleFactory.swift", """
                enum TracksModuleFactory {
                    static func makeModule() -> UIViewController {
                        let router = TracksRouter()
                        let interactor = TracksInteractor()
                        let presenter = TracksPresenter(interactor: interactor, router: router)
                        let viewController = TracksViewController(presenter: presenter)
                        router.viewController = viewController
                        presenter.view = viewController
                        interactor.delegate = presenter
                        return viewController
                    }
                }
                """),
        ] + extraFiles)
    }
}
