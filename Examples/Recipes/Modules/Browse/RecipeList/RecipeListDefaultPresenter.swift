import Foundation

final class RecipeListDefaultPresenter {

    weak var view: RecipeListView?
    let interactor: RecipeListInteractor
    let router: RecipeListRouter

    private var recipes: [Recipe] = []

    init(interactor: RecipeListInteractor, router: RecipeListRouter) {
        self.interactor = interactor
        self.router = router
    }
}

extension RecipeListDefaultPresenter: RecipeListPresenter {

    func viewDidLoad() {
        view?.setLoading(true)
        interactor.loadRecipes()
    }

    func didPullToRefresh() {
        interactor.loadRecipes()
    }

    func didSelectRecipe(at index: Int) {
        guard recipes.indices.contains(index) else { return }
        router.showRecipe(id: recipes[index].id)
    }

    func didTapFavorites() {
        router.showFavorites()
    }

    func didTapSettings() {
        router.showSettings()
    }
}

extension RecipeListDefaultPresenter: RecipeListInteractorOutput {

    func didLoad(recipes: [Recipe]) {
        self.recipes = recipes
        view?.setLoading(false)
        view?.display(items: recipes.map {
            RecipeListItem(title: $0.title, subtitle: "\($0.minutes) min · \($0.ingredients.count) ingredients")
        })
    }

    func didFailLoading(with error: Error) {
        view?.setLoading(false)
        view?.displayError(error.localizedDescription)
    }
}
