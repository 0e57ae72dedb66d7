import Foundation

protocol HomeViewInput: AnyObject {
    func show(recipes: [(id: Int, name: String)])
}

protocol HomeViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectRecipe(id: Int)
}

protocol HomeInteractorInput: AnyObject {
    func loadRecipes()
}

protocol HomeInteractorOutput: AnyObject {
    func didLoad(recipes: [(id: Int, name: String)])
}

protocol HomeRouterInput: AnyObject {
    func openRecipe(id: Int)
}
