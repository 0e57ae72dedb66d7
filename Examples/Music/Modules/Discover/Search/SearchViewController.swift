import UIKit

final class SearchViewController: UITableViewController {

    private let presenter: SearchPresenting
    var interactor: SearchInteracting?

    private let searchController = UISearchController(searchResultsController: nil)
    private var results: [TrackViewModel] = []
    private var showsRecentTerms: Bool { searchController.searchBar.text?.isEmpty ?? true }

    init(presenter: SearchPresenting) {
        self.presenter = presenter
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Songs, artists"
        navigationItem.searchController = searchController
        tableView.register(TrackCell.self, forCellReuseIdentifier: TrackCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        showsRecentTerms ? interactor?.recentTerms.count ?? 0 : results.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TrackCell.reuseIdentifier, for: indexPath)
        if showsRecentTerms {
            (cell as? TrackCell)?.configure(title: interactor?.recentTerms[indexPath.row] ?? "", subtitle: "Recent")
        } else {
            (cell as? TrackCell)?.configure(title: results[indexPath.row].title, subtitle: results[indexPath.row].subtitle)
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if showsRecentTerms, let term = interactor?.recentTerms[indexPath.row] {
            searchController.searchBar.text = term
            presenter.didChangeQuery(term)
        } else {
            presenter.didSelectResult(at: indexPath.row)
        }
    }

    override func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard !showsRecentTerms else { return nil }
        let artist = UIContextualAction(style: .normal, title: "Artist") { [weak self] _, _, done in
            self?.presenter.didSelectArtist(at: indexPath.row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [artist])
    }
}

extension SearchViewController: UISearchResultsUpdating {

    func updateSearchResults(for searchController: UISearchController) {
        presenter.didChangeQuery(searchController.searchBar.text ?? "")
        if showsRecentTerms {
            tableView.reloadData()
        }
    }
}

extension SearchViewController: SearchViewing {

    func update(results: [TrackViewModel]) {
        self.results = results
        tableView.backgroundView = nil
        tableView.reloadData()
    }

    func showEmptyState(for query: String) {
        let label = UILabel()
        label.text = "No results for “\(query)”"
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        results = []
        tableView.backgroundView = label
        tableView.reloadData()
    }
}
