protocol FeedViewOutput {
    func viewIsReady()
    func didSelectPost(at index: Int)
}
