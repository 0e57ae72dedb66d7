import UIKit

final class EpisodesViewController: UIViewController {

    // MARK: - IBOutlets -

    @IBOutlet private weak var tableView: UITableView!
    @IBOutlet private weak var activityIndicator: UIActivityIndicatorView!

    // MARK: - Public properties -

    var presenter: EpisodesPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        presenter.viewDidLoad()
    }
}

// MARK: - Extensions -

extension EpisodesViewController: EpisodesViewInterface {

    func setTitle(_ title: String) {
        self.title = title
    }

    func reloadData() {
        tableView.reloadData()
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? activityIndicator.startAnimating() : activityIndicator.stopAnimating()
    }
}

extension EpisodesViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.numberOfEpisodes
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "EpisodeCell", for: indexPath)
        let episode = presenter.episode(at: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = episode.title
        content.secondaryText = episode.subtitle
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectEpisode(at: indexPath)
    }
}
