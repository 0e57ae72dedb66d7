import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [
            tab(TracksModuleFactory.makeModule(), title: "Songs", image: "music.note"),
            tab(AlbumsModuleFactory.makeModule(), title: "Albums", image: "square.stack"),
            tab(SearchModuleFactory.makeModule(), title: "Search", image: "magnifyingglass"),
        ]

        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabBarController
        window?.makeKeyAndVisible()
        return true
    }

    private func tab(_ root: UIViewController, title: String, image: String) -> UINavigationController {
        let navigationController = UINavigationController(rootViewController: root)
        navigationController.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: image), tag: 0)
        return navigationController
    }
}
