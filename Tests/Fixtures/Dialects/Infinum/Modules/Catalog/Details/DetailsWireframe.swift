import UIKit

final class DetailsWireframe: BaseWireframe<DetailsViewController> {

    // MARK: - Module setup -

    init(product: Product) {
        let moduleViewController = DetailsViewController()
        super.init(viewController: moduleViewController)

        let presenter = DetailsPresenter(view: moduleViewController, wireframe: self, product: product)
        moduleViewController.presenter = presenter
    }
}

// MARK: - Extensions -

extension DetailsWireframe: DetailsWireframeInterface {

    func close() {
        navigationController?.popViewController(animated: true)
    }
}
