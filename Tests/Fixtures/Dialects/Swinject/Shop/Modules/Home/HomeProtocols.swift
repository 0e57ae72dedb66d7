import UIKit

protocol HomeViewProtocol: AnyObject {
    func show(items: [String])
}

protocol HomePresenterProtocol: AnyObject {
    var view: HomeViewProtocol? { get set }
    func viewDidLoad()
    func didSelect(item: String)
}

protocol HomeInteractorProtocol: AnyObject {
    var presenter: HomeInteractorOutputProtocol? { get set }
    func loadItems()
}

protocol HomeInteractorOutputProtocol: AnyObject {
    func itemsLoaded(_ items: [String])
}

protocol HomeRouterProtocol: AnyObject {
    var viewController: UIViewController? { get set }
    func showDetails(of item: String)
}
