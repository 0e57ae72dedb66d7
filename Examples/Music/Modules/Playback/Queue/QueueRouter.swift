import UIKit

final class QueueRouter {

    weak var viewController: UIViewController?
}

extension QueueRouter: QueueRouting {

    func close() {
        viewController?.dismiss(animated: true)
    }
}
