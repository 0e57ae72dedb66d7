import Foundation

final class TracksPresenter {

    weak var view: TracksViewing?
    let interactor: TracksInteracting
    let router: TracksRouting

    private var tracks: [Track] = []

    init(interactor: TracksInteracting, router: TracksRouting) {
        self.interactor = interactor
        self.router = router
    }

    private func toViewModel(track: Track) -> TrackViewModel {
        let minutes = Int(track.duration) / 60
        let seconds = Int(track.duration) % 60
        return TrackViewModel(
            title: track.title,
            subtitle: "\(track.artist) · \(minutes):\(String(format: "%02d", seconds))"
        )
    }
}

extension TracksPresenter: TracksPresenting {

    func viewDidLoad() {
        interactor.fetchTracks()
    }

    func didSelectTrack(at row: Int) {
        guard tracks.indices.contains(row) else { return }
        router.openPlayer(track: tracks[row])
    }

    func didSwipeToDelete(at row: Int) {
        guard tracks.indices.contains(row) else { return }
        let track = tracks.remove(at: row)
        interactor.delete(track: track)
        view?.update(viewModels: tracks.map(toViewModel))
    }

    func didTapSearch() {
        router.openSearch()
    }
}

extension TracksPresenter: TracksInteractorDelegate {

    func didFetch(tracks: [Track]) {
        self.tracks = tracks
        view?.update(viewModels: tracks.map(toViewModel))
    }

    func handleError(_ error: Error) {
        view?.showError(error.localizedDescription)
    }
}
