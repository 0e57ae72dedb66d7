import Foundation

final class SearchPresenter {

    weak var view: SearchViewing?
    let interactor: SearchInteracting
    let router: SearchRouting

    private var tracks: [Track] = []
    private var pendingTerm: String?

    init(interactor: SearchInteracting, router: SearchRouting) {
        self.interactor = interactor
        self.router = router
    }
}

extension SearchPresenter: SearchPresenting {

    func didChangeQuery(_ query: String) {
        let term = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard term.count >= 2, term != pendingTerm else { return }
        pendingTerm = term
        interactor.search(term: term)
    }

    func didSelectResult(at row: Int) {
        guard tracks.indices.contains(row) else { return }
        router.openPlayer(track: tracks[row])
    }

    func didSelectArtist(at row: Int) {
        guard tracks.indices.contains(row) else { return }
        router.openArtist(id: tracks[row].artistID)
    }
}

extension SearchPresenter: SearchInteractorDelegate {

    func didFind(tracks: [Track], for term: String) {
        guard term == pendingTerm else { return }
        self.tracks = tracks
        if tracks.isEmpty {
            view?.showEmptyState(for: term)
        } else {
            view?.update(results: tracks.map { TrackViewModel(title: $0.title, subtitle: $0.artist) })
        }
    }

    func handleError(_ error: Error) {
        view?.showEmptyState(for: pendingTerm ?? "")
    }
}
