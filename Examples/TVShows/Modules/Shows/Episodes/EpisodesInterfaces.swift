import UIKit

protocol EpisodesWireframeInterface: WireframeInterface {
    func openInBrowser(_ url: URL)
}

protocol EpisodesViewInterface: ViewInterface {
    func setTitle(_ title: String)
    func reloadData()
    func showLoading(_ isLoading: Bool)
}

/// Lists a show's episodes by season and opens an episode's page when one is selected.
protocol EpisodesPresenterInterface: PresenterInterface {
    var numberOfEpisodes: Int { get }
    func viewDidLoad()
    func episode(at indexPath: IndexPath) -> (title: String, subtitle: String)
    func didSelectEpisode(at indexPath: IndexPath)
}

protocol EpisodesInteractorInterface: InteractorInterface {
    func getEpisodes(showId: String, completion: @escaping (Result<[Episode], Error>) -> Void)
}
