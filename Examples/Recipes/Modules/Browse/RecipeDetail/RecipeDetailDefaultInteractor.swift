import Foundation

final class RecipeDetailDefaultInteractor {

    weak var output: RecipeDetailInteractorOutput?

    private let recipeService: RecipeService
    private let shoppingService: ShoppingService

    init(recipeService: RecipeService, shoppingService: ShoppingService) {
        self.recipeService = recipeService
        self.shoppingService = shoppingService
    }
}

extension RecipeDetailDefaultInteractor: RecipeDetailInteractor {

    func loadRecipe(id: String) {
        recipeService.fetchRecipe(id: id) { [weak self] result in
            switch result {
            case .success(let recipe):
                self?.output?.didLoad(recipe: recipe)
            case .failure(let error):
                self?.output?.didFailLoading(with: error)
            }
        }
    }

    func isFavorite(id: String) -> Bool {
        recipeService.favoriteIDs.contains(id)
    }

    func setFavorite(_ isFavorite: Bool, id: String) {
        recipeService.setFavorite(isFavorite, id: id)
    }

    func addToShoppingList(_ recipe: Recipe) {
        shoppingService.add(recipe.ingredients, from: recipe.id)
    }
}
