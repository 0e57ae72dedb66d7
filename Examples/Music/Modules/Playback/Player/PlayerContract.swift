import UIKit

protocol PlayerPresenting: AnyObject {
    var view: PlayerViewing? { get set }

    func viewDidAppear()
    func didTapPlayPause()
    func didTapNext()
    func didTapAddToQueue()
    func didTapQueue()
    func didTapArtist()
}

protocol PlayerViewing: AnyObject {
    func show(title: String, artist: String, artworkName: String?)
    func setPlaying(_ isPlaying: Bool)
    func setQueueCount(_ count: Int)
}

protocol PlayerInteracting: AnyObject {
    var delegate: PlayerInteractorDelegate? { get set }

    func start()
    func togglePause()
    func skip()
    func enqueueCurrent()
}

protocol PlayerInteractorDelegate: AnyObject {
    func didChange(track: Track?, isPlaying: Bool, queueCount: Int)
}

protocol PlayerRouting: AnyObject {
    var viewController: UIViewController? { get set }

    func openQueue()
    func openArtist(id: String)
}
