protocol PostViewOutput {
    func viewIsReady()
}
