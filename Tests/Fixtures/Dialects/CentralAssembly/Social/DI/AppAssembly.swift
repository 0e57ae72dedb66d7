import UIKit

/// Builds every screen of the app.
final class AppAssembly {

    private let session = SessionStore()

    func makeLoginModule() -> UIViewController {
        let screen = LoginScreen()
        let interactor = LoginInteractor(session: session)
        let router = LoginRouter(assembly: self)
        let presenter = LoginPresenter(interactor: interactor, router: router)

        screen.eventHandler = presenter
        presenter.view = screen
        interactor.output = presenter
        router.screen = screen
        return screen
    }

    func makeFeedModule() -> UIViewController {
        let screen = FeedScreen()
        let presenter = FeedPresenter(username: session.username ?? "guest")

        screen.delegate = presenter
        presenter.view = screen
        return screen
    }
}

final class SessionStore {
    var username: String?
}
