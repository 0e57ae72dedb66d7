import UIKit

enum ArtistModuleFactory {

    static func makeModule(
        artistID: String,
        library: LibraryServicing = LibraryService.shared,
        tracks: TrackServicing = TrackService.shared
    ) -> UIViewController {
        let router = ArtistRouter()
        let interactor = ArtistInteractor(artistID: artistID, library: library, tracks: tracks)
        let presenter = ArtistPresenter(interactor: interactor, router: router)
        let viewController = ArtistViewController(presenter: presenter)
        router.viewController = viewController
        presenter.view = viewController
        interactor.delegate = presenter
        return viewController
    }
}
