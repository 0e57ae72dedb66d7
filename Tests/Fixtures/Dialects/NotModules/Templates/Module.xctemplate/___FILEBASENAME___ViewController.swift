//
//  ___FILENAME___
//  ___PROJECTNAME___
//

import UIKit

final class ___VARIABLE_moduleName___ViewController: UIViewController {

    var presenter: ___VARIABLE_moduleName___ViewOutput!

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }
}
