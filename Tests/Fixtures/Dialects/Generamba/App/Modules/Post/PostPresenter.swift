class PostPresenter: PostModuleInput, PostViewOutput, PostInteractorOutput {

    weak var view: PostViewInput!
    var interactor: PostInteractorInput!

    private var postId = 0

    func configure(withPostId id: Int) {
        postId = id
    }

    func viewIsReady() {
        interactor.obtainPost(withId: postId)
    }

    func didObtain(postText: String) {
        view.show(text: postText)
    }
}
