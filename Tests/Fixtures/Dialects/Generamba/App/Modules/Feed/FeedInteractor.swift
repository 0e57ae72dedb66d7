class FeedInteractor: FeedInteractorInput {

    weak var output: FeedInteractorOutput!

    func obtainPosts() {
        output.didObtain(posts: [(id: 1, title: "Hello, VIPER"), (id: 2, title: "Generamba templates")])
    }
}
