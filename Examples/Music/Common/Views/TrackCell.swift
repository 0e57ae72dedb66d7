import UIKit

final class TrackCell: UITableViewCell {

    static let reuseIdentifier = "TrackCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        detailTextLabel?.textColor = .secondaryLabel
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, subtitle: String) {
        textLabel?.text = title
        detailTextLabel?.text = subtitle
    }
}
