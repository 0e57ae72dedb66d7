import UIKit

final class AlbumsRouter {

    weak var viewController: UIViewController?
}

extension AlbumsRouter: AlbumsRouting {

    func openTracks(of album: Album) {
        let tracks = TracksModuleFactory.makeModule(album: album)
        viewController?.navigationController?.pushViewController(tracks, animated: true)
    }

    func openArtist(id: String) {
        let artist = ArtistModuleFactory.makeModule(artistID: id)
        viewController?.navigationController?.pushViewController(artist, animated: true)
    }
}
