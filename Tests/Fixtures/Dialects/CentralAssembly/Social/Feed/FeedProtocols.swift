import Foundation

protocol FeedView: AnyObject {
    func show(greeting: String)
}

protocol FeedScreenDelegate: AnyObject {
    func screenDidAppear()
}
