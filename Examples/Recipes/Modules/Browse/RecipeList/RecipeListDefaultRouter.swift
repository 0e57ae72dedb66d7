import UIKit

final class RecipeListDefaultRouter {

    weak var viewController: UIViewController?
}

extension RecipeListDefaultRouter: RecipeListRouter {

    func showRecipe(id: String) {
        let detail = RecipeDetailBuilder().build(recipeID: id)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }

    func showFavorites() {
        viewController?.navigationController?.pushViewController(FavoritesBuilder().build(), animated: true)
    }

    func showSettings() {
        let settings = UINavigationController(rootViewController: SettingsBuilder().build())
        viewController?.present(settings, animated: true)
    }
}
