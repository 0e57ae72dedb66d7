import UIKit

protocol PlayerTableViewCellProtocol: AnyObject {
    func show(title: String, badge: String?)
}

final class PlayerTableViewCell: UITableViewCell, PlayerTableViewCellProtocol {

    var presenter: PlayerTableViewCellPresenter?

    private let badgeView = BadgeView()

    func show(title: String, badge: String?) {
        textLabel?.text = title
        badgeView.text = badge
        badgeView.isHidden = badge == nil
    }
}
