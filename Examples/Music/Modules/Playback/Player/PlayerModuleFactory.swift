import UIKit

enum PlayerModuleFactory {

    static func makeModule(track: Track, playback: PlaybackServicing = PlaybackService.shared) -> UIViewController {
        let router = PlayerRouter()
        let interactor = PlayerInteractor(track: track, playback: playback)
        let presenter = PlayerPresenter(interactor: interactor, router: router)
        let playerView = PlayerView(presenter: presenter)
        let container = ContainerViewController(contentView: playerView, title: "Now Playing")
        container.modalPresentationStyle = .pageSheet
        router.viewController = container
        presenter.view = playerView
        interactor.delegate = presenter
        return container
    }
}
