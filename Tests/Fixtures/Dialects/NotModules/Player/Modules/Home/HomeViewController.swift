import UIKit

final class HomeViewController: UITableViewController, HomeViewInput {

    var presenter: HomeViewOutput!

    private let headerBadge = BadgeView()
    private var tracks: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(PlayerTableViewCell.self, forCellReuseIdentifier: "track")
        presenter.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "track", for: indexPath) as! PlayerTableViewCell
        let cellPresenter = PlayerTableViewCellPresenter(title: tracks[indexPath.row], isNew: indexPath.row == 0)
        cell.presenter = cellPresenter
        cellPresenter.cell = cell
        cellPresenter.configure()
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectTrack(at: indexPath.row)
    }

    func show(tracks: [String]) {
        self.tracks = tracks
        headerBadge.text = "\(tracks.count)"
        tableView.reloadData()
    }
}
