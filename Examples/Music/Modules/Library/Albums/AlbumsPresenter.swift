import Foundation

final class AlbumsPresenter {

    var view: AlbumsViewing?
    let interactor: AlbumsInteracting
    let router: AlbumsRouting

    private var albums: [Album] = []

    init(interactor: AlbumsInteracting, router: AlbumsRouting) {
        self.interactor = interactor
        self.router = router
    }
}

extension AlbumsPresenter: AlbumsPresenting {

    func viewDidLoad() {
        interactor.fetchAlbums()
    }

    func didSelectAlbum(at index: Int) {
        guard albums.indices.contains(index) else { return }
        router.openTracks(of: albums[index])
    }

    func didTapArtist(at index: Int) {
        guard albums.indices.contains(index) else { return }
        router.openArtist(id: albums[index].artistID)
    }
}

extension AlbumsPresenter: AlbumsInteractorDelegate {

    func didFetch(albums: [Album]) {
        self.albums = albums.sorted { ($0.artist, $0.year) < ($1.artist, $1.year) }
        view?.update(viewModels: self.albums.map {
            AlbumViewModel(title: $0.title, subtitle: "\($0.artist) · \($0.year)", artworkName: $0.artworkName)
        })
    }

    func handleError(_ error: Error) {
        view?.showError(error.localizedDescription)
    }
}
