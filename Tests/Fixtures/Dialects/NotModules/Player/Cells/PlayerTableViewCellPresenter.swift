import Foundation

/// Formats one track for its cell.
final class PlayerTableViewCellPresenter {

    weak var cell: PlayerTableViewCellProtocol?
    private let title: String
    private let isNew: Bool

    init(title: String, isNew: Bool) {
        self.title = title
        self.isNew = isNew
    }

    func configure() {
        cell?.show(title: title, badge: isNew ? "NEW" : nil)
    }
}
