import Foundation

final class AlbumsInteractor {

    weak var delegate: AlbumsInteractorDelegate?

    private let service: LibraryServicing

    init(service: LibraryServicing) {
        self.service = service
    }
}

extension AlbumsInteractor: AlbumsInteracting {

    func fetchAlbums() {
        service.fetchAlbums { [weak self] result in
            switch result {
            case .success(let albums):
                self?.delegate?.didFetch(albums: albums)
            case .failure(let error):
                self?.delegate?.handleError(error)
            }
        }
    }
}
