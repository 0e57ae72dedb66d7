import UIKit

final class TimerDefaultRouter {

    weak var viewController: UIViewController?
}

extension TimerDefaultRouter: TimerRouter {

    func close() {
        viewController?.dismiss(animated: true)
    }
}
