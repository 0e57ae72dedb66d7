import Foundation

final class MessagePresenter {

    weak var view: MessageViewProtocol?
    private let router: MessageRouterProtocol
    private let message: MailMessage

    init(message: MailMessage, router: MessageRouterProtocol) {
        self.message = message
        self.router = router
    }
}

extension MessagePresenter: MessagePresenterProtocol {

    func viewDidLoad() {
        view?.display(subject: message.subject, body: message.body)
    }

    func didTapReply() {
        router.openComposer(replyingTo: message)
    }
}
