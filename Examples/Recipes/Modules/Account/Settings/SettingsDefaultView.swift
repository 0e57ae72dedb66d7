import UIKit

final class SettingsDefaultView: UIViewController {

    var presenter: SettingsPresenter!

    private let metricSwitch = UISwitch()
    private let servingsStepper = UIStepper()
    private let servingsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .done, target: self, action: #selector(doneTapped)
        )
        metricSwitch.addTarget(self, action: #selector(metricChanged), for: .valueChanged)
        servingsStepper.minimumValue = 1
        servingsStepper.maximumValue = 12
        servingsStepper.addTarget(self, action: #selector(servingsChanged), for: .valueChanged)

        let favoritesButton = UIButton(type: .system)
        favoritesButton.setTitle("Manage favorites", for: .normal)
        favoritesButton.addTarget(self, action: #selector(favoritesTapped), for: .touchUpInside)
        let systemButton = UIButton(type: .system)
        systemButton.setTitle("Notifications…", for: .normal)
        systemButton.addTarget(self, action: #selector(systemSettingsTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [
            row("Metric units", metricSwitch),
            row("Servings", UIStackView(arrangedSubviews: [servingsLabel, servingsStepper])),
            favoritesButton,
            systemButton,
        ])
        stack.axis = .vertical
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        presenter.viewDidLoad()
    }

    private func row(_ title: String, _ control: UIView) -> UIView {
        let label = UILabel()
        label.text = title
        let row = UIStackView(arrangedSubviews: [label, control])
        row.distribution = .equalSpacing
        return row
    }

    @objc private func metricChanged() {
        presenter.didChangeMetricUnits(metricSwitch.isOn)
    }

    @objc private func servingsChanged() {
        presenter.didChangeServings(Int(servingsStepper.value))
    }

    @objc private func favoritesTapped() {
        presenter.didTapManageFavorites()
    }

    @objc private func systemSettingsTapped() {
        presenter.didTapSystemSettings()
    }

    @objc private func doneTapped() {
        presenter.didTapDone()
    }
}

extension SettingsDefaultView: SettingsView {

    func display(usesMetricUnits: Bool, servings: Int) {
        metricSwitch.isOn = usesMetricUnits
        servingsStepper.value = Double(servings)
        servingsLabel.text = "\(servings)"
    }
}
