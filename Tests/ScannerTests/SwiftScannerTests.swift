import SourceScanner
import TestSupport
import XCTest

final class SwiftScannerTests: XCTestCase {
    private func scan(_ marked: String, path: String = "Modules/Home/File.swift") -> (FileFacts, MarkedSource) {
        let source = MarkedSource(marked)
        return (SourceScanner.scan(source: source.code, path: path), source)
    }

    private func assertAt(_ location: SourceLocation, _ source: MarkedSource, _ marker: String,
                          file: StaticString = #filePath, line: UInt = #line) {
        let expected = source.position(marker)
        XCTAssertEqual(location.line, expected?.line, "line of \(marker)", file: file, line: line)
        XCTAssertEqual(location.column, expected?.column, "column of \(marker)", file: file, line: line)
    }

    func testPropertiesWithOwnershipTypesAndPositions() throws {
        let (facts, source) = scan("""
            import UIKit

            final class 1️⃣HomePresenter {
                2️⃣private unowned let view: HomeViewInterface
                3️⃣private let interactor: HomeInteractorInterface
                4️⃣weak var wireframe: HomeWireframeInterface?
                5️⃣var presenter: HomePresenterInterface!
                6️⃣unowned(unsafe) var delegate: (A & B)
                7️⃣private var items: [Show] = []
                8️⃣let formatter = HomeFormatter()
                var count: Int { items.count }
                var title: String = "" { didSet { print(title) } }
                static let shared = HomePresenter()
                func load() { let local = HomeInteractor(); _ = local }
            }
            """)
        XCTAssertEqual(facts.imports.map(\.module), ["UIKit"])
        let type = try XCTUnwrap(facts.types.first)
        XCTAssertEqual(type.name, "HomePresenter")
        assertAt(type.location, source, "1️⃣")
        let properties = type.body.properties
        XCTAssertEqual(properties.map(\.name), ["view", "interactor", "wireframe", "presenter", "delegate", "items", "formatter", "title", "shared"])
        XCTAssertEqual(properties.map(\.ownership), [.unowned, .strong, .weak, .strong, .unowned, .strong, .strong, .strong, .strong])
        XCTAssertEqual(properties.map(\.typeName), ["HomeViewInterface", "HomeInteractorInterface", "HomeWireframeInterface",
                                                    "HomePresenterInterface", "A", "Show", "HomeFormatter", "String", "HomePresenter"])
        XCTAssertEqual(properties[4].additionalTypeNames, ["B"])
        XCTAssertTrue(properties[4].isUnsafe)
        XCTAssertEqual(properties.map(\.isOptional), [false, false, true, true, false, false, false, false, false])
        XCTAssertTrue(properties[5].isCollection)
        XCTAssertTrue(properties[8].isStatic)
        for (index, marker) in ["2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣"].enumerated() {
            assertAt(properties[index].location, source, marker)
        }
    }

    func testInheritanceGenericsAndExtensions() throws {
        let (facts, _) = scan("""
            final class HomeWireframe: BaseWireframe<HomeViewController>, Routing {}
            class BaseWireframe<ViewController> where ViewController: UIViewController {}
            extension HomeWireframe: HomeWireframeInterface { func navigate() { navigationController?.pushWireframe(DetailsWireframe()) } }
            protocol HomeViewInterface: ViewInterface {}
            protocol ViewInterface: AnyObject {}
            protocol Other where Self: AnyObject {}
            protocol Plain {}
            """)
        let wireframe = try XCTUnwrap(facts.types.first { $0.name == "HomeWireframe" })
        XCTAssertEqual(wireframe.inherits, [TypeName("BaseWireframe", genericArguments: ["HomeViewController"]), TypeName("Routing")])
        XCTAssertEqual(facts.types.first { $0.name == "BaseWireframe" }?.genericParameters, ["ViewController"])
        XCTAssertEqual(facts.extensions.first?.extendedType, "HomeWireframe")
        XCTAssertEqual(facts.extensions.first?.conformances, [TypeName("HomeWireframeInterface")])
        XCTAssertEqual(facts.extensions.first?.body.creations.map(\.typeName), ["DetailsWireframe"])
        XCTAssertEqual(facts.extensions.first?.body.creations.first?.function, "navigate()")
        let bound = Dictionary(uniqueKeysWithValues: facts.types.filter { $0.kind == .protocol }.map { ($0.name, $0.declaresClassBound) })
        XCTAssertEqual(bound, ["HomeViewInterface": false, "ViewInterface": true, "Other": true, "Plain": false])
    }

    func testCreationsOfEveryKind() throws {
        let (facts, source) = scan("""
            final class HomeWireframe {
                init() {
                    let vc = 1️⃣storyboard.instantiateViewController(ofType: HomeViewController.self)
                    let other = 2️⃣storyboard.instantiateViewController(withIdentifier: "x") as! OtherViewController
                    let presenter = 3️⃣HomePresenter(view: vc)
                    let factory = 4️⃣DetailsModuleFactory.makeModule()
                    let built = 5️⃣DetailsBuilder().build()
                    let explicit = 6️⃣HomeInteractor.init()
                }
            }
            """)
        let creations = try XCTUnwrap(facts.types.first).body.creations
        guard creations.count == 6 else { return XCTFail("\(creations)") }
        let summary = creations.map { "\($0.typeName) \($0.kind.rawValue) \($0.member ?? "-")" }
        XCTAssertEqual(summary, [
            "HomeViewController storyboard -", "OtherViewController storyboard -", "HomePresenter initializer -",
            "DetailsModuleFactory staticCall makeModule", "DetailsBuilder initializer -", "HomeInteractor initializer -",
        ])
        XCTAssertTrue(creations.allSatisfy { $0.function == "init()" })
        assertAt(creations[0].location, source, "1️⃣")
        assertAt(creations[2].location, source, "3️⃣")
        assertAt(creations[3].location, source, "4️⃣")
        assertAt(creations[5].location, source, "6️⃣")
    }

    func testClosureCapturesAndDeferredClearing() throws {
        let (facts, source) = scan("""
            final class HomePresenter {
                func load() {
                    1️⃣interactor.getShows { [unowned self] result in self.items = result }
                    2️⃣self.interactor?.refresh { [weak self] in self?.reload() }
                    3️⃣interactor.fetchItems { result in
                        self.items = result
                    }
                    4️⃣service.ping { print("no self") }
                }
            }
            extension BaseWireframe {
                var viewController: ViewController {
                    defer { temporaryStoredViewController = nil }
                    return _viewController!
                }
            }
            """)
        let closures = try XCTUnwrap(facts.types.first).body.closures
        guard closures.count == 4 else { return XCTFail("\(closures)") }
        XCTAssertEqual(closures.map(\.selfCapture), [.unowned, .weak, .strong, ClosureFact.SelfCapture.none])
        XCTAssertEqual(closures.map(\.receiver), ["interactor", "interactor", "interactor", "service"])
        XCTAssertEqual(closures.map(\.callee), ["getShows", "refresh", "fetchItems", "ping"])
        for (index, marker) in ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].enumerated() {
            assertAt(closures[index].location, source, marker)
        }
        XCTAssertEqual(facts.extensions.first?.body.propertiesClearedInDefer, ["temporaryStoredViewController"])
        XCTAssertTrue(facts.extensions.first?.body.properties.isEmpty ?? false, "a computed property is no stored reference")
    }

    func testDocCommentsAndProtocolRequirements() throws {
        let (facts, _) = scan("""
            /// Shows the list of shows.
            /// Second line.
            protocol HomePresenterInterface: PresenterInterface {
                /// Number of rows.
                var numberOfItems: Int { get }
                func item(at indexPath: IndexPath) -> Show
            }
            // Not a doc comment.
            final class HomeInteractor {}
            """)
        let presenter = try XCTUnwrap(facts.types.first { $0.name == "HomePresenterInterface" })
        XCTAssertEqual(presenter.docComment, "Shows the list of shows.\nSecond line.")
        XCTAssertEqual(presenter.body.methods.map(\.signature), ["var numberOfItems: Int { get }", "func item(at indexPath: IndexPath) -> Show"])
        XCTAssertTrue(presenter.body.properties.isEmpty, "protocol requirements are no storage")
        XCTAssertNil(facts.types.first { $0.name == "HomeInteractor" }?.docComment)
    }

    func testFactsRoundTripThroughCodable() throws {
        let (facts, _) = scan("final class A { weak var b: B? }")
        let data = try JSONEncoder().encode(facts)
        XCTAssertEqual(try JSONDecoder().decode(FileFacts.self, from: data), facts)
    }

    func testDiscoveryExcludesBuildFoldersTestsAndSites() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["App/A.swift", "App/B.m", "App/B.h", "Pods/P.swift", "AppTests/T.swift", ".build/x.swift", "site/s.swift", "App/readme.md"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        try Data(SourceScanner.siteMarkerText.utf8).write(to: root.appendingPathComponent("site/.viper-docs-site"))
        XCTAssertEqual(SourceScanner(root: root).sourceFiles(), ["App/A.swift", "App/B.h", "App/B.m"])
    }
}
