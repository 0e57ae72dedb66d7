import UIKit

protocol SearchWireframeInterface: WireframeInterface {
    func navigateToShowDetails(show: Show)
}

protocol SearchViewInterface: ViewInterface {
    func reloadData()
    func showEmptyState(_ isVisible: Bool)
}

/// Searches shows as the user types and opens the details of the selected result.
protocol SearchPresenterInterface: PresenterInterface {
    var numberOfResults: Int { get }
    func didChangeSearchText(_ text: String)
    func result(at indexPath: IndexPath) -> ShowCellItem
    func didSelectResult(at indexPath: IndexPath)
}

protocol SearchInteractorInterface: InteractorInterface {
    func searchShows(query: String, completion: @escaping (Result<[Show], Error>) -> Void)
}
