import UIKit

class PostViewController: UIViewController, PostViewInput {

    @IBOutlet private weak var textView: UITextView!

    var output: PostViewOutput!

    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewIsReady()
    }

    func show(text: String) {
        textView.text = text
    }
}
