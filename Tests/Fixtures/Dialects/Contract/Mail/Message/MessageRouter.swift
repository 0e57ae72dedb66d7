import UIKit

final class MessageRouter: MessageRouterProtocol {

    weak var viewController: UIViewController?

    func openComposer(replyingTo message: MailMessage) {
        let alert = UIAlertController(title: "Reply", message: "Re: \(message.subject)", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        viewController?.present(alert, animated: true)
    }
}
