import Foundation

/// The endpoints of the recipes API. A router of URLs, not a VIPER router.
enum APIRouter {
    case recipes(page: Int)
    case recipe(id: String)
    case search(query: String)
    case favorite(id: String, isFavorite: Bool)

    var path: String {
        switch self {
        case .recipes: return "/v2/recipes"
        case .recipe(let id): return "/v2/recipes/\(id)"
        case .search: return "/v2/recipes/search"
        case .favorite(let id, _): return "/v2/me/favorites/\(id)"
        }
    }

    var method: String {
        switch self {
        case .recipes, .recipe, .search: return "GET"
        case .favorite(_, let isFavorite): return isFavorite ? "PUT" : "DELETE"
        }
    }

    var queryItems: [URLQueryItem] {
        switch self {
        case .recipes(let page): return [URLQueryItem(name: "page", value: String(page))]
        case .search(let query): return [URLQueryItem(name: "q", value: query)]
        case .recipe, .favorite: return []
        }
    }
}
