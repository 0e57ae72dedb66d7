import Foundation

enum APIError: Error {
    case invalidResponse
    case status(Int)
}

final class APIClient {

    static let shared = APIClient()

    // MARK: - Public properties -

    var token: String?

    // MARK: - Private properties -

    private let session: URLSession
    private let baseURL: URL
    private let decoder: JSONDecoder

    // MARK: - Init -

    init(
        session: URLSession = .shared,
        baseURL: URL = URL(string: "https://tv-shows.infinum.academy")!
    ) {
        self.session = session
        self.baseURL = baseURL
        self.decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
    }

    // MARK: - Requests -

    func request<T: Decodable>(_ route: NetworkRouter, completion: @escaping (Result<T, Error>) -> Void) {
        let request = route.urlRequest(baseURL: baseURL, token: token)
        session.dataTask(with: request) { [decoder] data, response, error in
            let result = Result<T, Error> {
                if let error { throw error }
                guard let http = response as? HTTPURLResponse, let data else { throw APIError.invalidResponse }
                guard (200..<300).contains(http.statusCode) else { throw APIError.status(http.statusCode) }
                return try decoder.decode(T.self, from: data)
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
