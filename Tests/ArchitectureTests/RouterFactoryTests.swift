import Architecture
import TestSupport
import XCTest

/// Written after a wallet whose modules each have a `Default<Name>WireframeFactory`: its `make`
/// returns the module's wireframe, whose `wireUp()` builds the view and the presenter, and every
/// module that opens another holds that module's factory. A factory is its module's builder, never
/// shared plumbing, and holding and calling it opens the module; a service that only shows a
/// module through it builds nothing.
final class RouterFactoryTests: XCTestCase {
    private func module(_ name: String, opens others: [String]) -> [(String, String)] {
        let held = others.map { "let \($0.lowercased())Factory: \($0)WireframeFactory" }.joined(separator: "\n")
        let opening = others.map { "func open\($0)() { \($0.lowercased())Factory.make(vc).present() }" }.joined(separator: "\n")
        return [
            ("Modules/\(name)/\(name)View.swift", "final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter! }"),
            ("Modules/\(name)/\(name)Presenter.swift", "final class Default\(name)Presenter { weak var view: \(name)ViewController?; let wireframe: \(name)Wireframe }"),
            ("Modules/\(name)/\(name)Wireframe.swift", """
                protocol \(name)Wireframe: AnyObject { func present() }
                final class Default\(name)Wireframe: \(name)Wireframe {
                    weak var vc: UIViewController?
                    \(held)
                    func present() { let view = wireUp() }
                    \(opening)
                    private func wireUp() -> UIViewController {
                        let view = \(name)ViewController()
                        let presenter = Default\(name)Presenter(view: view, wireframe: self)
                        view.presenter = presenter
                        return view
                    }
                }
                """),
            ("Modules/\(name)/\(name)WireframeFactory.swift", """
                protocol \(name)WireframeFactory: AnyObject { func make(_ parent: UIViewController?) -> \(name)Wireframe }
                final class Default\(name)WireframeFactory: \(name)WireframeFactory {
                    func make(_ parent: UIViewController?) -> \(name)Wireframe { Default\(name)Wireframe() }
                }
                """),
        ]
    }

    func testAFactoryThatMakesAndReturnsTheRouterIsTheModulesBuilder() throws {
        let model = InlineApp.model(module("Alert", opens: []) + module("Home", opens: ["Alert"]) + module("Settings", opens: ["Alert"])
            + module("Wallet", opens: ["Alert"]) + [("Services/MailService.swift", """
                final class DefaultMailService {
                    let alertFactory: AlertWireframeFactory
                    func showNoMail() { alertFactory.make(nil).present() }
                }
                """)])
        let alert = try XCTUnwrap(model.module(named: "Alert"))
        XCTAssertEqual(alert.components.filter { $0.role == .builder }.map(\.type).sorted(), ["DefaultAlertWireframe", "DefaultAlertWireframeFactory"])
        XCTAssertFalse(model.services.map(\.name).contains("DefaultAlertWireframeFactory"), "three modules hold it to open Alert")
        XCTAssertEqual(model.module(named: "Home")?.navigatesTo, ["Alert"])
        XCTAssertTrue(model.module(named: "Home")?.references.contains { $0.property == "alertFactory" && $0.to == .builder } == true)
    }
}
