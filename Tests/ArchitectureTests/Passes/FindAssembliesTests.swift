@testable import Architecture
import XCTest

final class FindAssembliesTests: XCTestCase {
    func testAFunctionThatCreatesAndWiresIsAnAssemblyAndItsAssignmentsAreKept() {
        let state = state(after: FindAssemblies.self, [
            ("Home/HomeModule.swift", """
                final class HomeModule {
                    func build() -> UIViewController {
                        let view = HomeScreen()
                        let presenter = HomePresenter()
                        presenter.output = view
                        return view
                    }
                }
                """),
            ("Home/HomePresenter.swift", "final class HomePresenter { weak var output: AnyObject? }"),
            ("Home/HomeScreen.swift", "final class HomeScreen: UIViewController {}"),
        ])
        let assembly = state.assemblies.first { $0.type == "HomeModule" }
        XCTAssertEqual(assembly?.function, "build")
        XCTAssertEqual(Set(assembly?.created.map(\.typeName) ?? []), ["HomeScreen", "HomePresenter"])
        XCTAssertEqual(state.assignedTypes["HomePresenter"]?["output"]?.map(\.typeName), ["HomeScreen"])
        XCTAssertNil(state.assemblies.first { $0.type == "HomePresenter" }, "a type that creates nothing assembles nothing")
    }
}
