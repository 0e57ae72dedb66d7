import UIKit

final class SearchWireframe: BaseWireframe<SearchViewController> {

    // MARK: - Private properties -

    private let storyboard = UIStoryboard(name: "Shows", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = storyboard.instantiateViewController(ofType: SearchViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = SearchInteractor()
        let presenter = SearchPresenter(view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension SearchWireframe: SearchWireframeInterface {

    func navigateToShowDetails(show: Show) {
        navigationController?.pushWireframe(ShowDetailsWireframe(show: show))
    }
}
