import UIKit

final class RecipeDetailDefaultRouter {

    weak var viewController: UIViewController?
}

extension RecipeDetailDefaultRouter: RecipeDetailRouter {

    func showShoppingList() {
        viewController?.navigationController?.pushViewController(ShoppingListBuilder().build(), animated: true)
    }

    func showTimer(minutes: Int, title: String) {
        let timer = TimerBuilder().build(minutes: minutes, title: title)
        timer.modalPresentationStyle = .pageSheet
        viewController?.present(timer, animated: true)
    }
}
