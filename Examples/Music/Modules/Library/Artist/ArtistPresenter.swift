import Foundation

final class ArtistPresenter {

    weak var view: ArtistViewing?
    let interactor: ArtistInteracting
    let router: ArtistRouting

    private var albums: [Album] = []
    private var topTrack: Track?

    init(interactor: ArtistInteracting, router: ArtistRouting) {
        self.interactor = interactor
        self.router = router
    }
}

extension ArtistPresenter: ArtistPresenting {

    func viewDidLoad() {
        interactor.fetchArtist()
        interactor.fetchTopTrack()
    }

    func didSelectAlbum(at index: Int) {
        guard albums.indices.contains(index) else { return }
        router.openTracks(of: albums[index])
    }

    func didTapPlay() {
        guard let topTrack else { return }
        router.openPlayer(track: topTrack)
    }
}

extension ArtistPresenter: ArtistInteractorDelegate {

    func didFetch(artist: Artist, albums: [Album]) {
        self.albums = albums.sorted { $0.year > $1.year }
        view?.show(name: artist.name, biography: artist.biography, albumTitles: self.albums.map { "\($0.title) (\($0.year))" })
    }

    func didFetch(topTrack: Track?) {
        self.topTrack = topTrack
        view?.setPlayEnabled(topTrack != nil)
    }

    func handleError(_ error: Error) {
        view?.showError(error.localizedDescription)
    }
}
