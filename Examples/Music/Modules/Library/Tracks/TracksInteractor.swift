import Foundation

final class TracksInteractor {

    weak var delegate: TracksInteractorDelegate?

    private let album: Album?
    private let service: TrackServicing

    init(album: Album?, service: TrackServicing) {
        self.album = album
        self.service = service
    }
}

extension TracksInteractor: TracksInteracting {

    func fetchTracks() {
        service.fetch(albumID: album?.id) { [weak self] result in
            switch result {
            case .success(let tracks):
                self?.delegate?.didFetch(tracks: tracks)
            case .failure(let error):
                self?.delegate?.handleError(error)
            }
        }
    }

    func delete(track: Track) {
        service.delete(track)
    }
}
