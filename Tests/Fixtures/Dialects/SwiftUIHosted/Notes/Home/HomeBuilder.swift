import SwiftUI
import UIKit

enum HomeBuilder {

    static func build() -> UIViewController {
        let interactor = HomeInteractor()
        let router = HomeRouter()
        let presenter = HomePresenter(interactor: interactor, router: router)
        let view = HomeView(presenter: presenter)
        let hostingController = UIHostingController(rootView: view)
        router.viewController = hostingController
        return hostingController
    }
}
