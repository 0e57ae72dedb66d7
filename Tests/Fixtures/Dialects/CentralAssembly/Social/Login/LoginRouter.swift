import UIKit

final class LoginRouter: LoginRouting {

    weak var screen: UIViewController?
    private let assembly: AppAssembly

    init(assembly: AppAssembly) {
        self.assembly = assembly
    }

    func showFeed() {
        screen?.navigationController?.setViewControllers([assembly.makeFeedModule()], animated: true)
    }
}
