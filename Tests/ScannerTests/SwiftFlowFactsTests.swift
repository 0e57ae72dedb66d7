import Foundation
import SourceScanner
import TestSupport
import XCTest

/// Swift assignments, typed locals and parameters, type aliases, and the property types the model follows.
final class SwiftFlowFactsTests: XCTestCase {
    private func scan(_ marked: String, path: String = "Modules/Home/File.swift") -> (FileFacts, MarkedSource) {
        let source = MarkedSource(marked)
        return (SourceScanner.scan(source: source.code, path: path), source)
    }

    private func assertAt(_ location: SourceLocation?, _ source: MarkedSource, _ marker: String,
                          file: StaticString = #filePath, line: UInt = #line) {
        let expected = source.position(marker)
        XCTAssertNotNil(expected, "marker \(marker)", file: file, line: line)
        XCTAssertEqual(location?.line, expected?.line, "line of \(marker)", file: file, line: line)
        XCTAssertEqual(location?.column, expected?.column, "column of \(marker)", file: file, line: line)
    }

    func testAssignmentsWithReceiversAndValues() throws {
        let (facts, source) = scan("""
            final class HomeBuilder {
                var output: HomeModuleOutput?
                func build(view: HomeViewController) -> UIViewController {
                    let presenter = HomePresenter()
                    1️⃣presenter.view = view
                    2️⃣self.output = presenter
                    3️⃣view.presenter = HomePresenter(interactor: HomeInteractor())
                    4️⃣self.presenter.view = view!
                    5️⃣module.presenter.router = self
                    6️⃣presenter.interactor = r.resolve(HomeInteractorProtocol.self)!
                    7️⃣viewController?.presenter = makePresenter()
                    8️⃣presenter.router = storyboard.instantiateViewController(withIdentifier: "x") as! HomeRouter
                    9️⃣output = try container.resolve(HomeModuleOutput.self, argument: 1)
                    var local: HomeView? = nil
                    local = view
                    presenter.title = "Home"
                    presenter.wireframe = self.wireframe
                    (presenter as! HomePresenter).delegate = builder.build()
                    interactor.fetch { [weak self] in self?.items = HomeItems() }
                    _ = local
                    return view
                }
            }
            """)
        let body = try XCTUnwrap(facts.types.first).body
        let summary = body.assignments.map { "\($0.receiver).\($0.property)" }
        XCTAssertEqual(summary, ["presenter.view", "self.output", "view.presenter", "presenter.view", "presenter.router",
                                 "presenter.interactor", "viewController.presenter", "presenter.router", "self.output",
                                 "presenter.title", "presenter.wireframe", "presenter.delegate", "self.items"])
        XCTAssertEqual(body.assignments.map(\.value), [
            .name("view"), .name("presenter"), .creation("HomePresenter"), .name("view"), .selfValue,
            .resolved("HomeInteractorProtocol"), .call("makePresenter"), .creation("HomeRouter"), .resolved("HomeModuleOutput"),
            .other, .name("wireframe"), .call("build"), .creation("HomeItems"),
        ])
        XCTAssertTrue(body.assignments.allSatisfy { $0.function == "build(view:)" })
        for (index, marker) in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"].enumerated() {
            assertAt(body.assignments[index].location, source, marker)
        }
    }

    func testBareAssignmentsInInitializersAndAccessors() throws {
        let (facts, _) = scan("""
            final class HomePresenter {
                weak var view: HomeViewProtocol?
                var interactor: HomeInteractorProtocol
                init(view: HomeViewProtocol, interactor: HomeInteractorProtocol) {
                    self.view = view
                    self.interactor = interactor
                }
                var router: HomeRouter? { didSet { wireframe = router } }
                func start() { interactor = HomeInteractor() }
            }
            func topLevel() { presenter.view = view }
            """)
        let body = try XCTUnwrap(facts.types.first).body
        XCTAssertEqual(body.assignments, [
            AssignmentFact(receiver: "self", property: "view", value: .name("view"), function: "init(view:interactor:)",
                           location: SourceLocation(file: "Modules/Home/File.swift", line: 5, column: 9)),
            AssignmentFact(receiver: "self", property: "interactor", value: .name("interactor"), function: "init(view:interactor:)",
                           location: SourceLocation(file: "Modules/Home/File.swift", line: 6, column: 9)),
            AssignmentFact(receiver: "self", property: "wireframe", value: .name("router"), function: "router",
                           location: SourceLocation(file: "Modules/Home/File.swift", line: 8, column: 40)),
            AssignmentFact(receiver: "self", property: "interactor", value: .creation("HomeInteractor"), function: "start()",
                           location: SourceLocation(file: "Modules/Home/File.swift", line: 9, column: 20)),
        ])
    }

    func testLocalsAndParametersWithTheirTypes() throws {
        let (facts, source) = scan("""
            final class HomeRouter {
                static func createModule(1️⃣view: HomeViewController, _ 2️⃣output: (any HomeModuleOutput)?, completion: () -> Void) {
                    let 3️⃣presenter = HomePresenter()
                    let 4️⃣interactor: HomeInteractorProtocol & AnyObject = HomeInteractor()
                    guard let 5️⃣vc = storyboard.instantiateViewController(withIdentifier: "x") as? HomeViewController else { return }
                    let 6️⃣p = r.resolve(HomePresenterProtocol.self)!
                    var 7️⃣router: (HomeRouterProtocol & Routing)!
                    if let 8️⃣cached = cache.object(forKey: "k") as? HomeView {}
                    let title = "Home", count = items.count
                    items.forEach { (9️⃣item: HomeItem) in print(item) }
                }
            }
            """)
        let locals = try XCTUnwrap(facts.types.first).body.locals
        XCTAssertEqual(locals.map(\.name), ["view", "output", "presenter", "interactor", "vc", "p", "router", "cached", "item"])
        XCTAssertEqual(locals.map(\.typeName), ["HomeViewController", "HomeModuleOutput", "HomePresenter", "HomeInteractorProtocol",
                                                "HomeViewController", "HomePresenterProtocol", "HomeRouterProtocol", "HomeView", "HomeItem"])
        XCTAssertEqual(locals.map(\.isParameter), [true, true, false, false, false, false, false, false, true])
        XCTAssertEqual(locals[6].additionalTypeNames, ["Routing"])
        XCTAssertTrue(locals.allSatisfy { $0.function == "createModule(view:_:completion:)" })
        for (index, marker) in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"].enumerated() {
            assertAt(locals[index].location, source, marker)
        }
    }

    func testTypealiasesAtTopLevelAndNested() throws {
        let (facts, source) = scan("""
            typealias 1️⃣HomeView = UIViewController & HomeViewProtocol
            protocol HomeModule {
                typealias 2️⃣Presenter = HomePresenterInterface
                associatedtype View
            }
            enum Home {
                typealias 3️⃣Completion = (Bool) -> Void
                func f() { typealias Local = Int }
            }
            """)
        XCTAssertEqual(facts.typealiases.map(\.name), ["HomeView"])
        XCTAssertEqual(facts.typealiases.first?.typeNames, ["UIViewController", "HomeViewProtocol"])
        XCTAssertEqual(facts.typealiases.first?.typeText, "UIViewController & HomeViewProtocol")
        assertAt(facts.typealiases.first?.location, source, "1️⃣")
        let module = try XCTUnwrap(facts.types.first { $0.name == "HomeModule" })
        XCTAssertEqual(module.body.typealiases.map(\.name), ["Presenter"])
        XCTAssertEqual(module.body.typealiases.first?.typeNames, ["HomePresenterInterface"])
        assertAt(module.body.typealiases.first?.location, source, "2️⃣")
        let home = try XCTUnwrap(facts.types.first { $0.name == "Home" })
        XCTAssertEqual(home.body.typealiases.map(\.name), ["Completion"])
        XCTAssertEqual(home.body.typealiases.first?.typeNames, [])
        assertAt(home.body.typealiases.first?.location, source, "3️⃣")
    }

    func testNamesAreReadThroughTheAliasesOfTheirLexicalScope() throws {
        let (facts, _) = scan("""
            final class SettingsRouter {
                weak var presenter: ModulePresenter?
                var view: ModuleView!
                typealias ModulePresenter = SettingsPresenter
                typealias ModuleView = SettingsViewInput & AnyObject
                typealias Dependencies = (interactor: SettingsInteractor, router: SettingsRouter)
                let dependencies: Dependencies
                func make() { let p = ModulePresenter(); presenter = ModulePresenter() }
                final class Child {
                    typealias ModuleView = ChildView
                    var presenter: ModulePresenter?
                    var view: ModuleView?
                }
            }
            final class ProfileRouter {
                weak var presenter: ModulePresenter?
            }
            """)
        func properties(_ type: String) -> [String] {
            (facts.types.first { $0.name == type }?.body.properties ?? []).map { ([$0.typeName ?? "-"] + $0.additionalTypeNames).joined(separator: "&") }
        }
        XCTAssertEqual(properties("SettingsRouter"), ["SettingsPresenter", "SettingsViewInput", "Dependencies"])
        XCTAssertEqual(properties("SettingsRouter.Child"), ["SettingsPresenter", "ChildView"], "a nested type by its path")
        XCTAssertEqual(properties("ProfileRouter"), ["ModulePresenter"], "another class's alias is out of scope")
        let router = try XCTUnwrap(facts.types.first { $0.name == "SettingsRouter" })
        XCTAssertEqual(router.body.creations.map(\.typeName), ["SettingsPresenter", "SettingsPresenter"])
        XCTAssertEqual(router.body.locals.map(\.typeName), ["SettingsPresenter"])
        XCTAssertEqual(router.body.assignments.map(\.value), [.creation("SettingsPresenter")])
    }

    func testWhetherACalleeLetsItsClosuresEscapeIsReadFromItsSignature() {
        let cases: [(String, Bool?)] = [
            ("func validate(_ check: () -> Bool) -> Bool", false),
            ("func each(_ body: @MainActor (Int) throws -> Void) rethrows", false),
            ("func load(id: Int, completion: @escaping (Result<Int, Error>) -> Void)", true),
            ("func load(completion: (() -> Void)?)", true),
            ("func load(_ check: () -> Bool, then: Completion?)", true),
            ("init(handler: @escaping @Sendable () -> Void)", true),
            ("func reload(animated: Bool)", nil),
        ]
        for (signature, expected) in cases {
            XCTAssertEqual(ClosureEscaping.mayEscape(signature: signature), expected, signature)
        }
    }

    func testPropertyTypesSeenThroughOptionalsCompositionsAndAliases() throws {
        let (facts, _) = scan("""
            final class HomePresenter {
                var a: HomeViewOutput!
                var b: HomeViewOutput?
                var c: HomeViewOutput & AnyObject
                var d: (any HomeViewOutput)?
                weak var view: HomeView?
            }
            """)
        let properties = try XCTUnwrap(facts.types.first).body.properties
        XCTAssertEqual(properties.map(\.typeName), ["HomeViewOutput", "HomeViewOutput", "HomeViewOutput", "HomeViewOutput", "HomeView"])
        XCTAssertEqual(properties.map(\.isOptional), [true, true, false, true, true])
    }

    func testFactsCachedBeforeTheNewKeysStillDecode() throws {
        let (facts, _) = scan("final class A { var b: B?; func f() { b = B() } }")
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: JSONEncoder().encode(facts)) as? [String: Any])
        json["typealiases"] = nil
        var types = try XCTUnwrap(json["types"] as? [[String: Any]])
        var body = try XCTUnwrap(types[0]["body"] as? [String: Any])
        for key in ["assignments", "locals", "typealiases", "registrations"] { body[key] = nil }
        types[0]["body"] = body
        json["types"] = types
        let decoded = try JSONDecoder().decode(FileFacts.self, from: JSONSerialization.data(withJSONObject: json))
        XCTAssertEqual(decoded.types.first?.body.properties, facts.types.first?.body.properties)
        XCTAssertEqual(decoded.types.first?.body.assignments, [])
        XCTAssertEqual(decoded.typealiases, [])
        XCTAssertEqual(try JSONDecoder().decode(FileFacts.self, from: JSONEncoder().encode(facts)), facts)
    }
}
