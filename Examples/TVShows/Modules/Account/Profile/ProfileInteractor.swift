import Foundation

final class ProfileInteractor {

    // MARK: - Private properties -

    private let userService: UserService
    private let showService: ShowService

    // MARK: - Lifecycle -

    init(userService: UserService = .shared, showService: ShowService = .shared) {
        self.userService = userService
        self.showService = showService
    }
}

// MARK: - Extensions -

extension ProfileInteractor: ProfileInteractorInterface {

    func currentUser() -> User? {
        userService.currentUser
    }

    func numberOfFavorites() -> Int {
        showService.favoriteShowIds.count
    }
}
