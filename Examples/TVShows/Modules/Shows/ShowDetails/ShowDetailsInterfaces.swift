import UIKit

protocol ShowDetailsWireframeInterface: WireframeInterface {
    func navigateToEpisodes(show: Show)
}

protocol ShowDetailsViewInterface: ViewInterface {
    func display(title: String, summary: String, rating: Double, ratingText: String)
    func setFavorite(_ isFavorite: Bool)
    func showLoading(_ isLoading: Bool)
}

/// Shows one show's details, keeps them fresh and toggles the show in the user's favorites.
protocol ShowDetailsPresenterInterface: PresenterInterface {
    func viewDidLoad()
    func didTapEpisodes()
    func didTapFavorite()
}

protocol ShowDetailsInteractorInterface: InteractorInterface {
    func getShow(id: String, completion: @escaping (Result<Show, Error>) -> Void)
    func isFavorite(showId: String) -> Bool
    func setFavorite(_ isFavorite: Bool, showId: String)
}

protocol ShowDetailsFormatterInterface: FormatterInterface {
    func summary(for show: Show) -> String
    func ratingText(for show: Show) -> String
}
