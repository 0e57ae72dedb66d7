import Foundation

final class HomePresenter: HomeViewOutput {

    weak var view: HomeViewInput?
    private let interactor: HomeInteractorInput
    private let router: HomeRouterInput

    init(interactor: HomeInteractorInput, router: HomeRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(greeting: "Hi, \(interactor.userName())")
    }

    func didTapSettings() {
        router.openSettings()
    }
}
