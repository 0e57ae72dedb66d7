import Foundation

final class RecipeDetailDefaultPresenter {

    weak var view: RecipeDetailView?
    let interactor: RecipeDetailInteractor
    let router: RecipeDetailRouter

    private let recipeID: String
    private var recipe: Recipe?

    init(recipeID: String, interactor: RecipeDetailInteractor, router: RecipeDetailRouter) {
        self.recipeID = recipeID
        self.interactor = interactor
        self.router = router
    }
}

extension RecipeDetailDefaultPresenter: RecipeDetailPresenter {

    func viewDidLoad() {
        view?.setFavorite(interactor.isFavorite(id: recipeID))
        interactor.loadRecipe(id: recipeID)
    }

    func didTapFavorite() {
        let isFavorite = !interactor.isFavorite(id: recipeID)
        interactor.setFavorite(isFavorite, id: recipeID)
        view?.setFavorite(isFavorite)
    }

    func didTapAddToShoppingList() {
        guard let recipe else { return }
        interactor.addToShoppingList(recipe)
        router.showShoppingList()
    }

    func didTapStartTimer() {
        guard let recipe else { return }
        router.showTimer(minutes: recipe.minutes, title: recipe.title)
    }
}

extension RecipeDetailDefaultPresenter: RecipeDetailInteractorOutput {

    func didLoad(recipe: Recipe) {
        self.recipe = recipe
        view?.display(
            title: recipe.title,
            minutes: recipe.minutes,
            servings: recipe.servings,
            ingredients: recipe.ingredients.map(\.displayText),
            steps: recipe.steps
        )
    }

    func didFailLoading(with error: Error) {
        view?.displayError(error.localizedDescription)
    }
}
