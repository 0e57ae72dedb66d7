import Foundation

final class SearchPresenter {

    // MARK: - Private properties -

    private unowned let view: SearchViewInterface
    private let interactor: SearchInteractorInterface
    private let wireframe: SearchWireframeInterface

    private var latestQuery = ""
    private var results: [Show] = [] {
        didSet {
            view.reloadData()
            view.showEmptyState(results.isEmpty && !latestQuery.isEmpty)
        }
    }

    // MARK: - Lifecycle -

    init(
        view: SearchViewInterface,
        interactor: SearchInteractorInterface,
        wireframe: SearchWireframeInterface
    ) {
        self.view = view
        self.interactor = interactor
        self.wireframe = wireframe
    }
}

// MARK: - Extensions -

extension SearchPresenter: SearchPresenterInterface {

    var numberOfResults: Int { results.count }

    func didChangeSearchText(_ text: String) {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        latestQuery = query
        guard query.count >= 2 else {
            results = []
            return
        }
        interactor.searchShows(query: query) { [weak self] result in
            // Answers to older queries can arrive late; only the latest one is shown.
            guard let self, self.latestQuery == query else { return }
            self.results = (try? result.get()) ?? []
        }
    }

    func result(at indexPath: IndexPath) -> ShowCellItem {
        let show = results[indexPath.row]
        return ShowCellItem(title: show.title, subtitle: show.genres.joined(separator: ", "), rating: show.rating ?? 0)
    }

    func didSelectResult(at indexPath: IndexPath) {
        wireframe.navigateToShowDetails(show: results[indexPath.row])
    }
}
