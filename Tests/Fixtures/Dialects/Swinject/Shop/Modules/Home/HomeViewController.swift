import UIKit

final class HomeViewController: UITableViewController, HomeViewProtocol {

    var presenter: HomePresenterProtocol!

    private var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(item: items[indexPath.row])
    }

    func show(items: [String]) {
        self.items = items
        tableView.reloadData()
    }
}
