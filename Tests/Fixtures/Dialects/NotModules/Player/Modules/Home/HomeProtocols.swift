import UIKit

protocol HomeViewInput: AnyObject {
    func show(tracks: [String])
}

protocol HomeViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectTrack(at index: Int)
}

protocol HomeInteractorInput: AnyObject {
    func fetchTracks()
}

protocol HomeInteractorOutput: AnyObject {
    func didFetch(tracks: [String])
}

protocol HomeRouterInput: AnyObject {
    func showAlert(message: String)
}
