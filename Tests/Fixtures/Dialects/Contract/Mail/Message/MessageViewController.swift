import UIKit

final class MessageViewController: UIViewController {

    var presenter: MessagePresenterProtocol!

    private let subjectLabel = UILabel()
    private let bodyView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}

extension MessageViewController: MessageViewProtocol {

    func display(subject: String, body: String) {
        subjectLabel.text = subject
        bodyView.text = body
    }
}
