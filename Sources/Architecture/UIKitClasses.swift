// MARK: - What the app's classes inherit from UIKit

/// The part of UIKit's class tree that says what a view controller and a view are, so that
/// `HomeViewController: UITableViewController` is known as a `UIViewController`.
enum UIKitClasses {
    /// `UIViewController` or one of UIKit's subclasses of it.
    static func isViewController(_ name: String) -> Bool {
        var current: String? = name
        while let type = current, type != "UIViewController" { current = superclass[type] }
        return current == "UIViewController"
    }

    /// One of the UIKit and AppKit classes named here (`UIView`, `UIButton`, `NSObject`).
    static func isClass(_ name: String) -> Bool {
        superclass[name] != nil || viewControllers.contains(name) || views.contains(name) || name == "NSObject" || name == "UIResponder"
    }

    static let superclass: [String: String] = [
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIHostingController": "UIViewController", "UIAlertController": "UIViewController",
        "UISearchController": "UIViewController", "UIImagePickerController": "UINavigationController",
        "UIInputViewController": "UIViewController", "UIReferenceLibraryViewController": "UIViewController",
        "UIViewController": "UIResponder", "UIView": "UIResponder",
        "UITableViewCell": "UIView", "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UITableViewHeaderFooterView": "UIView", "UIControl": "UIView", "UIButton": "UIControl", "UITextField": "UIControl",
        "UISwitch": "UIControl", "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UILabel": "UIView",
        "UIImageView": "UIView", "UIStackView": "UIView", "UIScrollView": "UIView", "UITableView": "UIScrollView",
        "UICollectionView": "UIScrollView", "UITextView": "UIScrollView", "UIVisualEffectView": "UIView",
        "MKMapView": "UIView", "WKWebView": "UIView",
        "NSViewController": "NSResponder", "NSView": "NSResponder",
    ]
    static let viewControllers: Set<String> = ["UIViewController", "NSViewController"]
    static let views: Set<String> = ["UIView", "NSView"]
}
