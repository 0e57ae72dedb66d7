import Foundation

final class QueueInteractor {

    weak var delegate: QueueInteractorDelegate?

    private let playback: PlaybackServicing

    init(playback: PlaybackServicing) {
        self.playback = playback
    }
}

extension QueueInteractor: QueueInteracting {

    func fetchQueue() {
        delegate?.didFetch(queue: playback.queue)
    }

    func play(at index: Int) {
        playback.playQueued(at: index)
    }

    func remove(at index: Int) {
        playback.removeFromQueue(at: index)
        fetchQueue()
    }
}
