import Foundation

protocol DetailsViewProtocol: AnyObject {
    func show(title: String)
}

protocol DetailsPresenterProtocol: AnyObject {
    func viewDidLoad(item: String)
}
