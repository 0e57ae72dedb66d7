import UIKit

final class HomeViewController: UITableViewController, HomeViewInput {

    var presenter: HomeViewOutput?

    private var recipes: [(id: Int, name: String)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectRecipe(id: recipes[indexPath.row].id)
    }

    func show(recipes: [(id: Int, name: String)]) {
        self.recipes = recipes
        tableView.reloadData()
    }
}
