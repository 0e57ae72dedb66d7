import Foundation

final class ForecastPresenter: ForecastPresenterProtocol {

    weak var view: ForecastViewInput?
    var interactor: (ForecastInteractorInput & ForecastDataStore)?
    var router: ForecastRouterInput?

    func viewDidLoad() {
        interactor?.fetchCities()
    }

    func didSelectCity(named name: String) {
        router?.pushCity(named: name)
    }

    func citiesFetched(_ cities: [String]) {
        view?.show(cities: cities)
    }
}
