import Foundation

protocol DetailsViewInput: AnyObject {
    func show(title: String)
}

protocol DetailsViewOutput: AnyObject {
    func viewDidLoad()
    func didTapClose()
}

protocol DetailsRouterInput: AnyObject {
    func close()
}
