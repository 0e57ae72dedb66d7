import Foundation

final class FavoritesInteractor {

    // MARK: - Private properties -

    private let showService: ShowService

    // MARK: - Lifecycle -

    init(showService: ShowService = .shared) {
        self.showService = showService
    }
}

// MARK: - Extensions -

extension FavoritesInteractor: FavoritesInteractorInterface {

    func getFavoriteShows(_ completion: @escaping (Result<[Show], Error>) -> Void) {
        showService.getFavoriteShows(completion)
    }

    func removeFavorite(showId: String) {
        showService.setFavorite(false, showId: showId)
    }
}
