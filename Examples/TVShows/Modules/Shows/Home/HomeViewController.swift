import UIKit

final class HomeViewController: UIViewController {

    // MARK: - IBOutlets -

    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var activityIndicator: UIActivityIndicatorView!

    // MARK: - Public properties -

    var presenter: HomePresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shows"
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Log out", style: .plain, target: self, action: #selector(logoutActionHandler))
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .search, target: self, action: #selector(searchActionHandler)),
            UIBarButtonItem(image: UIImage(systemName: "person.circle"), style: .plain, target: self, action: #selector(profileActionHandler))
        ]
        tableView.dataSource = self
        tableView.delegate = self
        presenter.viewDidLoad()
    }

    // MARK: - Actions -

    @objc private func logoutActionHandler() { presenter.logout() }
    @objc private func searchActionHandler() { presenter.didTapSearch() }
    @objc private func profileActionHandler() { presenter.didTapProfile() }
}

// MARK: - Extensions -

extension HomeViewController: HomeViewInterface {

    func reloadData() {
        tableView.reloadData()
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? activityIndicator.startAnimating() : activityIndicator.stopAnimating()
    }
}

extension HomeViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfItems
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ShowCell.reuseIdentifier, for: indexPath) as! ShowCell
        cell.configure(with: presenter.item(at: indexPath))
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.itemSelected(at: indexPath)
    }
}
