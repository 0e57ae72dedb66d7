import Foundation

/// Endpoints of the catalogue API. Each case builds its own request; this is no VIPER router.
enum MusicAPIRouter {
    case tracks(albumID: String?)
    case albums
    case artist(id: String)
    case search(term: String, limit: Int)

    private static let baseURL = URL(string: "https://music.example.com/api/v1")!

    var urlRequest: URLRequest {
        var components = URLComponents(url: Self.baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)!
        components.queryItems = queryItems
        var request = URLRequest(url: components.url!)
        request.httpMethod = "GET"
        return request
    }

    private var path: String {
        switch self {
        case .tracks: return "tracks"
        case .albums: return "albums"
        case .artist(let id): return "artists/\(id)"
        case .search: return "search"
        }
    }

    private var queryItems: [URLQueryItem]? {
        switch self {
        case .tracks(let albumID?): return [URLQueryItem(name: "album", value: albumID)]
        case .search(let term, let limit):
            return [URLQueryItem(name: "term", value: term), URLQueryItem(name: "limit", value: "\(limit)")]
        default: return nil
        }
    }
}
