import Foundation

final class SearchInteractor {

    // MARK: - Private properties -

    private let showService: ShowService

    // MARK: - Lifecycle -

    init(showService: ShowService = .shared) {
        self.showService = showService
    }
}

// MARK: - Extensions -

extension SearchInteractor: SearchInteractorInterface {

    func searchShows(query: String, completion: @escaping (Result<[Show], Error>) -> Void) {
        showService.searchShows(query: query, completion: completion)
    }
}
