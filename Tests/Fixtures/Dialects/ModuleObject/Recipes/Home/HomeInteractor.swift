import Foundation

final class HomeInteractor: HomeInteractorInput {

    weak var output: HomeInteractorOutput?

    func loadRecipes() {
        output?.didLoad(recipes: [(id: 1, name: "Pancakes"), (id: 2, name: "Risotto")])
    }
}
