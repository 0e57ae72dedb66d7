import UIKit

/// The now-playing screen. It is a `UIView`, not a view controller: `PlayerModuleFactory` puts it
/// into a `ContainerViewController` so that it can be presented.
final class PlayerView: UIView {

    private let presenter: PlayerPresenting

    private let artworkView = ArtworkView()
    private let titleLabel = UILabel()
    private let artistButton = UIButton(type: .system)
    private let playPauseButton = UIButton(type: .system)
    private let nextButton = UIButton(type: .system)
    private let addToQueueButton = UIButton(type: .system)
    private let queueButton = UIButton(type: .system)
    private var didAppear = false

    init(presenter: PlayerPresenting) {
        self.presenter = presenter
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textAlignment = .center
        nextButton.setImage(UIImage(systemName: "forward.fill"), for: .normal)
        addToQueueButton.setImage(UIImage(systemName: "text.badge.plus"), for: .normal)
        artistButton.addTarget(self, action: #selector(artistTapped), for: .touchUpInside)
        playPauseButton.addTarget(self, action: #selector(playPauseTapped), for: .touchUpInside)
        nextButton.addTarget(self, action: #selector(nextTapped), for: .touchUpInside)
        addToQueueButton.addTarget(self, action: #selector(addToQueueTapped), for: .touchUpInside)
        queueButton.addTarget(self, action: #selector(queueTapped), for: .touchUpInside)

        let controls = UIStackView(arrangedSubviews: [addToQueueButton, playPauseButton, nextButton])
        controls.distribution = .equalSpacing
        let stack = UIStackView(arrangedSubviews: [artworkView, titleLabel, artistButton, controls, queueButton])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, !didAppear else { return }
        didAppear = true
        presenter.viewDidAppear()
    }

    @objc private func artistTapped() {
        presenter.didTapArtist()
    }

    @objc private func playPauseTapped() {
        presenter.didTapPlayPause()
    }

    @objc private func nextTapped() {
        presenter.didTapNext()
    }

    @objc private func addToQueueTapped() {
        presenter.didTapAddToQueue()
    }

    @objc private func queueTapped() {
        presenter.didTapQueue()
    }
}

extension PlayerView: PlayerViewing {

    func show(title: String, artist: String, artworkName: String?) {
        titleLabel.text = title
        artistButton.setTitle(artist, for: .normal)
        artworkView.setArtwork(named: artworkName)
    }

    func setPlaying(_ isPlaying: Bool) {
        playPauseButton.setImage(UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
    }

    func setQueueCount(_ count: Int) {
        queueButton.setTitle(count == 0 ? "Queue is empty" : "Up next: \(count)", for: .normal)
        queueButton.isEnabled = count > 0
    }
}
