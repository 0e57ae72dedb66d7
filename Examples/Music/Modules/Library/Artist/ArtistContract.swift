import UIKit

protocol ArtistPresenting: AnyObject {
    var view: ArtistViewing? { get set }

    func viewDidLoad()
    func didSelectAlbum(at index: Int)
    func didTapPlay()
}

protocol ArtistViewing: AnyObject {
    func show(name: String, biography: String, albumTitles: [String])
    func setPlayEnabled(_ isEnabled: Bool)
    func showError(_ description: String)
}

protocol ArtistInteracting: AnyObject {
    var delegate: ArtistInteractorDelegate? { get set }

    func fetchArtist()
    func fetchTopTrack()
}

protocol ArtistInteractorDelegate: AnyObject {
    func didFetch(artist: Artist, albums: [Album])
    func didFetch(topTrack: Track?)
    func handleError(_ error: Error)
}

protocol ArtistRouting: AnyObject {
    var viewController: UIViewController? { get set }

    func openTracks(of album: Album)
    func openPlayer(track: Track)
}
