import Foundation

final class HomePresenter: HomeViewOutput, HomeInteractorOutput {

    weak var view: HomeViewInput?
    var interactor: HomeInteractorInput!
    var router: HomeRouterInput!

    private var tracks: [String] = []

    func viewDidLoad() {
        interactor.fetchTracks()
    }

    func didSelectTrack(at index: Int) {
        router.showAlert(message: "Playing \(tracks[index])")
    }

    func didFetch(tracks: [String]) {
        self.tracks = tracks
        view?.show(tracks: tracks)
    }
}
