import UIKit

class FeedViewController: UITableViewController, FeedViewInput {

    var output: FeedViewOutput!

    private var titles: [String] = []

    // MARK: Life cycle
    override func viewDidLoad() {
        super.viewDidLoad()
        output.viewIsReady()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.didSelectPost(at: indexPath.row)
    }

    // MARK: FeedViewInput
    func setupInitialState() {
        title = "Feed"
    }

    func show(titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }
}
