import UIKit

final class TracksRouter {

    weak var viewController: UIViewController?
}

extension TracksRouter: TracksRouting {

    func openPlayer(track: Track) {
        viewController?.present(PlayerModuleFactory.makeModule(track: track), animated: true)
    }

    func openSearch() {
        viewController?.navigationController?.pushViewController(SearchModuleFactory.makeModule(), animated: true)
    }
}
