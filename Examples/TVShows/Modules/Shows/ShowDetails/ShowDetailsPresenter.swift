import Foundation

final class ShowDetailsPresenter {

    // MARK: - Private properties -

    private let view: ShowDetailsViewInterface
    private let formatter: ShowDetailsFormatterInterface
    private let interactor: ShowDetailsInteractorInterface
    private let wireframe: ShowDetailsWireframeInterface

    private var show: Show

    // MARK: - Lifecycle -

    init(
        show: Show,
        view: ShowDetailsViewInterface,
        formatter: ShowDetailsFormatterInterface,
        interactor: ShowDetailsInteractorInterface,
        wireframe: ShowDetailsWireframeInterface
    ) {
        self.show = show
        self.view = view
        self.formatter = formatter
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - Extensions -

extension ShowDetailsPresenter: ShowDetailsPresenterInterface {

    func viewDidLoad() {
        display(show)
        view.showLoading(true)
        interactor.getShow(id: show.id) { [unowned self] result in
            self.view.showLoading(false)
            if case .success(let show) = result {
                self.show = show
                self.display(show)
            }
        }
    }

    func didTapEpisodes() {
        wireframe.navigateToEpisodes(show: show)
    }

    func didTapFavorite() {
        let isFavorite = !interactor.isFavorite(showId: show.id)
        interactor.setFavorite(isFavorite, showId: show.id)
        view.setFavorite(isFavorite)
    }
}

private extension ShowDetailsPresenter {

    func display(_ show: Show) {
        view.display(
            title: show.title,
            summary: formatter.summary(for: show),
            rating: show.rating ?? 0,
            ratingText: formatter.ratingText(for: show)
        )
        view.setFavorite(interactor.isFavorite(showId: show.id))
    }
}
