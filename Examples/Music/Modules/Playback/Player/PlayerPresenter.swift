import Foundation

final class PlayerPresenter {

    weak var view: PlayerViewing?
    let interactor: PlayerInteracting
    let router: PlayerRouting

    private var track: Track?

    init(interactor: PlayerInteracting, router: PlayerRouting) {
        self.interactor = interactor
        self.router = router
    }
}

extension PlayerPresenter: PlayerPresenting {

    func viewDidAppear() {
        interactor.start()
    }

    func didTapPlayPause() {
        interactor.togglePause()
    }

    func didTapNext() {
        interactor.skip()
    }

    func didTapAddToQueue() {
        interactor.enqueueCurrent()
    }

    func didTapQueue() {
        router.openQueue()
    }

    func didTapArtist() {
        guard let track else { return }
        router.openArtist(id: track.artistID)
    }
}

extension PlayerPresenter: PlayerInteractorDelegate {

    func didChange(track: Track?, isPlaying: Bool, queueCount: Int) {
        self.track = track
        view?.show(title: track?.title ?? "Not playing", artist: track?.artist ?? "", artworkName: track?.albumID)
        view?.setPlaying(isPlaying)
        view?.setQueueCount(queueCount)
    }
}
