import UIKit

final class AlbumsViewController: UIViewController {

    private let presenter: AlbumsPresenting
    private var viewModels: [AlbumViewModel] = []
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())

    init(presenter: AlbumsPresenting) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Albums"
        collectionView.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "AlbumCell")
        presenter.viewDidLoad()
    }

    private func makeLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            let artist = UIContextualAction(style: .normal, title: "Artist") { _, _, done in
                self?.presenter.didTapArtist(at: indexPath.item)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [artist])
        }
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }
}

extension AlbumsViewController: AlbumsViewing {

    func update(viewModels: [AlbumViewModel]) {
        self.viewModels = viewModels
        collectionView.reloadData()
    }

    func showError(_ description: String) {
        let alert = UIAlertController(title: "Albums", message: description, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension AlbumsViewController: UICollectionViewDataSource, UICollectionViewDelegate {

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        viewModels.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "AlbumCell", for: indexPath)
        let viewModel = viewModels[indexPath.item]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = viewModel.title
        content.secondaryText = viewModel.subtitle
        content.image = viewModel.artworkName.flatMap(UIImage.init(named:)) ?? UIImage(systemName: "square.stack")
        (cell as? UICollectionViewListCell)?.contentConfiguration = content
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        presenter.didSelectAlbum(at: indexPath.item)
    }
}
