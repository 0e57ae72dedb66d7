import UIKit

protocol HomeWireframeInterface: WireframeInterface {
    func navigateToShowDetails(show: Show)
    func navigateToSearch()
    func navigateToProfile()
    func navigateToLogin()
}

protocol HomeViewInterface: ViewInterface {
    func reloadData()
    func showLoading(_ isLoading: Bool)
}

/// Loads the list of shows, answers the table view's questions and handles selection and logout.
protocol HomePresenterInterface: PresenterInterface {
    var numberOfItems: Int { get }
    func viewDidLoad()
    func item(at indexPath: IndexPath) -> ShowCellItem
    func itemSelected(at indexPath: IndexPath)
    func didTapSearch()
    func didTapProfile()
    func logout()
}

protocol HomeInteractorInterface: InteractorInterface {
    func getShows(_ completion: @escaping (Result<[Show], Error>) -> Void)
    func logout()
}

protocol HomeFormatterInterface: FormatterInterface {
    func item(for show: Show) -> ShowCellItem
}
