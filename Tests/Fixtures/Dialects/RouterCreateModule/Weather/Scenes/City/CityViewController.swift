import UIKit

final class CityViewController: UIViewController, CityViewInput {

    var presenter: CityPresenterProtocol?

    private let temperatureLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(temperatureLabel)
        presenter?.viewDidLoad()
    }

    func show(temperature: String) {
        temperatureLabel.text = temperature
    }
}
