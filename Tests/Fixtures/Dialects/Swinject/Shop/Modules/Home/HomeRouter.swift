import UIKit

final class HomeRouter: HomeRouterProtocol {

    weak var viewController: UIViewController?
    private let resolver: Resolver

    init(resolver: Resolver) {
        self.resolver = resolver
    }

    func showDetails(of item: String) {
        guard let details = resolver.resolve(DetailsViewController.self) else { return }
        details.item = item
        viewController?.navigationController?.pushViewController(details, animated: true)
    }
}
