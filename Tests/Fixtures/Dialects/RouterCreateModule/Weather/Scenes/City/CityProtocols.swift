import UIKit

protocol CityViewOutput: AnyObject {
    func viewDidLoad()
}

protocol CityViewInput: AnyObject {
    func show(temperature: String)
}

protocol CityInteractorInput: AnyObject {
    func fetchTemperature(for city: String)
}

protocol CityInteractorOutput: AnyObject {
    func temperatureFetched(_ celsius: Double)
}

protocol CityRouterInput: AnyObject {}

typealias CityPresenterProtocol = CityViewOutput & CityInteractorOutput
