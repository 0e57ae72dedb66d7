import UIKit

final class HomeAssembly: Assembly {

    func assemble(container: Container) {
        container.register(HomeInteractorProtocol.self) { _ in
            HomeInteractor()
        }
        container.register(HomeRouterProtocol.self) { r in
            HomeRouter(resolver: r)
        }
        container.register(HomePresenterProtocol.self) { r in
            let interactor = r.resolve(HomeInteractorProtocol.self)!
            let presenter = HomePresenter(interactor: interactor, router: r.resolve(HomeRouterProtocol.self)!)
            interactor.presenter = presenter
            return presenter
        }
        container.storyboardInitCompleted(HomeViewController.self) { r, c in
            let presenter = r.resolve(HomePresenterProtocol.self)!
            presenter.view = c
            c.presenter = presenter
        }
    }
}
