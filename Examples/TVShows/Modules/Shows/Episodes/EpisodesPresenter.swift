import Foundation

final class EpisodesPresenter {

    // MARK: - Private properties -

    private unowned let view: EpisodesViewInterface
    private let interactor: EpisodesInteractorInterface
    private weak var wireframe: EpisodesWireframeInterface?

    private let show: Show
    private var episodes: [Episode] = [] {
        didSet { view.reloadData() }
    }

    // MARK: - Lifecycle -

    init(
        show: Show,
        view: EpisodesViewInterface,
        interactor: EpisodesInteractorInterface,
        wireframe: EpisodesWireframeInterface
    ) {
        self.show = show
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - Extensions -

extension EpisodesPresenter: EpisodesPresenterInterface {

    var numberOfEpisodes: Int { episodes.count }

    func viewDidLoad() {
        view.setTitle("\(show.title) · Episodes")
        view.showLoading(true)
        interactor.getEpisodes(showId: show.id) { [unowned self] result in
            self.view.showLoading(false)
            switch result {
            case .success(let episodes):
                self.episodes = episodes.sorted { ($0.season, $0.number) < ($1.season, $1.number) }
            case .failure(let error):
                self.wireframe?.showAlert(with: "Error", message: error.localizedDescription)
            }
        }
    }

    func episode(at indexPath: IndexPath) -> (title: String, subtitle: String) {
        let episode = episodes[indexPath.row]
        return (episode.title, String(format: "S%02d E%02d", episode.season, episode.number))
    }

    func didSelectEpisode(at indexPath: IndexPath) {
        guard let url = episodes[indexPath.row].url else { return }
        wireframe?.openInBrowser(url)
    }
}
