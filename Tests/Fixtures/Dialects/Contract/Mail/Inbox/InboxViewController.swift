import UIKit

final class InboxViewController: UITableViewController, InboxViewProtocol {

    var presenter: InboxPresenterProtocol?

    private var messages: [MailMessage] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter?.viewWillAppear()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelect(message: messages[indexPath.row])
    }

    func display(messages: [MailMessage]) {
        self.messages = messages
        tableView.reloadData()
    }
}
