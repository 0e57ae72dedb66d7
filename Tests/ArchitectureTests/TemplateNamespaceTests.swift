import Architecture
import SourceScanner
import TestSupport
import XCTest

/// A module template whose nested names need not say a role (written after a SwiftUI app whose every
/// screen is `enum <Name>` with `RootView`, `StateModel` and `Provider` nested in it): the namespace is
/// the module, and the code says the roles: what the view keeps is the presenter, and what the
/// presenter's base class keeps for its generic argument is the interactor.
final class TemplateNamespaceTests: XCTestCase {
    private static func app(_ screens: [String]) -> [(path: String, code: String)] {
        var files: [(path: String, code: String)] = [
            ("Base/BaseStateModel.swift", """
                protocol Provider { init(resolver: Resolver) }
                class BaseProvider: Provider { required init(resolver: Resolver) {} }
                protocol Router {}
                final class BaseRouter: Router {}
                class BaseStateModel<P>: ObservableObject where P: Provider {
                    let router: Router
                    let provider: P
                    init(resolver: Resolver) {
                        router = resolver.resolve(Router.self)!
                        provider = P(resolver: resolver)
                    }
                }
                """),
        ]
        for screen in screens {
            files += [
                ("Modules/\(screen)/\(screen)DataFlow.swift", "enum \(screen) {}"),
                ("Modules/\(screen)/\(screen)StateModel.swift", "extension \(screen) {\n    final class StateModel: BaseStateModel<Provider> {}\n}"),
                ("Modules/\(screen)/\(screen)Provider.swift", "extension \(screen) {\n    final class Provider: BaseProvider {}\n}"),
                ("Modules/\(screen)/View/\(screen)RootView.swift", """
                    extension \(screen) {
                        struct RootView: View {
                            @StateObject var state: StateModel
                            init(resolver: Resolver) { _state = StateObject(wrappedValue: StateModel(resolver: resolver)) }
                            var body: some View { Text("") }
                        }
                    }
                    """),
            ]
        }
        // A second view of one screen, named for itself, is that screen's, not a module of its own.
        files.append(("Modules/Bolus/View/AlternativeBolusRootView.swift", """
            extension Bolus {
                struct AlternativeBolusRootView: View {
                    @ObservedObject var state: StateModel
                    var body: some View { Text("") }
                }
            }
            """))
        return files
    }

    func testTheNamespaceIsTheModuleAndTheCodeSaysTheRoles() throws {
        let model = InlineApp.model(Self.app(["AddCarbs", "Bolus", "Home"]))
        XCTAssertEqual(model.modules.map(\.name), ["AddCarbs", "Bolus", "Home"], "no module AlternativeBolusRoot")
        let bolus = try XCTUnwrap(model.module(named: "Bolus"))
        XCTAssertEqual(bolus.components.map { "\($0.role.rawValue):\($0.type)" }.sorted(),
                       ["interactor:Bolus.Provider", "presenter:Bolus.StateModel", "view:Bolus.RootView"],
                       "the view that makes the presenter is the screen; the one handed it is a part of it")
        XCTAssertTrue(bolus.references.contains { $0.from == .presenter && $0.to == .interactor && $0.property == "provider" },
                      "\(bolus.references)")
        // The router every screen's base class keeps is the app's, not each screen's.
        XCTAssertFalse(model.modules.flatMap(\.components).contains { $0.type == "BaseRouter" })
    }

    func testOneNamespaceAloneIsNoTemplate() {
        let model = InlineApp.model(Self.app(["Bolus"]))
        XCTAssertFalse(model.modules.contains { $0.name == "Bolus" && $0.components.contains { $0.type == "Bolus.StateModel" } },
                       "a name that one namespace nests says nothing of a template")
    }
}
