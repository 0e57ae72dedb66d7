protocol PostModuleInput: AnyObject {
    func configure(withPostId id: Int)
}
