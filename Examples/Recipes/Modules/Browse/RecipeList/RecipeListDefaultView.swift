import UIKit

final class RecipeListDefaultView: UIViewController {

    var presenter: RecipeListPresenter!

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let refreshControl = UIRefreshControl()
    private var items: [RecipeListItem] = []

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "RecipeCell")
        refreshControl.addTarget(self, action: #selector(refresh), for: .valueChanged)
        tableView.refreshControl = refreshControl
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "gearshape"), style: .plain, target: self, action: #selector(settingsTapped)
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "heart"), style: .plain, target: self, action: #selector(favoritesTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func refresh() {
        presenter.didPullToRefresh()
    }

    @objc private func settingsTapped() {
        presenter.didTapSettings()
    }

    @objc private func favoritesTapped() {
        presenter.didTapFavorites()
    }
}

extension RecipeListDefaultView: RecipeListView {

    func display(items: [RecipeListItem]) {
        self.items = items
        tableView.reloadData()
    }

    func displayError(_ message: String) {
        let alert = UIAlertController(title: "Could not load recipes", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func setLoading(_ isLoading: Bool) {
        if !isLoading {
            refreshControl.endRefreshing()
        }
    }
}

extension RecipeListDefaultView: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RecipeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row].title
        content.secondaryText = items[indexPath.row].subtitle
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectRecipe(at: indexPath.row)
    }
}
