import UIKit

final class TimerDefaultView: UIViewController {

    var presenter: TimerPresenter!

    private let titleLabel = UILabel()
    private let timeLabel = UILabel()
    private let startButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textAlignment = .center
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 64, weight: .light)
        timeLabel.textAlignment = .center
        startButton.addTarget(self, action: #selector(startTapped), for: .touchUpInside)

        let closeButton = UIButton(type: .close)
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [closeButton, titleLabel, timeLabel, startButton])
        stack.axis = .vertical
        stack.spacing = 24
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        presenter.viewDidLoad()
    }

    @objc private func startTapped() {
        presenter.didTapStartPause()
    }

    @objc private func closeTapped() {
        presenter.didTapClose()
    }
}

extension TimerDefaultView: TimerView {

    func display(title: String) {
        titleLabel.text = title
    }

    func display(time: String, isRunning: Bool) {
        timeLabel.text = time
        startButton.setTitle(isRunning ? "Pause" : "Start", for: .normal)
    }
}
