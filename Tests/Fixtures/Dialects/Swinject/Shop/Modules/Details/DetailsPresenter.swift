import Foundation

final class DetailsPresenter: DetailsPresenterProtocol {

    private weak var view: DetailsViewProtocol?

    init(view: DetailsViewProtocol) {
        self.view = view
    }

    func viewDidLoad(item: String) {
        view?.show(title: item.capitalized)
    }
}
