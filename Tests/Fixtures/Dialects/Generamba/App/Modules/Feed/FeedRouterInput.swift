import Foundation

protocol FeedRouterInput {
    func openPost(withId id: Int)
}
