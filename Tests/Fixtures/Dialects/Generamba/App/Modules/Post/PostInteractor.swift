class PostInteractor: PostInteractorInput {

    weak var output: PostInteractorOutput!

    func obtainPost(withId id: Int) {
        output.didObtain(postText: "Post number \(id)")
    }
}
