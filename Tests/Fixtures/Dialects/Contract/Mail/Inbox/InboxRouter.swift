import UIKit

final class InboxRouter: InboxRouterProtocol {

    weak var viewController: UIViewController?

    func openMessage(_ message: MailMessage) {
        let messageModule = MessageModuleFactory.makeModule(message: message)
        viewController?.navigationController?.pushViewController(messageModule, animated: true)
    }
}
