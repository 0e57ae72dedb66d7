import Foundation

final class CityPresenter: CityPresenterProtocol {

    weak var view: CityViewInput?
    var interactor: CityInteractorInput?
    var router: CityRouterInput?

    private let cityName: String

    init(cityName: String) {
        self.cityName = cityName
    }

    func viewDidLoad() {
        interactor?.fetchTemperature(for: cityName)
    }

    func temperatureFetched(_ celsius: Double) {
        view?.show(temperature: String(format: "%.0f °C", celsius))
    }
}
