import UIKit

final class DetailsViewController: UIViewController {

    // MARK: - Public properties -

    var presenter: DetailsPresenterInterface!

    private let titleLabel = UILabel()
    private let priceLabel = UILabel()

    // MARK: - Lifecycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        view.addSubview(priceLabel)
        presenter.viewDidLoad()
    }

    @objc private func buyTapped() {
        presenter.didTapBuy()
    }
}

// MARK: - Extensions -

extension DetailsViewController: DetailsViewInterface {

    func show(title: String, price: String) {
        titleLabel.text = title
        priceLabel.text = price
    }
}
