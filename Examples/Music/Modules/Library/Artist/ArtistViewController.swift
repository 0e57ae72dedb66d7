import UIKit

final class ArtistViewController: UIViewController {

    private let presenter: ArtistPresenting

    private let biographyLabel = UILabel()
    private let playButton = UIButton(type: .system)
    private let albumsTableView = UITableView()
    private var albumTitles: [String] = []

    init(presenter: ArtistPresenting) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        biographyLabel.numberOfLines = 4
        biographyLabel.font = .preferredFont(forTextStyle: .body)
        playButton.setTitle("Play top song", for: .normal)
        playButton.isEnabled = false
        playButton.addTarget(self, action: #selector(playTapped), for: .touchUpInside)
        albumsTableView.dataSource = self
        albumsTableView.delegate = self
        albumsTableView.register(UITableViewCell.self, forCellReuseIdentifier: "AlbumCell")

        let stack = UIStackView(arrangedSubviews: [biographyLabel, playButton, albumsTableView])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        presenter.viewDidLoad()
    }

    @objc private func playTapped() {
        presenter.didTapPlay()
    }
}

extension ArtistViewController: ArtistViewing {

    func show(name: String, biography: String, albumTitles: [String]) {
        title = name
        biographyLabel.text = biography
        self.albumTitles = albumTitles
        albumsTableView.reloadData()
    }

    func setPlayEnabled(_ isEnabled: Bool) {
        playButton.isEnabled = isEnabled
    }

    func showError(_ description: String) {
        biographyLabel.text = description
    }
}

extension ArtistViewController: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        albumTitles.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "AlbumCell", for: indexPath)
        cell.textLabel?.text = albumTitles[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectAlbum(at: indexPath.row)
    }
}
