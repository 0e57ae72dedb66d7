import UIKit

enum TracksModuleFactory {

    static func makeModule(album: Album? = nil, service: TrackServicing = TrackService.shared) -> UIViewController {
        let router = TracksRouter()
        let interactor = TracksInteractor(album: album, service: service)
        let presenter = TracksPresenter(interactor: interactor, router: router)
        let viewController = TracksViewController(presenter: presenter)
        viewController.title = album?.title
        router.viewController = viewController
        presenter.view = viewController
        interactor.delegate = presenter
        return viewController
    }
}
