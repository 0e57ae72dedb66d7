import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Modules whose parts are nested in a namespace (`enum Map { final class Presenter … }`): each type
/// is known by its path, and names in a body are read as Swift looks them up, innermost type first.
final class NestedNamesTests: XCTestCase {
    /// A namespaced module: the parts in an extension of `namespace`, the assembly creating them by bare names.
    private static func namespaced(_ namespace: String, extended: Bool) -> String {
        let open = extended ? "enum \(namespace) {}\nextension \(namespace) {" : "enum \(namespace) {"
        return """
            import UIKit
            \(open)
                final class View: UIViewController { var presenter: Presenter! }
                final class Presenter {
                    weak var view: View?
                    var interactor: Interactor?
                    var router: Router?
                }
                final class Interactor { weak var presenter: Presenter? }
                final class Router { weak var view: View? }
                enum Assembly {
                    static func make() -> UIViewController {
                        let view = View(); let presenter = Presenter(); let interactor = Interactor(); let router = Router()
                        view.presenter = presenter; presenter.view = view; presenter.interactor = interactor
                        presenter.router = router; interactor.presenter = presenter; router.view = view
                        return view
                    }
                }
            }
            """
    }

    private func components(_ module: Module?) -> [String] {
        (module?.components ?? []).map { "\($0.role.rawValue):\($0.type)" }.sorted()
    }

    private func references(_ module: Module?) -> [String] {
        (module?.references ?? []).map { "\($0.from.rawValue).\($0.property)->\($0.to.rawValue) \($0.ownership.rawValue)" }.sorted()
    }

    func testTwoNamespacesWithTheSameBareNamesAreTwoWholeModules() {
        let model = InlineApp.model([
            ("App/Map/Map.swift", Self.namespaced("Map", extended: true)),
            ("App/Game/Game.swift", Self.namespaced("Game", extended: false)),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Game", "Map"])
        for name in ["Game", "Map"] {
            let module = model.module(named: name)
            XCTAssertEqual(components(module), ["builder:\(name).Assembly", "interactor:\(name).Interactor", "presenter:\(name).Presenter",
                                                "router:\(name).Router", "view:\(name).View"], name)
            XCTAssertEqual(references(module), ["interactor.presenter->presenter weak", "presenter.interactor->interactor strong",
                                                "presenter.router->router strong", "presenter.view->view weak",
                                                "router.view->view weak", "view.presenter->presenter strong"], name)
            XCTAssertTrue(module?.references.allSatisfy { $0.type.hasPrefix("\(name).") } == true, "\(name) refers to its own types")
        }
    }

    func testANamespaceSharingItsNameWithAStructElsewhereKeepsItsModule() {
        let model = InlineApp.model([
            ("App/Map/Map.swift", Self.namespaced("Map", extended: true)),
            ("App/Data/Endpoints.swift", "enum Endpoints { struct Map: Decodable { let id: Int } }\nstruct Map2 {}"),
            ("App/Data/Map.swift", "struct Place { var map: Endpoints.Map }"),
        ])
        XCTAssertEqual(components(model.module(named: "Map")).count, 5)
    }

    func testAnExtensionInAnotherFileReadsNamesInItsNamespace() {
        let model = InlineApp.model([
            ("App/Map/Map.swift", "import UIKit\nenum Map {}\nfinal class Presenter {}"),
            ("App/Map/Map.View.swift", "import UIKit\nextension Map { final class View: UIViewController { var presenter: Presenter! } }"),
            ("App/Map/Map.Presenter.swift", """
                extension Map {
                    final class Presenter { weak var view: View?; var router: Router? }
                }
                """),
            ("App/Map/Map.Router.swift", "import UIKit\nextension Map { final class Router { weak var view: View? } }"),
            ("App/Map/Map.Assembly.swift", """
                import UIKit
                extension Map {
                    enum Assembly {
                        static func make() -> UIViewController {
                            let view = View(); let presenter = Presenter(); let router = Router()
                            view.presenter = presenter; presenter.view = view; presenter.router = router; router.view = view
                            return view
                        }
                    }
                }
                """),
        ])
        let map = model.module(named: "Map")
        XCTAssertEqual(components(map), ["builder:Map.Assembly", "presenter:Map.Presenter", "router:Map.Router", "view:Map.View"])
        XCTAssertEqual(map?.references.first { $0.property == "presenter" }?.type, "Map.Presenter", "not the top-level Presenter")
    }

    func testAWrittenPathNamesTheNestedTypeAndFallsBackToItsLastName() {
        let files = InlineApp.facts([
            ("App/Map.swift", """
                import UIKit
                enum Map { final class Presenter {} }
                final class Holder {
                    var presenter: Map.Presenter?
                    var controller: UIKit.UIViewController?
                    func make() { _ = Map.Presenter() }
                }
                """),
        ])
        let model = ModelBuilder(files: files).build()
        let holder = model.files[0].types.first { $0.name == "Holder" }
        XCTAssertEqual(holder?.body.properties.map(\.typeName), ["Map.Presenter", "UIViewController"])
        XCTAssertEqual(holder?.body.creations.map(\.typeName), ["Map.Presenter"])
        XCTAssertEqual(model.files[0].types.map(\.name).sorted(), ["Holder", "Map", "Map.Presenter"])
    }

    func testANestedTypealiasIsStillReadInItsScope() {
        let files = InlineApp.facts([
            ("App/Detail.swift", """
                enum Detail {
                    typealias Output = Presenter
                    final class Presenter {}
                    final class View { var output: Output? }
                }
                final class Main { func open(r: Resolver) { _ = r.resolve(Detail.Output.self) } }
                """),
            ("App/Detail+Assembly.swift", """
                extension Detail {
                    struct Assembly { func assemble(r: Resolver) { _ = r.resolve(Output.self) } }
                }
                """),
        ])
        let model = ModelBuilder(files: files).build()
        let view = model.files.flatMap(\.types).first { $0.name == "Detail.View" }
        XCTAssertEqual(view?.body.properties.first?.typeName, "Detail.Presenter")
        let main = model.files.flatMap(\.types).first { $0.name == "Main" }
        XCTAssertEqual(main?.body.typeReferences.first?.typeName, "Detail.Output", "the nested alias, by its path")
        XCTAssertEqual(TypeIndex(files: model.files).resolved("Detail.Output"), ["Detail.Presenter"])
        let assembly = model.files.flatMap(\.types).first { $0.name == "Detail.Assembly" }
        XCTAssertEqual(assembly?.body.typeReferences.first?.typeName, "Detail.Output", "the alias of the type around it")
    }

    func testAResolvedBundleNamedInANamespaceOpensItsModule() {
        func module(_ name: String) -> String {
            """
            import UIKit
            protocol \(name)RouterInput: AnyObject {}
            final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }
            final class \(name)Presenter { weak var view: \(name)ViewController?; var router: \(name)RouterInput! }
            final class \(name)Router: \(name)RouterInput {
                weak var view: UIViewController?
                let resolver: Resolver
                init(resolver: Resolver) { self.resolver = resolver }
                func open() { let (router, _) = resolver.resolve(\(name == "Main" ? "Detail" : "Main").Module.self)!; _ = router }
            }
            enum \(name) { typealias Module = (router: \(name)RouterInput, input: \(name)Presenter) }
            extension \(name) {
                struct Assembly {
                    func assemble(container: Container) {
                        container.register(Module.self) { r in
                            let view = \(name)ViewController(); let presenter = \(name)Presenter(); let router = \(name)Router(resolver: r)
                            view.presenter = presenter; presenter.view = view; presenter.router = router; router.view = view
                            return (router, presenter)
                        }
                    }
                }
            }
            """
        }
        let model = InlineApp.model([("App/Main/Main.swift", module("Main")), ("App/Detail/Detail.swift", module("Detail"))])
        XCTAssertEqual(model.module(named: "Main")?.navigatesTo, ["Detail"])
        XCTAssertEqual(model.module(named: "Detail")?.components.first { $0.role == .builder }?.type, "Detail.Assembly")
    }

    func testABareRoleNestedInATypeOfItsOwnIsNoModule() {
        // A UIViewRepresentable's `Coordinator` and a service's `Assembly` are the outer type's helpers:
        // only a namespace (an enum) lends its name to a bare role nested in it.
        let model = InlineApp.model([
            ("App/Scan/Scan.swift", """
                import SwiftUI
                final class ScanPresenter: ObservableObject {
                    private let router: ScanRouter
                    init(router: ScanRouter) { self.router = router }
                    func dismiss() { router.dismiss() }
                }
                final class ScanRouter {
                    weak var viewController: UIViewController!
                    func dismiss() { viewController.dismiss(animated: true) }
                }
                struct ScanView: View {
                    @EnvironmentObject var presenter: ScanPresenter
                    var body: some View { ScanQR(onValue: { _ in presenter.dismiss() }) }
                }
                final class ScanModule {
                    static func create() -> UIViewController {
                        let router = ScanRouter()
                        let presenter = ScanPresenter(router: router)
                        let viewController = UIHostingController(rootView: ScanView().environmentObject(presenter))
                        router.viewController = viewController
                        return viewController
                    }
                }
                """),
            ("App/Scan/Views/ScanQR.swift", """
                import SwiftUI
                protocol ScanQRViewDelegate: AnyObject { func scanDidDetect(value: String) }
                final class ScanQRView: UIView { weak var delegate: ScanQRViewDelegate? }
                struct ScanQR: UIViewRepresentable {
                    class Coordinator: ScanQRViewDelegate {
                        private let onValue: (String) -> Void
                        init(onValue: @escaping (String) -> Void) { self.onValue = onValue }
                        func scanDidDetect(value: String) { onValue(value) }
                    }
                    let onValue: (String) -> Void
                    func makeUIView(context: Context) -> ScanQRView {
                        let view = ScanQRView()
                        view.delegate = context.coordinator
                        return view
                    }
                    func updateUIView(_ uiView: ScanQRView, context: Context) {}
                    func makeCoordinator() -> Coordinator { Coordinator(onValue: onValue) }
                }
                """),
            ("App/Services/MapService.swift", """
                final class MapService {
                    struct Assembly { func make() -> MapService { MapService() } }
                }
                """),
        ])
        XCTAssertEqual(model.modules.map(\.name), ["Scan"])
        XCTAssertFalse(model.modules.flatMap(\.components).contains { ["ScanQR.Coordinator", "MapService.Assembly"].contains($0.type) })
    }

    func testRoleNamesOfNestedTypes() {
        XCTAssertEqual(RoleNaming.split(typeName: "Map.Presenter")?.module, "Map")
        XCTAssertEqual(RoleNaming.split(typeName: "Main.Assembly")?.role, .builder)
        XCTAssertEqual(RoleNaming.split(typeName: "Profile.ViewController")?.module, "Profile")
        XCTAssertEqual(RoleNaming.split(typeName: "Profile.ViewController")?.role, .view)
        XCTAssertEqual(RoleNaming.split(typeName: "User.Profile.Router")?.module, "User.Profile")
        XCTAssertEqual(RoleNaming.split(typeName: "HomeViewController.HeaderView")?.module, "Header", "its own name first")
        XCTAssertNil(RoleNaming.split(typeName: "Map.State"))
    }
}
