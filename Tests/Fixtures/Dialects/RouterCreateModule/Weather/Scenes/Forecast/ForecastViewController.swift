import UIKit

final class ForecastViewController: UITableViewController, ForecastViewInput {

    var presenter: ForecastPresenterProtocol?

    private var cities: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter?.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectCity(named: cities[indexPath.row])
    }

    func show(cities: [String]) {
        self.cities = cities
        tableView.reloadData()
    }
}
