import UIKit

protocol MessageViewProtocol: AnyObject {
    func display(subject: String, body: String)
}

protocol MessagePresenterProtocol: AnyObject {
    func viewDidLoad()
    func didTapReply()
}

protocol MessageRouterProtocol: AnyObject {
    func openComposer(replyingTo message: MailMessage)
}
