import UIKit

final class DashboardDefaultBuilder: DashboardBuilder {

    func build(email: String) -> UIViewController {
        let view = DashboardDefaultView()
        let router = DashboardDefaultRouter()
        let presenter = DashboardDefaultPresenter(email: email, router: router)

        view.presenter = presenter
        presenter.view = view
        router.viewController = view

        return view
    }
}
