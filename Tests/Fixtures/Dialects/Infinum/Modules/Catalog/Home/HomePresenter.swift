import Foundation

final class HomePresenter {

    // MARK: - Private properties -

    private unowned let view: HomeViewInterface
    private let interactor: HomeInteractorInterface
    private let wireframe: HomeWireframeInterface

    // MARK: - Lifecycle -

    init(view: HomeViewInterface, interactor: HomeInteractorInterface, wireframe: HomeWireframeInterface) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - Extensions -

extension HomePresenter: HomePresenterInterface {

    func viewDidLoad() {
        interactor.loadProducts()
    }

    func didSelect(product: Product) {
        wireframe.navigate(to: product)
    }
}

extension HomePresenter: HomeInteractorOutput {

    func didLoad(products: [Product]) {
        view.show(products: products)
    }
}
