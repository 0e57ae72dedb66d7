import UIKit

enum QueueModuleFactory {

    static func makeModule(playback: PlaybackServicing = PlaybackService.shared) -> UIViewController {
        let router = QueueRouter()
        let interactor = QueueInteractor(playback: playback)
        let presenter = QueuePresenter(interactor: interactor, router: router)
        let viewController = QueueViewController(presenter: presenter)
        router.viewController = viewController
        presenter.view = viewController
        interactor.delegate = presenter
        return viewController
    }
}
