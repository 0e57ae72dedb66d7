import XCTest
@testable import Player

final class HomeViewMock: HomeViewInput {

    private(set) var shownTracks: [String] = []

    func show(tracks: [String]) {
        shownTracks = tracks
    }
}

final class HomePresenterMock: HomeViewOutput {

    private(set) var viewDidLoadCalled = false
    var view: HomeViewInput?

    func viewDidLoad() {
        viewDidLoadCalled = true
    }

    func didSelectTrack(at index: Int) {}
}

final class HomePresenterTests: XCTestCase {

    func testViewDidLoadAsksTheInteractor() {
        let presenter = HomePresenter()
        let view = HomeViewMock()
        presenter.view = view
        presenter.interactor = HomeInteractor(requestBuilder: URLRequestBuilder(baseURL: URL(string: "https://example.com")!))
        presenter.viewDidLoad()
        XCTAssertNotNil(presenter.interactor)
    }
}
