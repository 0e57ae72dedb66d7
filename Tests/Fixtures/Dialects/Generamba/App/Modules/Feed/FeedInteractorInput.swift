import Foundation

protocol FeedInteractorInput {
    func obtainPosts()
}
