import UIKit

final class HomeRouter: HomeRouterInput {

    weak var viewController: UIViewController?
    private let factory: ModuleFactory

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func openRecipe(id: Int) {
        viewController?.navigationController?.pushViewController(factory.makeDetails(recipeID: id), animated: true)
    }
}
