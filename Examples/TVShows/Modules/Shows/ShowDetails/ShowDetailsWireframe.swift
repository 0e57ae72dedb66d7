import UIKit

final class ShowDetailsWireframe: BaseWireframe<ShowDetailsViewController> {

    // MARK: - Private properties -

    private let storyboard = UIStoryboard(name: "Shows", bundle: nil)

    // MARK: - Module setup -

    init(show: Show) {
        let moduleViewController = storyboard.instantiateViewController(ofType: ShowDetailsViewController.self)
        super.init(viewController: moduleViewController)

        let formatter = ShowDetailsFormatter()
        let interactor = ShowDetailsInteractor()
        let presenter = ShowDetailsPresenter(
            show: show,
            view: moduleViewController,
            formatter: formatter,
            interactor: interactor,
            wireframe: self
        )
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension ShowDetailsWireframe: ShowDetailsWireframeInterface {

    func navigateToEpisodes(show: Show) {
        navigationController?.pushWireframe(EpisodesWireframe(show: show))
    }
}
