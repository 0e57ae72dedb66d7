import Foundation

protocol LibraryServicing: AnyObject {
    func fetchAlbums(completion: @escaping (Result<[Album], Error>) -> Void)
    func fetchArtist(id: String, completion: @escaping (Result<Artist, Error>) -> Void)
    func search(term: String, completion: @escaping (Result<[Track], Error>) -> Void)
}

final class LibraryService: LibraryServicing {

    static let shared = LibraryService()

    private let client: APIClient

    init(client: APIClient = .shared) {
        self.client = client
    }

    func fetchAlbums(completion: @escaping (Result<[Album], Error>) -> Void) {
        client.get(.albums, completion: completion)
    }

    func fetchArtist(id: String, completion: @escaping (Result<Artist, Error>) -> Void) {
        client.get(.artist(id: id), completion: completion)
    }

    func search(term: String, completion: @escaping (Result<[Track], Error>) -> Void) {
        client.get(.search(term: term, limit: 25), completion: completion)
    }
}
