import Foundation

final class ForecastInteractor: ForecastInteractorInput, ForecastDataStore {

    weak var presenter: ForecastPresenterProtocol?
    private(set) var lastFetch: Date?

    func fetchCities() {
        lastFetch = Date()
        presenter?.citiesFetched(["Zagreb", "Split", "Osijek"])
    }
}
