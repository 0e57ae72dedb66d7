import UIKit

final class TimerBuilder {

    private var presenter: TimerDefaultPresenter?

    func build(minutes: Int, title: String) -> UIViewController {
        let view = TimerDefaultView()
        let interactor = TimerDefaultInteractor(timerService: TimerService.shared)
        let router = TimerDefaultRouter()
        let presenter = TimerDefaultPresenter(minutes: minutes, title: title, interactor: interactor, router: router)

        view.presenter = presenter
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        self.presenter = presenter

        return view
    }
}
