import Foundation

final class SearchInteractor {

    weak var delegate: SearchInteractorDelegate?

    private let library: LibraryServicing
    private let history: SearchHistory

    init(library: LibraryServicing, history: SearchHistory) {
        self.library = library
        self.history = history
    }
}

extension SearchInteractor: SearchInteracting {

    var recentTerms: [String] {
        history.recentTerms
    }

    func search(term: String) {
        library.search(term: term) { [weak self] result in
            switch result {
            case .success(let tracks):
                self?.history.remember(term)
                self?.delegate?.didFind(tracks: tracks, for: term)
            case .failure(let error):
                self?.delegate?.handleError(error)
            }
        }
    }
}
