import Foundation

final class HomeInteractor: HomeInteractorInput {

    weak var output: HomeInteractorOutput?
    private let requestBuilder: URLRequestBuilder

    init(requestBuilder: URLRequestBuilder) {
        self.requestBuilder = requestBuilder
    }

    func fetchTracks() {
        let request = requestBuilder.build(.tracks)
        URLSession.shared.dataTask(with: request) { [weak self] data, _, _ in
            let names = data.flatMap { String(data: $0, encoding: .utf8) }?.components(separatedBy: "\n") ?? []
            DispatchQueue.main.async { self?.output?.didFetch(tracks: names) }
        }.resume()
    }
}
