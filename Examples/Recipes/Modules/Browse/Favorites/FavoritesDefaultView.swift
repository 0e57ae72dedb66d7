import UIKit

final class FavoritesDefaultView: UITableViewController {

    var presenter: FavoritesPresenter!

    private var titles: [String] = []
    private let emptyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favorites"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "FavoriteCell")
        emptyLabel.text = "Tap the heart on a recipe to keep it here."
        emptyLabel.textAlignment = .center
        emptyLabel.numberOfLines = 0
        emptyLabel.textColor = .secondaryLabel
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FavoriteCell", for: indexPath)
        cell.textLabel?.text = titles[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectFavorite(at: indexPath.row)
    }

    override func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            presenter.didDeleteFavorite(at: indexPath.row)
        }
    }
}

extension FavoritesDefaultView: FavoritesView {

    func display(titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    func displayEmptyState(_ isEmpty: Bool) {
        tableView.backgroundView = isEmpty ? emptyLabel : nil
    }
}
