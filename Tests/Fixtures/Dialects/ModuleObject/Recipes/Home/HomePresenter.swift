import Foundation

final class HomePresenter: HomeViewOutput, HomeInteractorOutput {

    weak var view: HomeViewInput?
    var interactor: HomeInteractorInput!
    var router: HomeRouterInput!

    func viewDidLoad() {
        interactor.loadRecipes()
    }

    func didSelectRecipe(id: Int) {
        router.openRecipe(id: id)
    }

    func didLoad(recipes: [(id: Int, name: String)]) {
        view?.show(recipes: recipes)
    }
}
