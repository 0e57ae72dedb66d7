import Foundation

final class RecipeListDefaultInteractor {

    weak var output: RecipeListInteractorOutput?

    private let recipeService: RecipeService

    init(recipeService: RecipeService) {
        self.recipeService = recipeService
    }
}

extension RecipeListDefaultInteractor: RecipeListInteractor {

    func loadRecipes() {
        recipeService.fetchRecipes { [weak self] result in
            switch result {
            case .success(let recipes):
                self?.output?.didLoad(recipes: recipes.sorted { $0.title < $1.title })
            case .failure(let error):
                self?.output?.didFailLoading(with: error)
            }
        }
    }
}
