import UIKit

final class ArtistRouter {

    weak var viewController: UIViewController?
}

extension ArtistRouter: ArtistRouting {

    func openTracks(of album: Album) {
        viewController?.navigationController?.pushViewController(TracksModuleFactory.makeModule(album: album), animated: true)
    }

    func openPlayer(track: Track) {
        viewController?.present(PlayerModuleFactory.makeModule(track: track), animated: true)
    }
}
