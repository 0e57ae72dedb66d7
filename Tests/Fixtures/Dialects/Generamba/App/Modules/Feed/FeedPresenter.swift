class FeedPresenter: FeedViewOutput, FeedInteractorOutput {

    weak var view: FeedViewInput!
    var interactor: FeedInteractorInput!
    var router: FeedRouterInput!

    private var postIds: [Int] = []

    func viewIsReady() {
        view.setupInitialState()
        interactor.obtainPosts()
    }

    func didSelectPost(at index: Int) {
        router.openPost(withId: postIds[index])
    }

    func didObtain(posts: [(id: Int, title: String)]) {
        postIds = posts.map { $0.id }
        view.show(titles: posts.map { $0.title })
    }
}
