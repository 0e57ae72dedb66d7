import UIKit

final class SearchViewController: UIViewController {

    // MARK: - IBOutlets -

    @IBOutlet private weak var searchBar: UISearchBar!
    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var emptyStateLabel: UILabel!

    // MARK: - Public properties -

    var presenter: SearchPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        searchBar.delegate = self
        tableView.dataSource = self
        tableView.delegate = self
        emptyStateLabel.isHidden = true
    }
}

// MARK: - Extensions -

extension SearchViewController: SearchViewInterface {

    func reloadData() {
        tableView.reloadData()
    }

    func showEmptyState(_ isVisible: Bool) {
        emptyStateLabel.isHidden = !isVisible
    }
}

extension SearchViewController: UISearchBarDelegate, UITableViewDataSource, UITableViewDelegate {

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        presenter.didChangeSearchText(searchText)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfResults
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ShowCell.reuseIdentifier, for: indexPath) as! ShowCell
        cell.configure(with: presenter.result(at: indexPath))
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectResult(at: indexPath)
    }
}
