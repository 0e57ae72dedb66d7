import Foundation

final class HomeInteractor {

    weak var presenter: HomeInteractorOutput?

    private let catalog: [Product] = [
        Product(id: 1, name: "Kettle", price: 39),
        Product(id: 2, name: "Teapot", price: 24),
    ]
}

// MARK: - Extensions -

extension HomeInteractor: HomeInteractorInterface {

    func loadProducts() {
        presenter?.didLoad(products: catalog)
    }
}
