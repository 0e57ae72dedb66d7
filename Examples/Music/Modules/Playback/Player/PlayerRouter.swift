import UIKit

final class PlayerRouter {

    weak var viewController: UIViewController?
}

extension PlayerRouter: PlayerRouting {

    func openQueue() {
        let queue = UINavigationController(rootViewController: QueueModuleFactory.makeModule())
        viewController?.present(queue, animated: true)
    }

    func openArtist(id: String) {
        let presenting = viewController?.presentingViewController
        let artist = ArtistModuleFactory.makeModule(artistID: id)
        viewController?.dismiss(animated: true) {
            let navigationController = (presenting as? UITabBarController)?.selectedViewController as? UINavigationController
            navigationController?.pushViewController(artist, animated: true)
        }
    }
}
