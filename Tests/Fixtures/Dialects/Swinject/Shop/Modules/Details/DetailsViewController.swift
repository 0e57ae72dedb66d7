import UIKit

final class DetailsViewController: UIViewController, DetailsViewProtocol {

    var presenter: DetailsPresenterProtocol!
    var item = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad(item: item)
    }

    func show(title: String) {
        self.title = title
    }
}
