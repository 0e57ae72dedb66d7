import Architecture

// MARK: - Example apps: VIPER(B)

/// A VIPER(B) module (“The ultimate VIPER architecture tutorial”): protocols named after the layer in `HomeModule.swift`, implemented
/// by `HomeDefault<Layer>`, assembled by `HomeBuilder`. The interactor's output and the router's view
/// controller are weak.
enum ViperBExample {
    static func module(
        presenterView: String = "weak var view: HomeView?",
        viewPresenter: String = "var presenter: HomePresenter!",
        interactorOutput: String = "weak var output: HomeInteractorOutput?",
        routerView: String = "weak var viewController: UIViewController?",
        viewDeclaration: String = "final class HomeDefaultView: UIViewController, HomeView",
        presenterHeader: String? = nil,
        presenterBody: String? = nil,
        viewBody: String? = nil,
        interactorHeader: String? = nil,
        interactorBody: String? = nil,
        builderBody: String? = nil,
        protocols: String? = nil,
        extraFiles: [ExampleFile] = []
    ) -> RuleExample {
        RuleExample([
            ExampleFile("Modules/Home/HomeModule.swift", protocols ?? """
                protocol HomeRouter: AnyObject {}
                protocol HomeView: AnyObject {}
                protocol HomePresenter: AnyObject {}
                protocol HomeInteractor: AnyObject {}
                protocol HomeInteractorOutput: AnyObject {}
                """),
            ExampleFile("Modules/Home/HomeDefaultPresenter.swift", ExampleCode.header(presenterHeader) + """
                final class HomeDefaultPresenter: HomePresenter, HomeInteractorOutput {
                    \(presenterView)
                    private let interactor: HomeInteractor
                    private let router: HomeRouter

                """ + ExampleCode.members(presenterBody) + "}"),
            ExampleFile("Modules/Home/HomeDefaultView.swift", """
                \(viewDeclaration) {
                    \(viewPresenter)

                """ + ExampleCode.members(viewBody) + "}"),
            ExampleFile("Modules/Home/HomeDefaultInteractor.swift", ExampleCode.header(interactorHeader) + """
                final class HomeDefaultInteractor: HomeInteractor {
                    \(interactorOutput)

                """ + ExampleCode.members(interactorBody) + "}"),
            ExampleFile("Modules/Home/HomeDefaultRouter.swift", """
                final class HomeDefaultRouter: HomeRouter {
                    \(routerView)
                }
                """),
            ExampleFile("Modules/Home/HomeBuilder.swift", """
                final class HomeBuilder {

                """ + ExampleCode.members(builderBody) + """
                    func build() -> UIViewController {
                        let router = HomeDefaultRouter()
                        let interactor = HomeDefaultInteractor()
                        let presenter = HomeDefaultPresenter(interactor: interactor, router: router)
                        let view = HomeDefaultView()
                        view.presenter = presenter
                        presenter.view = view
                        interactor.output = presenter
                        router.viewController = view
                        return view
                    }
                }
                """),
        ] + extraFiles)
    }
}
