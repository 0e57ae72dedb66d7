import UIKit

final class FeedScreen: UIViewController, FeedView {

    var delegate: FeedScreenDelegate?

    private let greetingLabel = UILabel()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        delegate?.screenDidAppear()
    }

    func show(greeting: String) {
        greetingLabel.text = greeting
    }
}
