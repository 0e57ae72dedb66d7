import UIKit

protocol TracksPresenting: class {
    var view: TracksViewing? { get set }

    func viewDidLoad()
    func didSelectTrack(at row: Int)
    func didSwipeToDelete(at row: Int)
    func didTapSearch()
}

protocol TracksViewing: class {
    func update(viewModels: [TrackViewModel])
    func showError(_ description: String)
}

protocol TracksInteracting: class {
    var delegate: TracksInteractorDelegate? { get set }

    func fetchTracks()
    func delete(track: Track)
}

protocol TracksInteractorDelegate: class {
    func didFetch(tracks: [Track])
    func handleError(_ error: Error)
}

protocol TracksRouting: class {
    var viewController: UIViewController? { get set }

    func openPlayer(track: Track)
    func openSearch()
}

struct TrackViewModel: Equatable {
    let title: String
    let subtitle: String
}
