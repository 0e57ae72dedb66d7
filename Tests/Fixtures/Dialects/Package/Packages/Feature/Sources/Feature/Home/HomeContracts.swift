import UIKit

protocol HomeViewInput: AnyObject {
    func show(greeting: String)
}

protocol HomeViewOutput: AnyObject {
    func viewDidLoad()
    func didTapSettings()
}

protocol HomeInteractorInput: AnyObject {
    func userName() -> String
}

protocol HomeRouterInput: AnyObject {
    func openSettings()
}
