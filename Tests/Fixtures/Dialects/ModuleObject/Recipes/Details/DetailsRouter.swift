import UIKit

final class DetailsRouter: DetailsRouterInput {

    weak var viewController: UIViewController?
    private let factory: ModuleFactory

    init(factory: ModuleFactory) {
        self.factory = factory
    }

    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
