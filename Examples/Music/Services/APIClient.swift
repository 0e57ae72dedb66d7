import Foundation

final class APIClient {

    static let shared = APIClient()

    private let session = URLSession(configuration: .default)
    private let decoder = JSONDecoder()

    func get<T: Decodable>(_ route: MusicAPIRouter, completion: @escaping (Result<T, Error>) -> Void) {
        session.dataTask(with: route.urlRequest) { [decoder] data, _, error in
            let result = Result<T, Error> {
                if let error { throw error }
                return try decoder.decode(T.self, from: data ?? Data())
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
