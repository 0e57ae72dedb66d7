import Foundation

final class ArtistInteractor {

    weak var delegate: ArtistInteractorDelegate?

    private let artistID: String
    private let library: LibraryServicing
    private let tracks: TrackServicing

    init(artistID: String, library: LibraryServicing, tracks: TrackServicing) {
        self.artistID = artistID
        self.library = library
        self.tracks = tracks
    }
}

extension ArtistInteractor: ArtistInteracting {

    func fetchArtist() {
        library.fetchArtist(id: artistID) { [weak self] result in
            switch result {
            case .success(let artist):
                self?.fetchAlbums(of: artist)
            case .failure(let error):
                self?.delegate?.handleError(error)
            }
        }
    }

    func fetchTopTrack() {
        tracks.fetch(albumID: nil) { [weak self, artistID] result in
            let top = ((try? result.get()) ?? []).first { $0.artistID == artistID }
            self?.delegate?.didFetch(topTrack: top)
        }
    }
}

private extension ArtistInteractor {

    func fetchAlbums(of artist: Artist) {
        library.fetchAlbums { [weak self] result in
            let own = ((try? result.get()) ?? []).filter { artist.albumIDs.contains($0.id) }
            self?.delegate?.didFetch(artist: artist, albums: own)
        }
    }
}
