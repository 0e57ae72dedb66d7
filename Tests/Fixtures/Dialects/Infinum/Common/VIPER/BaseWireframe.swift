import UIKit

protocol WireframeInterface: AnyObject {}
protocol ViewInterface: AnyObject {}
protocol PresenterInterface: AnyObject {}
protocol InteractorInterface: AnyObject {}

/// Keeps the module's view controller until a navigation controller (or a window) holds it.
class BaseWireframe<ViewController> where ViewController: UIViewController {

    private unowned var _viewController: ViewController

    // Dropped the first time `viewController` is read, so nothing keeps it twice.
    private var temporaryStoredViewController: ViewController?

    init(viewController: ViewController) {
        temporaryStoredViewController = viewController
        _viewController = viewController
    }

    var viewController: ViewController {
        defer { temporaryStoredViewController = nil }
        return _viewController
    }

    var navigationController: UINavigationController? {
        viewController.navigationController
    }
}

extension UINavigationController {

    func pushWireframe<ViewController>(_ wireframe: BaseWireframe<ViewController>, animated: Bool = true) {
        pushViewController(wireframe.viewController, animated: animated)
    }
}
