import Foundation

final class ShowService {

    static let shared = ShowService()

    // MARK: - Private properties -

    private let apiClient: APIClient
    private let defaults: UserDefaults
    private let favoritesKey = "favorite_show_ids"

    // MARK: - Init -

    init(apiClient: APIClient = .shared, defaults: UserDefaults = .standard) {
        self.apiClient = apiClient
        self.defaults = defaults
    }

    // MARK: - Shows -

    func getShows(_ completion: @escaping (Result<[Show], Error>) -> Void) {
        apiClient.request(.shows, completion: completion)
    }

    func getShow(id: String, completion: @escaping (Result<Show, Error>) -> Void) {
        apiClient.request(.show(id: id), completion: completion)
    }

    func getEpisodes(showId: String, completion: @escaping (Result<[Episode], Error>) -> Void) {
        apiClient.request(.episodes(showId: showId), completion: completion)
    }

    func searchShows(query: String, completion: @escaping (Result<[Show], Error>) -> Void) {
        apiClient.request(.search(query: query), completion: completion)
    }

    // MARK: - Favorites -

    var favoriteShowIds: Set<String> {
        return Set(defaults.stringArray(forKey: favoritesKey) ?? [])
    }

    func setFavorite(_ isFavorite: Bool, showId: String) {
        var ids = favoriteShowIds
        if isFavorite { ids.insert(showId) } else { ids.remove(showId) }
        defaults.set(Array(ids), forKey: favoritesKey)
    }

    func getFavoriteShows(_ completion: @escaping (Result<[Show], Error>) -> Void) {
        let ids = favoriteShowIds
        getShows { result in
            completion(result.map { shows in shows.filter { ids.contains($0.id) } })
        }
    }
}
