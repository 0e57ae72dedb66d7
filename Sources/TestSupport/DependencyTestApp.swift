// MARK: - A small app for the dependency graph's and the dependency rules' tests

/// Home opens Details and listens to it; Details and Settings use a shared service; Settings
/// reaches into Details' interactor. `↓` marks each piece of evidence.
public enum DependencyTestApp {
    public static let files: [(path: String, code: String)] = [
        ("Shared/AnalyticsService.swift", "final class AnalyticsService { func log(_ event: String) {} }"),
        ("Home/HomeRouter.swift", """
            final class HomeRouter {
                weak var viewController: UIViewController?
                func openDetails(output: DetailsModuleOutput) {
                    let details = ↓DetailsBuilder().build(output: output)
                    viewController?.navigationController?.pushViewController(details, animated: true)
                }
            }
            """),
        ("Home/HomePresenter.swift", """
            ↓final class HomePresenter: DetailsModuleOutput {
                weak var view: HomeViewController?
                var router: HomeRouter!
                ↓var details: DetailsModuleInput?
                func selected() { router.openDetails(output: self) }
                func detailsDidClose() {}
            }
            """),
        ("Home/HomeViewController.swift", "final class HomeViewController: UIViewController { var presenter: HomePresenter! }"),
        ("Home/HomeBuilder.swift", """
            final class HomeBuilder {
                func build() -> UIViewController {
                    let view = HomeViewController()
                    let presenter = HomePresenter()
                    let router = HomeRouter()
                    view.presenter = presenter
                    presenter.view = view
                    presenter.router = router
                    router.viewController = view
                    return view
                }
            }
            """),
        ("Details/DetailsContract.swift", """
            protocol DetailsModuleInput: AnyObject { func reload() }
            protocol DetailsModuleOutput: AnyObject { func detailsDidClose() }
            """),
        ("Details/DetailsPresenter.swift", """
            final class DetailsPresenter: DetailsModuleInput {
                weak var view: DetailsViewController?
                var interactor: DetailsInteractor!
                weak var output: DetailsModuleOutput?
                func reload() {}
            }
            """),
        ("Details/DetailsInteractor.swift", """
            final class DetailsInteractor {
                let analytics = AnalyticsService()
                func load() { analytics.log("load") }
            }
            """),
        ("Details/DetailsViewController.swift", "final class DetailsViewController: UIViewController { var presenter: DetailsPresenter! }"),
        ("Details/DetailsBuilder.swift", """
            final class DetailsBuilder {
                func build(output: DetailsModuleOutput) -> UIViewController {
                    let view = DetailsViewController()
                    let presenter = DetailsPresenter()
                    let interactor = DetailsInteractor()
                    view.presenter = presenter
                    presenter.view = view
                    presenter.interactor = interactor
                    presenter.output = output
                    return view
                }
            }
            """),
        ("Settings/SettingsPresenter.swift", """
            final class SettingsPresenter {
                weak var view: SettingsViewController?
                var interactor: SettingsInteractor!
                ↓var detailsInteractor: DetailsInteractor?
                let analytics = AnalyticsService()
            }
            """),
        ("Settings/SettingsInteractor.swift", "final class SettingsInteractor { let analytics = AnalyticsService() }"),
        ("Settings/SettingsViewController.swift", "final class SettingsViewController: UIViewController { var presenter: SettingsPresenter! }"),
        ("Settings/SettingsBuilder.swift", """
            final class SettingsBuilder {
                func build() -> UIViewController {
                    let view = SettingsViewController()
                    let presenter = SettingsPresenter()
                    let interactor = SettingsInteractor()
                    view.presenter = presenter
                    presenter.view = view
                    presenter.interactor = interactor
                    return view
                }
            }
            """),
    ]

}
