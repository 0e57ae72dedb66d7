import Foundation

/// The endpoints of the TV shows API. Each case knows its path, method and body.
enum NetworkRouter {
    case login(email: String, password: String)
    case register(email: String, password: String)
    case shows
    case show(id: String)
    case episodes(showId: String)
    case search(query: String)

    var path: String {
        switch self {
        case .login: return "/users/sign_in"
        case .register: return "/users"
        case .shows: return "/shows"
        case .show(let id): return "/shows/\(id)"
        case .episodes(let showId): return "/shows/\(showId)/episodes"
        case .search: return "/shows/search"
        }
    }

    var method: String {
        switch self {
        case .login, .register: return "POST"
        case .shows, .show, .episodes, .search: return "GET"
        }
    }

    func urlRequest(baseURL: URL, token: String?) -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if case .search(let query) = self {
            components?.queryItems = [URLQueryItem(name: "q", value: query)]
        }
        var request = URLRequest(url: components?.url ?? baseURL)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        switch self {
        case .login(let email, let password), .register(let email, let password):
            request.httpBody = try? JSONEncoder().encode(["email": email, "password": password])
        default:
            break
        }
        return request
    }
}
