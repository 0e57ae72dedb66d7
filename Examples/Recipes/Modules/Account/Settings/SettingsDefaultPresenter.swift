import UIKit

final class SettingsDefaultPresenter {

    weak var view: SettingsView?
    let interactor: SettingsInteractor
    let router: SettingsRouter

    init(interactor: SettingsInteractor, router: SettingsRouter) {
        self.interactor = interactor
        self.router = router
    }

    private func refresh() {
        view?.display(usesMetricUnits: interactor.usesMetricUnits, servings: interactor.defaultServings)
    }
}

extension SettingsDefaultPresenter: SettingsPresenter {

    func viewDidLoad() {
        refresh()
    }

    func didChangeMetricUnits(_ isOn: Bool) {
        interactor.usesMetricUnits = isOn
    }

    func didChangeServings(_ servings: Int) {
        interactor.defaultServings = servings
    }

    func didTapManageFavorites() {
        router.showFavorites()
    }

    func didTapSystemSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        router.open(url: url)
    }

    func didTapDone() {
        router.close()
    }
}

extension SettingsDefaultPresenter: SettingsInteractorOutput {

    func didChangePreferences() {
        refresh()
    }
}
