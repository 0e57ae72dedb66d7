import Foundation

final class HomeInteractor: HomeInteractorProtocol {

    weak var presenter: HomeInteractorOutputProtocol?

    func loadItems() {
        presenter?.itemsLoaded(["Backpack", "Tent", "Stove"])
    }
}
