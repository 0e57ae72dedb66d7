protocol PostInteractorOutput: AnyObject {
    func didObtain(postText: String)
}
