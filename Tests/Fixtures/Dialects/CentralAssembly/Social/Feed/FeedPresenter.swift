import Foundation

final class FeedPresenter: FeedScreenDelegate {

    weak var view: FeedView?
    private let username: String

    init(username: String) {
        self.username = username
    }

    func screenDidAppear() {
        view?.show(greeting: "Welcome back, \(username)")
    }
}
