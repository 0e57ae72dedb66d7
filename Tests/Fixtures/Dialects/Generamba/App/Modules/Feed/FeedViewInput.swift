protocol FeedViewInput: AnyObject {
    func setupInitialState()
    func show(titles: [String])
}
