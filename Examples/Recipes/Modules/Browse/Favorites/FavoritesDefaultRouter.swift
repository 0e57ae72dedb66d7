import UIKit

final class FavoritesDefaultRouter {

    weak var viewController: UIViewController?
}

extension FavoritesDefaultRouter: FavoritesRouter {

    func showRecipe(id: String) {
        let detail = RecipeDetailBuilder().build(recipeID: id)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}
