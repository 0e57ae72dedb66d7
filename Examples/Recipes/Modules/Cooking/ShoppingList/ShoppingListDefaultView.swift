import UIKit

final class ShoppingListDefaultView: UIViewController {

    var presenter: ShoppingListPresenter!

    private let tableView = UITableView(frame: .zero, style: .plain)
    private var rows: [ShoppingListRow] = []

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping list"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ItemCell")
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .action, target: self, action: #selector(shareTapped)),
            UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(clearTapped)),
        ]
        presenter.viewDidLoad()
    }

    @objc private func shareTapped() {
        presenter.didTapShare()
    }

    @objc private func clearTapped() {
        presenter.didTapClearChecked()
    }
}

extension ShoppingListDefaultView: ShoppingListView {

    func display(rows: [ShoppingListRow]) {
        self.rows = rows
        tableView.reloadData()
    }
}

extension ShoppingListDefaultView: UITableViewDataSource, UITableViewDelegate {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        let row = rows[indexPath.row]
        cell.textLabel?.text = row.text
        cell.accessoryType = row.isChecked ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didToggleItem(at: indexPath.row)
    }

    func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let open = UIContextualAction(style: .normal, title: "Recipe") { [weak self] _, _, done in
            self?.presenter.didTapOpenRecipe(at: indexPath.row)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [open])
    }
}
