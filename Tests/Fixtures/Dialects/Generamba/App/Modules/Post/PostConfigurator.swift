import UIKit

class PostModuleConfigurator {

    func configureModuleForViewInput<UIViewController>(viewInput: UIViewController) {

        if let viewController = viewInput as? PostViewController {
            configure(viewController: viewController)
        }
    }

    private func configure(viewController: PostViewController) {

        let presenter = PostPresenter()
        presenter.view = viewController

        let interactor = PostInteractor()
        interactor.output = presenter

        presenter.interactor = interactor
        viewController.output = presenter
    }
}
