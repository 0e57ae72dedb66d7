import Foundation

final class DashboardDefaultPresenter {

    weak var view: DashboardView?
    let router: DashboardRouter
    private let email: String

    init(email: String, router: DashboardRouter) {
        self.email = email
        self.router = router
    }
}

extension DashboardDefaultPresenter: DashboardPresenter {

    func viewDidLoad() {
        view?.showGreeting("Hello, \(email)")
    }

    func didTapSignOut() {
        router.signOut()
    }
}
