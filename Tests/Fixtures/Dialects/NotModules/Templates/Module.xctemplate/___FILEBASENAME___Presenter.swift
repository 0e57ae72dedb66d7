//
//  ___FILENAME___
//  ___PROJECTNAME___
//
//  Created by ___FULLUSERNAME___ on ___DATE___.
//

import Foundation

final class ___VARIABLE_moduleName___Presenter {

    weak var view: ___VARIABLE_moduleName___ViewInput?
    var interactor: ___VARIABLE_moduleName___InteractorInput!
    var router: ___VARIABLE_moduleName___RouterInput!
}

extension ___VARIABLE_moduleName___Presenter: ___VARIABLE_moduleName___ViewOutput {

    func viewDidLoad() {}
}
