import Foundation

final class FavoritesDefaultPresenter {

    weak var view: FavoritesView?
    let interactor: FavoritesInteractor
    let router: FavoritesRouter

    private var favorites: [Recipe] = []

    init(interactor: FavoritesInteractor, router: FavoritesRouter) {
        self.interactor = interactor
        self.router = router
    }
}

extension FavoritesDefaultPresenter: FavoritesPresenter {

    func viewWillAppear() {
        interactor.loadFavorites()
    }

    func didSelectFavorite(at index: Int) {
        guard favorites.indices.contains(index) else { return }
        router.showRecipe(id: favorites[index].id)
    }

    func didDeleteFavorite(at index: Int) {
        guard favorites.indices.contains(index) else { return }
        interactor.removeFavorite(id: favorites[index].id)
        interactor.loadFavorites()
    }
}

extension FavoritesDefaultPresenter: FavoritesInteractorOutput {

    func didLoad(favorites: [Recipe]) {
        self.favorites = favorites
        view?.display(titles: favorites.map(\.title))
        view?.displayEmptyState(favorites.isEmpty)
    }
}
