protocol PostInteractorInput {
    func obtainPost(withId id: Int)
}
