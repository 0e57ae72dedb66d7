import UIKit

protocol QueuePresenting: AnyObject {
    var view: QueueViewing? { get set }

    func viewDidLoad()
    func didSelectTrack(at row: Int)
    func didSwipeToRemove(at row: Int)
    func didTapDone()
}

protocol QueueViewing: AnyObject {
    func update(viewModels: [QueueRowViewModel])
}

protocol QueueInteracting: AnyObject {
    var delegate: QueueInteractorDelegate? { get set }

    func fetchQueue()
    func play(at index: Int)
    func remove(at index: Int)
}

protocol QueueInteractorDelegate: AnyObject {
    func didFetch(queue: [Track])
}

protocol QueueRouting: AnyObject {
    var viewController: UIViewController? { get set }

    func close()
}

struct QueueRowViewModel: Equatable {
    let title: String
    let artist: String
}
