import Foundation

protocol TrackServicing: AnyObject {
    func fetch(albumID: String?, completion: @escaping (Result<[Track], Error>) -> Void)
    func delete(_ track: Track)
}

final class TrackService: TrackServicing {

    static let shared = TrackService()

    private let client: APIClient
    private var deletedIDs: Set<String> = []

    init(client: APIClient = .shared) {
        self.client = client
    }

    func fetch(albumID: String?, completion: @escaping (Result<[Track], Error>) -> Void) {
        client.get(.tracks(albumID: albumID)) { [weak self] (result: Result<[Track], Error>) in
            let hidden = self?.deletedIDs ?? []
            completion(result.map { $0.filter { !hidden.contains($0.id) } })
        }
    }

    func delete(_ track: Track) {
        deletedIDs.insert(track.id)
    }
}
