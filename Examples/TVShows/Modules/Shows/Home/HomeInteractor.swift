import Foundation

final class HomeInteractor {

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

extension HomeInteractor: HomeInteractorInterface {

    func getShows(_ completion: @escaping (Result<[Show], Error>) -> Void) {
        showService.getShows(completion)
    }

    func logout() {
        userService.removeUser()
    }
}
