import Architecture

// MARK: - Example apps: Infinum's template

/// The example module the ownership rules' examples are variations of (Infinum's template).
///
/// The optional parts add to it: `presenterHeader` goes before the presenter's class (imports,
/// protocols), `presenterBody` and `viewBody` are further members, and `interfaces`, `interactor`
/// and `wireframe` replace a whole file.
enum InfinumExample {
    static func module(
        presenterView: String = "private unowned let view: HomeViewInterface",
        presenterInteractor: String = "private let interactor: HomeInteractorInterface",
        presenterWireframe: String = "private let wireframe: HomeWireframeInterface",
        viewPresenter: String = "var presenter: HomePresenterInterface!",
        presenterHeader: String? = nil,
        presenterBody: String? = nil,
        viewBody: String? = nil,
        interfaces: String? = nil,
        interactor: String? = nil,
        wireframe: String? = nil,
        extraFiles: [ExampleFile] = []
    ) -> RuleExample {
        RuleExample([
            ExampleFile("Modules/Home/HomeInterfaces.swift", interfaces ?? """
                protocol HomeWireframeInterface: AnyObject {}
                protocol HomeViewInterface: AnyObject {}
                protocol HomePresenterInterface: AnyObject {}
                protocol HomeInteractorInterface: AnyObject {}
                """),
            ExampleFile("Modules/Home/HomePresenter.swift", ExampleCode.header(presenterHeader) + """
                final class HomePresenter {
                    \(presenterView)
                    \(presenterInteractor)
                    \(presenterWireframe)

                """ + ExampleCode.members(presenterBody) + """
                }
                extension HomePresenter: HomePresenterInterface {}
                """),
            ExampleFile("Modules/Home/HomeViewController.swift", """
                final class HomeViewController: UIViewController {
                    \(viewPresenter)

                """ + ExampleCode.members(viewBody) + """
                }
                extension HomeViewController: HomeViewInterface {}
                """),
            ExampleFile("Modules/Home/HomeInteractor.swift", interactor ?? """
                final class HomeInteractor: HomeInteractorInterface {}
                """),
            ExampleFile("Modules/Home/HomeWireframe.swift", wireframe ?? """
                final class HomeWireframe: HomeWireframeInterface {
                    private weak var viewController: HomeViewController?
                    init() {
                        let view = HomeViewController()
                        let presenter = HomePresenter(view: view, interactor: HomeInteractor(), wireframe: self)
                        view.presenter = presenter
                        viewController = view
                    }
                }
                """),
        ] + extraFiles)
    }

    /// The `BaseWireframe` of Infinum's “iOS VIPER Xcode Templates”, shortened: a weak view controller plus a strong
    /// one that it drops at first access.
    static let baseWireframe = ExampleFile("Common/VIPER/BaseWireframe.swift", """
        class BaseWireframe<ViewController> where ViewController: UIViewController {
            private weak var _viewController: ViewController?
            private var temporaryStoredViewController: ViewController?
            init(viewController: ViewController) {
                temporaryStoredViewController = viewController
                _viewController = viewController
            }
        }
        extension BaseWireframe {
            var viewController: ViewController {
                defer { temporaryStoredViewController = nil }
                return _viewController!
            }
        }
        """)

    /// The template's wireframe, a `BaseWireframe` subclass; use it with `extraFiles: [baseWireframe]`.
    static let subclassWireframe = """
        final class HomeWireframe: BaseWireframe<HomeViewController> {
            init() {
                let moduleViewController = HomeViewController()
                super.init(viewController: moduleViewController)
                let presenter = HomePresenter(view: moduleViewController, interactor: HomeInteractor(), wireframe: self)
                moduleViewController.presenter = presenter
            }
        }
        extension HomeWireframe: HomeWireframeInterface {}
        """
}
