import Foundation

final class DetailsPresenter {

    // MARK: - Private properties -

    private unowned let view: DetailsViewInterface
    private let wireframe: DetailsWireframeInterface
    private let product: Product

    // MARK: - Lifecycle -

    init(view: DetailsViewInterface, wireframe: DetailsWireframeInterface, product: Product) {
        self.view = view
        self.wireframe = wireframe
        self.product = product
    }
}

// MARK: - Extensions -

extension DetailsPresenter: DetailsPresenterInterface {

    func viewDidLoad() {
        view.show(title: product.name, price: "\(product.price) €")
    }

    func didTapBuy() {
        wireframe.close()
    }
}
