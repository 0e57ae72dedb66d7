import UIKit

final class LoginDefaultBuilder: LoginBuilder {

    func build() -> UIViewController {
        let view = LoginDefaultView()
        let interactor = LoginDefaultInteractor(authService: .shared)
        let router = LoginDefaultRouter()
        let presenter = LoginDefaultPresenter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.delegate = presenter
        router.viewController = view

        return view
    }
}
