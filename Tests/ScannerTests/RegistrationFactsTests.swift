import SourceScanner
import TestSupport
import XCTest

/// Dependency-container registrations: Swinject in Swift, Typhoon in Objective-C.
final class RegistrationFactsTests: XCTestCase {
    private func scan(_ marked: String, path: String) -> (FileFacts, MarkedSource) {
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

    func testSwinjectRegistrationsInAnAssembly() throws {
        let (facts, source) = scan("""
            import Swinject

            final class HomeAssembly: Assembly {
                func assemble(container: Container) {
                    1️⃣container.register(HomePresenterProtocol.self) { r in
                        HomePresenter(interactor: r.resolve(HomeInteractorProtocol.self)!)
                    }
                    2️⃣container.register(HomeInteractorProtocol.self) { _ in
                        let interactor = HomeInteractor()
                        interactor.service = HomeService()
                        return interactor
                    }.inObjectScope(.container)
                    container.storyboardInitCompleted(HomeViewController.self) { r, 4️⃣c in
                        5️⃣c.presenter = r.resolve(HomePresenterProtocol.self)
                    }
                    container.autoregister(HomeRouterProtocol.self, initializer: HomeRouter.init)
                    container.register(HomeViewOutput.self, factory: { r in HomePresenter() })
                        .initCompleted { r, p in
                            (p as! HomePresenter).view = r ~> HomeViewInput.self
                        }
                    self.assembled = true
                }
            }
            """, path: "App/HomeAssembly.swift")
        let body = try XCTUnwrap(facts.types.first { $0.name == "HomeAssembly" }).body
        let registrations = body.registrations
        XCTAssertEqual(registrations.map(\.kind), [.register, .register, .storyboardInitCompleted, .autoregister, .register])
        XCTAssertEqual(registrations.map(\.typeName), ["HomePresenterProtocol", "HomeInteractorProtocol", "HomeViewController",
                                                       "HomeRouterProtocol", "HomeViewOutput"])
        XCTAssertEqual(registrations.map(\.createdType), ["HomePresenter", "HomeInteractor", "HomeViewController", "HomeRouter", "HomePresenter"])
        XCTAssertTrue(registrations.allSatisfy { $0.function == "assemble(container:)" })
        XCTAssertEqual(registrations.map(\.instanceName), [nil, nil, "c", nil, "p"])
        XCTAssertEqual(registrations[0].injections, [])
        XCTAssertEqual(registrations[1].injections.map { "\($0.receiver).\($0.property)" }, ["interactor.service"])
        XCTAssertEqual(registrations[1].injections.first?.value, .creation("HomeService"))
        let injection = try XCTUnwrap(registrations[2].injections.first)
        XCTAssertEqual(injection.receiver, "c")
        XCTAssertEqual(injection.property, "presenter")
        XCTAssertEqual(injection.value, .resolved("HomePresenterProtocol"))
        XCTAssertEqual(injection.function, "assemble(container:)")
        assertAt(injection.location, source, "5️⃣")
        XCTAssertEqual(registrations[4].injections.map(\.receiver), ["p"])
        XCTAssertEqual(registrations[4].injections.map(\.value), [.resolved("HomeViewInput")])
        // Injections are not the assembly's own assignments.
        XCTAssertEqual(body.assignments.map { "\($0.receiver).\($0.property)" }, ["self.assembled"])
        // The instance parameter of `storyboardInitCompleted` is a local of the registered type.
        let c = try XCTUnwrap(body.locals.first { $0.name == "c" })
        XCTAssertEqual(c.typeName, "HomeViewController")
        XCTAssertTrue(c.isParameter)
        assertAt(c.location, source, "4️⃣")
        XCTAssertEqual(body.locals.first { $0.name == "p" }?.typeName, "HomePresenter")
        XCTAssertEqual(body.locals.first { $0.name == "interactor" }?.typeName, "HomeInteractor")
        assertAt(registrations[0].location, source, "1️⃣")
        assertAt(registrations[1].location, source, "2️⃣")
    }

    func testRegistrationsOutsideAnyTypeAreDroppedAndResolveIsNoRegistration() {
        let (facts, _) = scan("""
            let container = Container()
            func setUp() { container.register(A.self) { _ in A() } }
            final class Router { func open() { let d = container.resolve(DetailsBuilder.self)!; d.build() } }
            final class ListView { func viewDidLoad() { tableView.register(ItemCell.self, forCellReuseIdentifier: "cell") } }
            """, path: "App/Setup.swift")
        XCTAssertTrue(facts.types.allSatisfy { $0.body.registrations.isEmpty })
        XCTAssertEqual(facts.types.first?.body.locals.map(\.typeName), ["DetailsBuilder"])
    }

    func testTyphoonDefinitionsWithTheirInjections() throws {
        let (facts, source) = scan("""
            @implementation ZIKHomeAssembly
            - (ZIKHomeViewController *)homeView {
                return 1️⃣[TyphoonDefinition withClass:[ZIKHomeViewController class] configuration:^(TyphoonDefinition *2️⃣definition) {
                    3️⃣[definition injectProperty:@selector(output) with:[self homePresenter]];
                    [definition injectProperty:@selector(router)];
                    definition.scope = TyphoonScopeSingleton;
                }];
            }
            - (id<ZIKHomeViewOutput>)homePresenter {
                return [TyphoonDefinition withClass:[ZIKHomePresenter class] configuration:^(TyphoonDefinition *definition) {
                    [definition injectProperty:@selector(view) with:[self homeView]];
                }];
            }
            - (ZIKHomeRouter *)homeRouter {
                self.lastDefinition = nil;
                return [TyphoonDefinition withClass:[ZIKHomeRouter class]];
            }
            @end
            """, path: "App/ZIKHomeAssembly.m")
        let body = try XCTUnwrap(facts.extensions.first).body
        let registrations = body.registrations
        XCTAssertEqual(registrations.map(\.kind), [.typhoon, .typhoon, .typhoon])
        XCTAssertEqual(registrations.map(\.typeName), ["ZIKHomeViewController", "ZIKHomePresenter", "ZIKHomeRouter"])
        XCTAssertEqual(registrations.map(\.createdType), ["ZIKHomeViewController", "ZIKHomePresenter", "ZIKHomeRouter"])
        XCTAssertEqual(registrations.map(\.function), ["homeView", "homePresenter", "homeRouter"])
        XCTAssertEqual(registrations.map(\.instanceName), ["definition", "definition", nil])
        assertAt(registrations[0].location, source, "1️⃣")
        let injections = registrations[0].injections
        XCTAssertEqual(injections.map(\.receiver), ["definition", "definition", "definition"])
        XCTAssertEqual(injections.map(\.property), ["output", "router", "scope"])
        XCTAssertEqual(injections.map(\.value), [.call("homePresenter"), .other, .other])
        XCTAssertEqual(injections.first?.function, "homeView")
        assertAt(injections.first?.location, source, "3️⃣")
        XCTAssertEqual(registrations[1].injections.map(\.property), ["view"])
        XCTAssertEqual(registrations[1].injections.first?.value, .call("homeView"))
        XCTAssertEqual(registrations[2].injections, [])
        // Injections are not the assembly's own assignments; the block parameter is a typed local.
        XCTAssertEqual(body.assignments.map { "\($0.receiver).\($0.property)" }, ["self.lastDefinition"])
        let definition = try XCTUnwrap(body.locals.first { $0.name == "definition" })
        XCTAssertEqual(definition.typeName, "TyphoonDefinition")
        XCTAssertTrue(definition.isParameter)
        assertAt(definition.location, source, "2️⃣")
    }
}
