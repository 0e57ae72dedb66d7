import UIKit

final class ShowDetailsViewController: UIViewController {

    // MARK: - IBOutlets -

    @IBOutlet private weak var summaryLabel: UILabel!
    @IBOutlet private weak var ratingView: RatingView!
    @IBOutlet private weak var ratingLabel: UILabel!
    @IBOutlet private weak var favoriteButton: UIButton!
    @IBOutlet private weak var activityIndicator: UIActivityIndicatorView!

    // MARK: - Public properties -

    var presenter: ShowDetailsPresenterInterface!

    // MARK: - Life cycle -

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        presenter.viewDidLoad()
    }

    // MARK: - IBActions -

    @IBAction private func episodesButtonActionHandler() {
        presenter.didTapEpisodes()
    }

    @IBAction private func favoriteButtonActionHandler() {
        presenter.didTapFavorite()
    }
}

// MARK: - Extensions -

extension ShowDetailsViewController: ShowDetailsViewInterface {

    func display(title: String, summary: String, rating: Double, ratingText: String) {
        self.title = title
        summaryLabel.text = summary
        ratingView.rating = rating
        ratingLabel.text = ratingText
    }

    func setFavorite(_ isFavorite: Bool) {
        favoriteButton.setImage(UIImage(systemName: isFavorite ? "heart.fill" : "heart"), for: .normal)
    }

    func showLoading(_ isLoading: Bool) {
        isLoading ? activityIndicator.startAnimating() : activityIndicator.stopAnimating()
    }
}
