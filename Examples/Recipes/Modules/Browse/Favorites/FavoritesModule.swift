import Foundation

// MARK: - Router

protocol FavoritesRouter: AnyObject {
    func showRecipe(id: String)
}

// MARK: - Presenter

protocol FavoritesPresenter: AnyObject {
    func viewWillAppear()
    func didSelectFavorite(at index: Int)
    func didDeleteFavorite(at index: Int)
}

// MARK: - Interactor

protocol FavoritesInteractor: AnyObject {
    func loadFavorites()
    func removeFavorite(id: String)
}

protocol FavoritesInteractorOutput: AnyObject {
    func didLoad(favorites: [Recipe])
}

// MARK: - View

protocol FavoritesView: AnyObject {
    func display(titles: [String])
    func displayEmptyState(_ isEmpty: Bool)
}
