import UIKit

/// Creates every screen of the app; routers hold it to open the next one.
final class ModuleFactory {

    func makeHome() -> UIViewController {
        HomeModule(factory: self).build()
    }

    func makeDetails(recipeID: Int) -> UIViewController {
        DetailsModule(factory: self, recipeID: recipeID).build()
    }
}
