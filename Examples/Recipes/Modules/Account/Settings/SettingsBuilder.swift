import UIKit

final class SettingsBuilder {

    func build() -> UIViewController {
        let view = SettingsDefaultView()
        let interactor = SettingsDefaultInteractor(preferences: PreferencesService.shared)
        let router = SettingsDefaultRouter()
        let presenter = SettingsDefaultPresenter(interactor: interactor, router: router)

        view.presenter = presenter
        presenter.view = view
        interactor.output = presenter
        router.viewController = view

        return view
    }
}
