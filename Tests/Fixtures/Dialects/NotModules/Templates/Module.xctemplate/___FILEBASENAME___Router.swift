//
//  ___FILENAME___
//  ___PROJECTNAME___
//

import UIKit

final class ___VARIABLE_moduleName___Router {

    weak var viewController: UIViewController?

    static func createModule() -> UIViewController {
        let view = ___VARIABLE_moduleName___ViewController()
        let presenter = ___VARIABLE_moduleName___Presenter()
        let router = ___VARIABLE_moduleName___Router()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
