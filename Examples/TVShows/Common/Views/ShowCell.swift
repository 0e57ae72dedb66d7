import UIKit

struct ShowCellItem: Equatable {
    let title: String
    let subtitle: String
    let rating: Double
}

/// A table view cell that lists a show: title, genres and rating.
final class ShowCell: UITableViewCell {

    static let reuseIdentifier = "ShowCell"

    // MARK: - IBOutlets -

    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var subtitleLabel: UILabel!
    @IBOutlet private weak var ratingView: RatingView!

    // MARK: - Life cycle -

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        subtitleLabel.text = nil
        ratingView.rating = 0
    }

    // MARK: - Configuration -

    func configure(with item: ShowCellItem) {
        titleLabel.text = item.title
        subtitleLabel.text = item.subtitle
        ratingView.rating = item.rating
        accessibilityLabel = "\(item.title), rated \(item.rating) out of 10"
    }
}
