import UIKit

final class DetailsAssembly: Assembly {

    func assemble(container: Container) {
        container.register(DetailsViewController.self) { r in
            let view = DetailsViewController()
            let presenter = DetailsPresenter(view: view)
            view.presenter = presenter
            return view
        }
    }
}
