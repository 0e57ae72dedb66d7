import UIKit

final class TracksViewController: UITableViewController {

    private let presenter: TracksPresenting
    private var viewModels: [TrackViewModel] = []

    init(presenter: TracksPresenting) {
        self.presenter = presenter
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = title ?? "Songs"
        tableView.register(TrackCell.self, forCellReuseIdentifier: TrackCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .search, target: self, action: #selector(searchTapped)
        )
        presenter.viewDidLoad()
    }

    @objc private func searchTapped() {
        presenter.didTapSearch()
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModels.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TrackCell.reuseIdentifier, for: indexPath)
        let viewModel = viewModels[indexPath.row]
        (cell as? TrackCell)?.configure(title: viewModel.title, subtitle: viewModel.subtitle)
        return cell
    }

    override func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            presenter.didSwipeToDelete(at: indexPath.row)
        }
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectTrack(at: indexPath.row)
    }
}

extension TracksViewController: TracksViewing {

    func update(viewModels: [TrackViewModel]) {
        self.viewModels = viewModels
        tableView.reloadData()
    }

    func showError(_ description: String) {
        let alert = UIAlertController(title: nil, message: description, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
