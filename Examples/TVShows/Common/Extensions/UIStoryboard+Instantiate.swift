import UIKit

extension UIStoryboard {

    /// Instantiates the view controller whose storyboard identifier is the name of its type.
    ///
    ///     let viewController = storyboard.instantiateViewController(ofType: HomeViewController.self)
    func instantiateViewController<T: UIViewController>(ofType _: T.Type, withIdentifier identifier: String? = nil) -> T {
        let identifier = identifier ?? String(describing: T.self)
        guard let viewController = instantiateViewController(withIdentifier: identifier) as? T else {
            fatalError("Storyboard \(self) has no view controller of type \(T.self) with identifier \(identifier).")
        }
        return viewController
    }
}
