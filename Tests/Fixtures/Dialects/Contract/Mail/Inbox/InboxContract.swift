import UIKit

protocol InboxViewProtocol: AnyObject {
    func display(messages: [MailMessage])
}

protocol InboxPresenterProtocol: AnyObject {
    func viewWillAppear()
    func didSelect(message: MailMessage)
}

protocol InboxInteractorInputProtocol: AnyObject {
    func fetchMessages()
}

protocol InboxInteractorOutputProtocol: AnyObject {
    func didFetch(messages: [MailMessage])
}

protocol InboxRouterProtocol: AnyObject {
    func openMessage(_ message: MailMessage)
}
