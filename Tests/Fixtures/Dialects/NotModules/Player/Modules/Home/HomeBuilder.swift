import UIKit

enum HomeBuilder {

    static func build() -> UIViewController {
        let view = HomeViewController()
        let presenter = HomePresenter()
        let interactor = HomeInteractor(requestBuilder: URLRequestBuilder(baseURL: URL(string: "https://api.example.com")!))
        let router = HomeRouter()

        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
