import UIKit

/// A plain view controller that shows one content view edge to edge.
/// Screens built as a `UIView` (the player) are pushed or presented inside it.
final class ContainerViewController: UIViewController {

    private let contentView: UIView

    init(contentView: UIView, title: String? = nil) {
        self.contentView = contentView
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = contentView
    }
}
