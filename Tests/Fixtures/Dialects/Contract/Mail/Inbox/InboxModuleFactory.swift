import UIKit

enum InboxModuleFactory {

    static func makeModule() -> UIViewController {
        let view = InboxViewController()
        let interactor = InboxInteractor()
        let router = InboxRouter()
        let presenter = InboxPresenter(view: view, interactor: interactor, router: router)

        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
