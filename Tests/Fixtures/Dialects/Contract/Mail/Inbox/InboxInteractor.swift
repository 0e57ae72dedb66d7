import Foundation

final class InboxInteractor: InboxInteractorInputProtocol {

    weak var output: InboxInteractorOutputProtocol?

    func fetchMessages() {
        let welcome = MailMessage(id: UUID(), sender: "team@example.com", subject: "Welcome", body: "Glad you are here.")
        output?.didFetch(messages: [welcome])
    }
}
