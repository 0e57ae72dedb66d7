import Foundation

final class FavoritesDefaultInteractor {

    var output: FavoritesInteractorOutput?

    private let recipeService: RecipeService

    init(recipeService: RecipeService) {
        self.recipeService = recipeService
    }
}

extension FavoritesDefaultInteractor: FavoritesInteractor {

    func loadFavorites() {
        let ids = recipeService.favoriteIDs
        recipeService.fetchRecipes { [weak self] result in
            let recipes = (try? result.get()) ?? []
            self?.output?.didLoad(favorites: recipes.filter { ids.contains($0.id) })
        }
    }

    func removeFavorite(id: String) {
        recipeService.setFavorite(false, id: id)
    }
}
