import Foundation

// MARK: - Router

protocol RecipeListRouter: AnyObject {
    func showRecipe(id: String)
    func showFavorites()
    func showSettings()
}

// MARK: - Presenter

protocol RecipeListPresenter: AnyObject {
    func viewDidLoad()
    func didPullToRefresh()
    func didSelectRecipe(at index: Int)
    func didTapFavorites()
    func didTapSettings()
}

// MARK: - Interactor

protocol RecipeListInteractor: AnyObject {
    func loadRecipes()
}

protocol RecipeListInteractorOutput: AnyObject {
    func didLoad(recipes: [Recipe])
    func didFailLoading(with error: Error)
}

// MARK: - View

protocol RecipeListView: AnyObject {
    func display(items: [RecipeListItem])
    func displayError(_ message: String)
    func setLoading(_ isLoading: Bool)
}

struct RecipeListItem: Equatable {
    let title: String
    let subtitle: String
}
