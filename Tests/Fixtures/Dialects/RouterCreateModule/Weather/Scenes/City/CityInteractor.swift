import Foundation

final class CityInteractor: CityInteractorInput {

    weak var presenter: CityPresenterProtocol?

    func fetchTemperature(for city: String) {
        presenter?.temperatureFetched(city == "Split" ? 24 : 19)
    }
}
