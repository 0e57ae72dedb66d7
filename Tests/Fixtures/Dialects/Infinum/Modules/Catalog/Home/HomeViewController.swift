import UIKit

final class HomeViewController: UITableViewController {

    // MARK: - Public properties -

    var presenter: HomePresenterInterface!

    private var products: [Product] = []

    // MARK: - Lifecycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        presenter.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(product: products[indexPath.row])
    }
}

// MARK: - Extensions -

extension HomeViewController: HomeViewInterface {

    func show(products: [Product]) {
        self.products = products
        tableView.reloadData()
    }
}
