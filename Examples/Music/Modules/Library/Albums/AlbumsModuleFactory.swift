import UIKit

enum AlbumsModuleFactory {

    static func makeModule(service: LibraryServicing = LibraryService.shared) -> UIViewController {
        let router = AlbumsRouter()
        let interactor = AlbumsInteractor(service: service)
        let presenter = AlbumsPresenter(interactor: interactor, router: router)
        let viewController = AlbumsViewController(presenter: presenter)
        router.viewController = viewController
        presenter.view = viewController
        interactor.delegate = presenter
        return viewController
    }
}
