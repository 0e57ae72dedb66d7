protocol PostViewInput: AnyObject {
    func show(text: String)
}
