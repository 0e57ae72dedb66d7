import Foundation

/// The API's endpoints.
enum NetworkRouter {
    case tracks
    case track(id: Int)

    var path: String {
        switch self {
        case .tracks: return "/tracks"
        case .track(let id): return "/tracks/\(id)"
        }
    }

    var method: String { "GET" }
}
