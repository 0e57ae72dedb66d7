import UIKit

protocol AlbumsPresenting: AnyObject {
    var view: AlbumsViewing? { get set }

    func viewDidLoad()
    func didSelectAlbum(at index: Int)
    func didTapArtist(at index: Int)
}

protocol AlbumsViewing: AnyObject {
    func update(viewModels: [AlbumViewModel])
    func showError(_ description: String)
}

protocol AlbumsInteracting: AnyObject {
    var delegate: AlbumsInteractorDelegate? { get set }

    func fetchAlbums()
}

protocol AlbumsInteractorDelegate: AnyObject {
    func didFetch(albums: [Album])
    func handleError(_ error: Error)
}

protocol AlbumsRouting: AnyObject {
    var viewController: UIViewController? { get set }

    func openTracks(of album: Album)
    func openArtist(id: String)
}

struct AlbumViewModel: Equatable {
    let title: String
    let subtitle: String
    let artworkName: String?
}
