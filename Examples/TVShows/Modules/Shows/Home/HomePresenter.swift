import Foundation

final class HomePresenter {

    // MARK: - Private properties -

    private unowned let view: HomeViewInterface
    private let formatter: HomeFormatterInterface
    private let interactor: HomeInteractorInterface
    private let wireframe: HomeWireframeInterface

    private var shows: [Show] = [] {
        didSet { view.reloadData() }
    }

    // MARK: - Lifecycle -

    init(
        view: HomeViewInterface,
        formatter: HomeFormatterInterface,
        interactor: HomeInteractorInterface,
        wireframe: HomeWireframeInterface
    ) {
        self.view = view
        self.formatter = formatter
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - Extensions -

extension HomePresenter: HomePresenterInterface {

    var numberOfItems: Int { shows.count }

    func viewDidLoad() {
        view.showLoading(true)
        interactor.getShows { [unowned self] result in
            switch result {
            case .success(let shows):
                self.shows = shows
            case .failure(let error):
                self.wireframe.showAlert(with: "Error", message: error.localizedDescription)
            }
            self.view.showLoading(false)
        }
    }

    func item(at indexPath: IndexPath) -> ShowCellItem {
        formatter.item(for: shows[indexPath.row])
    }

    func itemSelected(at indexPath: IndexPath) {
        wireframe.navigateToShowDetails(show: shows[indexPath.row])
    }

    func didTapSearch() {
        wireframe.navigateToSearch()
    }

    func didTapProfile() {
        wireframe.navigateToProfile()
    }

    func logout() {
        interactor.logout()
        wireframe.navigateToLogin()
    }
}
