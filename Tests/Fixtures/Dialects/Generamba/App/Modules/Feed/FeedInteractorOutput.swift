import Foundation

protocol FeedInteractorOutput: AnyObject {
    func didObtain(posts: [(id: Int, title: String)])
}
