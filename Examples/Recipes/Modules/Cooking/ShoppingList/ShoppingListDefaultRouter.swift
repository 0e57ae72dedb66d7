import UIKit

final class ShoppingListDefaultRouter {

    weak var viewController: UIViewController?
}

extension ShoppingListDefaultRouter: ShoppingListRouter {

    func showRecipe(id: String) {
        viewController?.navigationController?.pushViewController(RecipeDetailBuilder().build(recipeID: id), animated: true)
    }

    func share(text: String) {
        let activity = UIActivityViewController(activityItems: [text], applicationActivities: nil)
        viewController?.present(activity, animated: true)
    }
}
