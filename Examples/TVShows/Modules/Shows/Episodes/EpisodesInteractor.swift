import Foundation

final class EpisodesInteractor {

    // MARK: - Private properties -

    private let showService: ShowService

    // MARK: - Lifecycle -

    init(showService: ShowService = .shared) {
        self.showService = showService
    }
}

// MARK: - Extensions -

extension EpisodesInteractor: EpisodesInteractorInterface {

    func getEpisodes(showId: String, completion: @escaping (Result<[Episode], Error>) -> Void) {
        showService.getEpisodes(showId: showId, completion: completion)
    }
}
