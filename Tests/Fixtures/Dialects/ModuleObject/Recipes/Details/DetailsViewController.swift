import UIKit

final class DetailsViewController: UIViewController, DetailsViewInput {

    var presenter: DetailsViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    func show(title: String) {
        self.title = title
    }

    @objc private func closeTapped() {
        presenter?.didTapClose()
    }
}
