import UIKit

final class QueueViewController: UIViewController {

    private let presenter: QueuePresenting
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var viewModels: [QueueRowViewModel] = []

    init(presenter: QueuePresenting) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Up Next"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #selector(doneTapped)
        )
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(TrackCell.self, forCellReuseIdentifier: TrackCell.reuseIdentifier)
        presenter.viewDidLoad()
    }

    @objc private func doneTapped() {
        presenter.didTapDone()
    }
}

extension QueueViewController: QueueViewing {

    func update(viewModels: [QueueRowViewModel]) {
        self.viewModels = viewModels
        tableView.reloadData()
    }
}

extension QueueViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModels.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TrackCell.reuseIdentifier, for: indexPath)
        (cell as? TrackCell)?.configure(title: viewModels[indexPath.row].title, subtitle: viewModels[indexPath.row].artist)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectTrack(at: indexPath.row)
    }

    func tableView(
        _ tableView: UITableView,
        commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            presenter.didSwipeToRemove(at: indexPath.row)
        }
    }
}
