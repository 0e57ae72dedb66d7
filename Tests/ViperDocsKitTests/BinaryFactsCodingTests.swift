@testable import BuildCache
import Foundation
import SourceScanner
import XCTest

/// The build cache keeps each file's facts in `BinaryCoding`'s form: what it decodes is what was
/// encoded, and bytes of any other kind are refused, never misread.
final class BinaryFactsCodingTests: XCTestCase {
    static let swift = """
        import UIKit
        // viper-docs:disable presenter-holds-view-weakly
        /// The home screen's presenter.
        final class HomePresenter: BasePresenter<HomeView>, HomePresenterProtocol {
            weak var view: HomeViewProtocol?
            unowned(unsafe) let router: HomeRouter
            var interactor: (HomeInteractorInput & AnyObject)!
            static var shared: [String: Int] = [:]
            typealias Item = (title: String, count: Int)
            init(view: HomeViewProtocol?, router: HomeRouter) {
                self.router = router
                self.view = view
                let service = container.resolve(ShowService.self)!
                presenter.view = self
                interactor.output = HomePresenter(view: nil, router: router)
                defer { self.view = nil }
                fetch { [weak self] result in self?.show(result) }
            }
            @objc func viewDidLoad() { router.open(R.storyboard.home.detailsViewController()) }
        }
        extension HomePresenter: HomeInteractorOutput where Self: AnyObject {}
        enum HomeRoute { case details(Int) }
        protocol HomeViewProtocol: AnyObject { var title: String { get set }; func show(_ items: [Item]) }
        """

    static let objectiveC = """
        #import <UIKit/UIKit.h>
        @interface HomeViewController : UIViewController <HomeViewInput>
        @property (nonatomic, weak) id<HomeViewOutput> output;
        @end
        @implementation HomeViewController
        - (void)viewDidLoad { [super viewDidLoad]; _output = [[HomePresenter alloc] init]; [self.output setView:self]; }
        @end
        """

    func testFactsRoundTrip() throws {
        let files = [SourceScanner.scan(source: Self.swift, path: "App/Home/HomePresenter.swift"),
                     SourceScanner.scan(source: Self.objectiveC, path: "App/Home/HomeViewController.m")]
        for facts in files {
            XCTAssertFalse(facts.types.isEmpty)
            let data = try BinaryCoding.encode(facts)
            XCTAssertEqual(try BinaryCoding.decode(FileFacts.self, from: data), facts)
            // The same facts give the same bytes.
            XCTAssertEqual(try BinaryCoding.encode(facts), data)
        }
        let swift = files[0]
        XCTAssertFalse(swift.suppressions.isEmpty)
        XCTAssertTrue(swift.types[0].body.assignments.contains { $0.value == .selfValue })
    }

    func testOtherBytesAreRefused() throws {
        let facts = SourceScanner.scan(source: Self.swift, path: "App/Home/HomePresenter.swift")
        let data = try BinaryCoding.encode(facts)
        // Cut anywhere: an error, never a value made up or a crash.
        for length in stride(from: 0, to: data.count, by: max(1, data.count / 200)) {
            XCTAssertThrowsError(try BinaryCoding.decode(FileFacts.self, from: data.prefix(length)), "cut at \(length)")
        }
        XCTAssertThrowsError(try BinaryCoding.decode(FileFacts.self, from: data + Data([0])))
        // The JSON of earlier versions, and noise.
        XCTAssertThrowsError(try BinaryCoding.decode(FileFacts.self, from: try JSONEncoder().encode(facts)))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var noisy = data
            let at = Int.random(in: 0..<noisy.count, using: &generator)
            noisy[at] ^= UInt8.random(in: 1...255, using: &generator)
            // A flipped byte may still decode (a changed letter of a name), but never crashes.
            _ = try? BinaryCoding.decode(FileFacts.self, from: noisy)
        }
    }
}
