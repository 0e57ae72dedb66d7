import UIKit

protocol ProfileWireframeInterface: WireframeInterface {
    func navigateToSettings()
    func navigateToFavorites()
}

protocol ProfileViewInterface: ViewInterface {
    func display(name: String, email: String, favoritesText: String)
}

/// Shows who is signed in and how many favorites they have; opens Settings and Favorites.
protocol ProfilePresenterInterface: PresenterInterface {
    func viewWillAppear()
    func didTapSettings()
    func didTapFavorites()
}

protocol ProfileInteractorInterface: InteractorInterface {
    func currentUser() -> User?
    func numberOfFavorites() -> Int
}
