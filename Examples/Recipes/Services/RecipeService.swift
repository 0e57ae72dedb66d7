import Foundation

enum RecipeServiceError: Error {
    case emptyResponse
}

final class RecipeService {

    static let shared = RecipeService(
        requestBuilder: URLRequestBuilder(baseURL: URL(string: "https://api.example.com")!, apiKey: "demo"),
        session: .shared
    )

    private let requestBuilder: URLRequestBuilder
    private let session: URLSession
    private let decoder = JSONDecoder()
    private let defaults = UserDefaults.standard
    private let favoritesKey = "favorite_recipe_ids"

    init(requestBuilder: URLRequestBuilder, session: URLSession) {
        self.requestBuilder = requestBuilder
        self.session = session
    }

    // MARK: - Recipes

    func fetchRecipes(page: Int = 1, completion: @escaping (Result<[Recipe], Error>) -> Void) {
        send(.recipes(page: page), completion: completion)
    }

    func fetchRecipe(id: String, completion: @escaping (Result<Recipe, Error>) -> Void) {
        send(.recipe(id: id), completion: completion)
    }

    // MARK: - Favorites

    var favoriteIDs: Set<String> {
        Set(defaults.stringArray(forKey: favoritesKey) ?? [])
    }

    func setFavorite(_ isFavorite: Bool, id: String) {
        var ids = favoriteIDs
        if isFavorite {
            ids.insert(id)
        } else {
            ids.remove(id)
        }
        defaults.set(Array(ids).sorted(), forKey: favoritesKey)
        session.dataTask(with: requestBuilder.build(.favorite(id: id, isFavorite: isFavorite))).resume()
    }

    // MARK: - Private

    private func send<T: Decodable>(_ route: APIRouter, completion: @escaping (Result<T, Error>) -> Void) {
        let request = requestBuilder.build(route)
        session.dataTask(with: request) { [decoder] data, _, error in
            let result: Result<T, Error>
            if let error {
                result = .failure(error)
            } else if let data {
                result = Result { try decoder.decode(T.self, from: data) }
            } else {
                result = .failure(RecipeServiceError.emptyResponse)
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
