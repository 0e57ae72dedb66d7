import UIKit

protocol FavoritesWireframeInterface: WireframeInterface {
    func navigateToShowDetails(show: Show)
}

protocol FavoritesViewInterface: ViewInterface {
    func reloadData()
    func deleteRow(at indexPath: IndexPath)
    func showEmptyState(_ isVisible: Bool)
}

/// Lists the user's favorite shows; a swipe removes one, a tap opens its details.
protocol FavoritesPresenterInterface: PresenterInterface {
    var numberOfItems: Int { get }
    func viewWillAppear()
    func item(at indexPath: IndexPath) -> ShowCellItem
    func didSelectItem(at indexPath: IndexPath)
    func didDeleteItem(at indexPath: IndexPath)
}

protocol FavoritesInteractorInterface: InteractorInterface {
    func getFavoriteShows(_ completion: @escaping (Result<[Show], Error>) -> Void)
    func removeFavorite(showId: String)
}
