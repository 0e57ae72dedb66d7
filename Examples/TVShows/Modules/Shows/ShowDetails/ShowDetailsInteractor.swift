import Foundation

final class ShowDetailsInteractor {

    // MARK: - Private properties -

    private let showService: ShowService

    // MARK: - Lifecycle -

    init(showService: ShowService = .shared) {
        self.showService = showService
    }
}

// MARK: - Extensions -

extension ShowDetailsInteractor: ShowDetailsInteractorInterface {

    func getShow(id: String, completion: @escaping (Result<Show, Error>) -> Void) {
        showService.getShow(id: id, completion: completion)
    }

    func isFavorite(showId: String) -> Bool {
        showService.favoriteShowIds.contains(showId)
    }

    func setFavorite(_ isFavorite: Bool, showId: String) {
        showService.setFavorite(isFavorite, showId: showId)
    }
}
