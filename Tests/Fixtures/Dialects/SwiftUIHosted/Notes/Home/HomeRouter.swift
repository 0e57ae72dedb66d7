import UIKit

protocol HomeRouterProtocol: AnyObject {
    func showDetail(of note: String)
}

final class HomeRouter: HomeRouterProtocol {

    weak var viewController: UIViewController?

    func showDetail(of note: String) {
        viewController?.navigationController?.pushViewController(DetailBuilder.build(note: note), animated: true)
    }
}
