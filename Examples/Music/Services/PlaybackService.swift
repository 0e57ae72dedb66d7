import Foundation

protocol PlaybackServicing: AnyObject {
    var queue: [Track] { get }
    var current: Track? { get }
    var isPlaying: Bool { get }
    var onChange: (() -> Void)? { get set }
    func play(_ track: Track)
    func playQueued(at index: Int)
    func enqueue(_ track: Track)
    func removeFromQueue(at index: Int)
    func togglePause()
    func skip()
}

/// Keeps the now-playing track and the up-next queue. Audio output itself is out of scope here.
final class PlaybackService: PlaybackServicing {

    static let shared = PlaybackService()

    private(set) var queue: [Track] = []
    private(set) var current: Track?
    private(set) var isPlaying = false
    var onChange: (() -> Void)?

    func play(_ track: Track) {
        current = track
        isPlaying = true
        onChange?()
    }

    func playQueued(at index: Int) {
        guard queue.indices.contains(index) else { return }
        play(queue.remove(at: index))
    }

    func enqueue(_ track: Track) {
        queue.append(track)
        onChange?()
    }

    func removeFromQueue(at index: Int) {
        guard queue.indices.contains(index) else { return }
        queue.remove(at: index)
        onChange?()
    }

    func togglePause() {
        isPlaying.toggle()
        onChange?()
    }

    func skip() {
        if queue.isEmpty {
            isPlaying = false
            onChange?()
        } else {
            playQueued(at: 0)
        }
    }
}
