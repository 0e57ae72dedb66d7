import UIKit

protocol HomeWireframeInterface: WireframeInterface {
    func navigate(to product: Product)
}

protocol HomeViewInterface: ViewInterface {
    func show(products: [Product])
}

protocol HomePresenterInterface: PresenterInterface {
    func viewDidLoad()
    func didSelect(product: Product)
}

protocol HomeInteractorInterface: InteractorInterface {
    func loadProducts()
}

protocol HomeInteractorOutput: AnyObject {
    func didLoad(products: [Product])
}
