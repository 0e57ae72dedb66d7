import Foundation

final class FavoritesPresenter {

    // MARK: - Private properties -

    private unowned let view: FavoritesViewInterface
    private unowned let interactor: FavoritesInteractorInterface
    private let wireframe: FavoritesWireframeInterface

    private var shows: [Show] = []

    // MARK: - Lifecycle -

    init(
        view: FavoritesViewInterface,
        interactor: FavoritesInteractorInterface,
        wireframe: FavoritesWireframeInterface
    ) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - Extensions -

extension FavoritesPresenter: FavoritesPresenterInterface {

    var numberOfItems: Int { shows.count }

    func viewWillAppear() {
        interactor.getFavoriteShows { [unowned self] result in
            switch result {
            case .success(let shows):
                self.shows = shows
                self.view.reloadData()
                self.view.showEmptyState(shows.isEmpty)
            case .failure(let error):
                self.wireframe.showAlert(with: "Error", message: error.localizedDescription)
            }
        }
    }

    func item(at indexPath: IndexPath) -> ShowCellItem {
        let show = shows[indexPath.row]
        return ShowCellItem(title: show.title, subtitle: show.genres.joined(separator: ", "), rating: show.rating ?? 0)
    }

    func didSelectItem(at indexPath: IndexPath) {
        wireframe.navigateToShowDetails(show: shows[indexPath.row])
    }

    func didDeleteItem(at indexPath: IndexPath) {
        let show = shows.remove(at: indexPath.row)
        interactor.removeFavorite(showId: show.id)
        view.deleteRow(at: indexPath)
        view.showEmptyState(shows.isEmpty)
    }
}
