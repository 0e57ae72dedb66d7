import UIKit

enum MessageModuleFactory {

    static func makeModule(message: MailMessage) -> UIViewController {
        let view = MessageViewController()
        let router = MessageRouter()
        let presenter = MessagePresenter(message: message, router: router)

        view.presenter = presenter
        presenter.view = view
        router.viewController = view
        return view
    }
}
