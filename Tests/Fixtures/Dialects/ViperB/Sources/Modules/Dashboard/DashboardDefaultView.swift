import UIKit

final class DashboardDefaultView: UIViewController {

    var presenter: DashboardPresenter!

    private let greetingLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

extension DashboardDefaultView: DashboardView {

    func showGreeting(_ text: String) {
        greetingLabel.text = text
    }
}
