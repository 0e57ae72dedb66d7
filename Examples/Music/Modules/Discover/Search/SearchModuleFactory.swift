import UIKit

enum SearchModuleFactory {

    static func makeModule(
        library: LibraryServicing = LibraryService.shared,
        history: SearchHistory = .shared
    ) -> UIViewController {
        let router = SearchRouter()
        let interactor = SearchInteractor(library: library, history: history)
        let presenter = SearchPresenter(interactor: interactor, router: router)
        let viewController = SearchViewController(presenter: presenter)
        viewController.interactor = interactor
        router.viewController = viewController
        presenter.view = viewController
        interactor.delegate = presenter
        return viewController
    }
}
