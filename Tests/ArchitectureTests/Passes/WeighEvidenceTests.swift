@testable import Architecture
import SourceScanner
import TestSupport
import XCTest

/// The model says where it is unsure: a module whose picture rests on names only, on a tie between
/// candidates, on variants of a role or on a type taken for shared plumbing says so, with the override
/// that settles it; a module the code bears out has none.
final class WeighEvidenceTests: XCTestCase {
    func testAModuleJoinedByNamesOnlyIsDoubtedAndOneWiredTogetherIsNot() {
        let model = InlineApp.model([
            ("News/NewsCoordinator.swift", "final class NewsCoordinator { func start() {} }"),
            ("News/NewsViewController.swift", "final class NewsViewController: UIViewController {}"),
            ("Home/HomeBuilder.swift", """
                enum HomeBuilder {
                    static func build() -> UIViewController {
                        let view = HomeViewController()
                        let presenter = HomePresenter()
                        view.presenter = presenter
                        presenter.view = view
                        return view
                    }
                }
                """),
            ("Home/HomeViewController.swift", "final class HomeViewController: UIViewController { var presenter: HomePresenter! }"),
            ("Home/HomePresenter.swift", "final class HomePresenter { weak var view: HomeViewController? }"),
        ])
        XCTAssertEqual(model.module(named: "Home")?.confidence, .high)
        XCTAssertEqual(model.module(named: "Home")?.doubts, [])
        let news = model.module(named: "News")
        XCTAssertEqual(news?.confidence, .low)
        XCTAssertEqual(news?.doubts.map(\.kind), [.namesOnly])
        XCTAssertEqual(news?.doubts.first?.fix, "ignore: [NewsViewController, NewsCoordinator]")
    }

    func testATypeNamedLikeAModuleButSharedByOthersIsADoubtWithTheOverrideThatPutsItBack() {
        let model = InlineApp.model(FindSharedTypesTests.productionApp() + [
            // A flow coordinator named like Settings that answers Chat's and Feed's outputs.
            ("Flows/SettingsCoordinator.swift", "final class SettingsCoordinator: ChatModuleOutput, FeedModuleOutput {}"),
            ("Modules/Chat/ChatModuleOutput.swift", "protocol ChatModuleOutput: AnyObject {}"),
            ("Modules/Feed/FeedModuleOutput.swift", "protocol FeedModuleOutput: AnyObject {}"),
        ])
        let settings = model.module(named: "Settings")
        XCTAssertEqual(settings?.confidence, .medium)
        XCTAssertEqual(settings?.doubts.map(\.kind), [.sharedTypeRemoved])
        XCTAssertEqual(settings?.doubts.first?.fix, "modules: {Settings: [SettingsCoordinator]}")
        XCTAssertEqual(model.module(named: "Chat")?.confidence, .high)
    }

    func testTheDoubtsSurviveTheModelsStoredForm() throws {
        let model = InlineApp.model([
            ("News/NewsCoordinator.swift", "final class NewsCoordinator {}"),
            ("News/NewsViewController.swift", "final class NewsViewController: UIViewController {}"),
        ])
        let decoded = try ModelCodec.decode(Data(ModelCodec.encode(model)), files: model.files)
        XCTAssertEqual(decoded.modules.map(\.doubts), model.modules.map(\.doubts))
        XCTAssertFalse(decoded.modules.flatMap(\.doubts).isEmpty)
    }
}
