import Foundation

final class InboxPresenter {

    private weak var view: InboxViewProtocol?
    private let interactor: InboxInteractorInputProtocol
    private let router: InboxRouterProtocol

    init(view: InboxViewProtocol, interactor: InboxInteractorInputProtocol, router: InboxRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }
}

extension InboxPresenter: InboxPresenterProtocol {

    func viewWillAppear() {
        interactor.fetchMessages()
    }

    func didSelect(message: MailMessage) {
        router.openMessage(message)
    }
}

extension InboxPresenter: InboxInteractorOutputProtocol {

    func didFetch(messages: [MailMessage]) {
        view?.display(messages: messages)
    }
}
