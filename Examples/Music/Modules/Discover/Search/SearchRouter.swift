import UIKit

final class SearchRouter {

    weak var viewController: UIViewController?
}

extension SearchRouter: SearchRouting {

    func openPlayer(track: Track) {
        viewController?.present(PlayerModuleFactory.makeModule(track: track), animated: true)
    }

    func openArtist(id: String) {
        viewController?.navigationController?.pushViewController(ArtistModuleFactory.makeModule(artistID: id), animated: true)
    }
}
