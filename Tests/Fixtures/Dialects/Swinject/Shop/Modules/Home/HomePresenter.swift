import Foundation

final class HomePresenter: HomePresenterProtocol, HomeInteractorOutputProtocol {

    weak var view: HomeViewProtocol?
    private let interactor: HomeInteractorProtocol
    private let router: HomeRouterProtocol

    init(interactor: HomeInteractorProtocol, router: HomeRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        interactor.loadItems()
    }

    func didSelect(item: String) {
        router.showDetails(of: item)
    }

    func itemsLoaded(_ items: [String]) {
        view?.show(items: items)
    }
}
