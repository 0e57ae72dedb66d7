import UIKit

final class EpisodesWireframe: BaseWireframe<EpisodesViewController> {

    // MARK: - Private properties -

    private let storyboard = UIStoryboard(name: "Shows", bundle: nil)

    // MARK: - Module setup -

    init(show: Show) {
        let moduleViewController = storyboard.instantiateViewController(ofType: EpisodesViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = EpisodesInteractor()
        let presenter = EpisodesPresenter(show: show, view: moduleViewController, interactor: interactor, wireframe: self)
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension EpisodesWireframe: EpisodesWireframeInterface {

    func openInBrowser(_ url: URL) {
        UIApplication.shared.open(url)
    }
}
