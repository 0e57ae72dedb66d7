import UIKit

protocol SearchPresenting: AnyObject {
    var view: SearchViewing? { get set }

    func didChangeQuery(_ query: String)
    func didSelectResult(at row: Int)
    func didSelectArtist(at row: Int)
}

protocol SearchViewing: AnyObject {
    func update(results: [TrackViewModel])
    func showEmptyState(for query: String)
}

protocol SearchInteracting: AnyObject {
    var delegate: SearchInteractorDelegate? { get set }
    var recentTerms: [String] { get }

    func search(term: String)
}

protocol SearchInteractorDelegate: AnyObject {
    func didFind(tracks: [Track], for term: String)
    func handleError(_ error: Error)
}

protocol SearchRouting: AnyObject {
    var viewController: UIViewController? { get set }

    func openPlayer(track: Track)
    func openArtist(id: String)
}
