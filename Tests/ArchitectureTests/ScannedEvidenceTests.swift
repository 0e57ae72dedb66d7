import SourceScanner
import TestSupport
import XCTest

/// The facts the model builder reads for real apps' wiring: metatypes handed to a container,
/// calls on held objects, and what a hosting controller hosts.
final class ScannedEvidenceTests: XCTestCase {
    func testMetatypeArgumentsCallsAndNestedGenericArguments() throws {
        let facts = InlineApp.facts([("Modules/Cities/CitiesRouter.swift", """
            final class CitiesRouter: BaseRouter<HostingController<CitiesView>> {
                private let assembly: ModuleAssembly
                func open() {
                    let builder = container.resolve(CityBuilder.self)
                    self.assembly.makeCityModule(id: 1)
                    router?.close()
                    Self.log("x")
                }
            }
            """)])
        let type = try XCTUnwrap(facts.first?.types.first)
        XCTAssertEqual(type.inherits, [TypeName("BaseRouter", genericArguments: ["HostingController"], nestedGenericArguments: [["CitiesView"]])])
        XCTAssertEqual(type.body.typeReferences.map { "\($0.callee ?? "-"):\($0.typeName) in \($0.function ?? "-")" }, ["resolve:CityBuilder in open()"])
        XCTAssertEqual(type.body.calls.map { "\($0.receiver).\($0.member)" }, ["container.resolve", "assembly.makeCityModule", "router.close"])
    }

    func testPlainGenericArgumentsKeepTheirEarlierShape() throws {
        let facts = InlineApp.facts([("W.swift", "final class HomeWireframe: BaseWireframe<HomeViewController> {}")])
        XCTAssertEqual(facts.first?.types.first?.inherits, [TypeName("BaseWireframe", genericArguments: ["HomeViewController"])])
    }
}
