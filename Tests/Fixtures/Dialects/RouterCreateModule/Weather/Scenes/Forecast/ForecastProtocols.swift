import UIKit

// View -> Presenter
protocol ForecastViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectCity(named name: String)
}

// Presenter -> View
protocol ForecastViewInput: AnyObject {
    func show(cities: [String])
}

// Presenter -> Interactor
protocol ForecastInteractorInput: AnyObject {
    func fetchCities()
}

protocol ForecastDataStore: AnyObject {
    var lastFetch: Date? { get }
}

// Interactor -> Presenter
protocol ForecastInteractorOutput: AnyObject {
    func citiesFetched(_ cities: [String])
}

// Presenter -> Router
protocol ForecastRouterInput: AnyObject {
    func pushCity(named name: String)
}

typealias ForecastPresenterProtocol = ForecastViewOutput & ForecastInteractorOutput
