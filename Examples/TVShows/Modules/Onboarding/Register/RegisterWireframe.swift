import UIKit

final class RegisterWireframe: BaseWireframe<RegisterViewController> {

    // MARK: - Private properties -

    private let storyboard = UIStoryboard(name: "Onboarding", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = storyboard.instantiateViewController(ofType: RegisterViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = RegisterInteractor()
        let presenter = RegisterPresenter(view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension RegisterWireframe: RegisterWireframeInterface {

    func navigateToHome() {
        navigationController?.setRootWireframe(HomeWireframe())
    }

    func navigateBack() {
        navigationController?.popViewController(animated: true)
    }
}
