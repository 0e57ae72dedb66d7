import UIKit

final class ProfileViewController: UIViewController {

    // MARK: - IBOutlets -

    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var emailLabel: UILabel!
    @IBOutlet private weak var favoritesButton: UIButton!

    // MARK: - Public properties -

    var presenter: ProfilePresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    // MARK: - IBActions -

    @IBAction private func settingsButtonActionHandler() {
        presenter.didTapSettings()
    }

    @IBAction private func favoritesButtonActionHandler() {
        presenter.didTapFavorites()
    }
}

// MARK: - Extensions -

extension ProfileViewController: ProfileViewInterface {

    func display(name: String, email: String, favoritesText: String) {
        nameLabel.text = name
        emailLabel.text = email
        favoritesButton.setTitle(favoritesText, for: .normal)
    }
}
