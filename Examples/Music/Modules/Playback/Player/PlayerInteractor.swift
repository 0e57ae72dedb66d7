import Foundation

final class PlayerInteractor {

    weak var delegate: PlayerInteractorDelegate?

    private let track: Track
    private let playback: PlaybackServicing

    init(track: Track, playback: PlaybackServicing) {
        self.track = track
        self.playback = playback
    }

    private func notify() {
        delegate?.didChange(track: playback.current, isPlaying: playback.isPlaying, queueCount: playback.queue.count)
    }
}

extension PlayerInteractor: PlayerInteracting {

    func start() {
        playback.onChange = { [weak self] in
            self?.notify()
        }
        if playback.current != track {
            playback.play(track)
        } else {
            notify()
        }
    }

    func togglePause() {
        playback.togglePause()
    }

    func skip() {
        playback.skip()
    }

    func enqueueCurrent() {
        guard let current = playback.current else { return }
        playback.enqueue(current)
    }
}
