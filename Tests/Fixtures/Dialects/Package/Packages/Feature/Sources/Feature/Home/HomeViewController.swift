import UIKit

final class HomeViewController: UIViewController, HomeViewInput {

    var presenter: HomeViewOutput!

    private let greetingLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(settingsTapped))
        presenter.viewDidLoad()
    }

    @objc private func settingsTapped() {
        presenter.didTapSettings()
    }

    func show(greeting: String) {
        greetingLabel.text = greeting
    }
}
