import UIKit

public enum SettingsBuilder {

    public static func build() -> UIViewController {
        let view = SettingsViewController()
        let presenter = SettingsPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
