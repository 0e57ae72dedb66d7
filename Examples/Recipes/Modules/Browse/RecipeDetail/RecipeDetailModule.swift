import Foundation

// MARK: - Router

protocol RecipeDetailRouter: AnyObject {
    func showShoppingList()
    func showTimer(minutes: Int, title: String)
}

// MARK: - Presenter

protocol RecipeDetailPresenter: AnyObject {
    func viewDidLoad()
    func didTapFavorite()
    func didTapAddToShoppingList()
    func didTapStartTimer()
}

// MARK: - Interactor

protocol RecipeDetailInteractor: AnyObject {
    func loadRecipe(id: String)
    func isFavorite(id: String) -> Bool
    func setFavorite(_ isFavorite: Bool, id: String)
    func addToShoppingList(_ recipe: Recipe)
}

protocol RecipeDetailInteractorOutput: AnyObject {
    func didLoad(recipe: Recipe)
    func didFailLoading(with error: Error)
}

// MARK: - View

protocol RecipeDetailView: AnyObject {
    func display(title: String, minutes: Int, servings: Int, ingredients: [String], steps: [String])
    func setFavorite(_ isFavorite: Bool)
    func displayError(_ message: String)
}
