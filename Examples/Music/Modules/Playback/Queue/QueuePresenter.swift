import Foundation

final class QueuePresenter {

    weak var view: QueueViewing?
    let interactor: QueueInteracting
    private weak var router: QueueRouting?

    init(interactor: QueueInteracting, router: QueueRouting) {
        self.interactor = interactor
        self.router = router
    }
}

extension QueuePresenter: QueuePresenting {

    func viewDidLoad() {
        interactor.fetchQueue()
    }

    func didSelectTrack(at row: Int) {
        interactor.play(at: row)
        router?.close()
    }

    func didSwipeToRemove(at row: Int) {
        interactor.remove(at: row)
    }

    func didTapDone() {
        router?.close()
    }
}

extension QueuePresenter: QueueInteractorDelegate {

    func didFetch(queue: [Track]) {
        view?.update(viewModels: queue.map { QueueRowViewModel(title: $0.title, artist: $0.artist) })
    }
}
