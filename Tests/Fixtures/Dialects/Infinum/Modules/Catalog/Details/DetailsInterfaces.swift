import UIKit

protocol DetailsWireframeInterface: WireframeInterface {
    func close()
}

protocol DetailsViewInterface: ViewInterface {
    func show(title: String, price: String)
}

protocol DetailsPresenterInterface: PresenterInterface {
    func viewDidLoad()
    func didTapBuy()
}
