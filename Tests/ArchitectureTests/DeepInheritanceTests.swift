import Architecture
import SourceScanner
import TestSupport
import XCTest

/// Written for a hostile repository: a chain of classes thousands deep made every type's walk as long
/// as the chain (quadratic). The chain is read to a fixed depth, and a warning names what was cut.
final class DeepInheritanceTests: XCTestCase {
    func testAnInheritanceChainIsReadToAFixedDepthWithAWarning() {
        let depth = TypeIndex.maximumInheritanceDepth + 6
        let code = (["class C0 {}"] + (1...depth).map { "class C\($0): C\($0 - 1) {}" }).joined(separator: "\n")
        let model = InlineApp.model([("Deep.swift", code)])
        XCTAssertEqual(model.index.types.superclasses(of: "C\(depth)").count, TypeIndex.maximumInheritanceDepth)
        XCTAssertEqual(model.index.types.superclasses(of: "C3").map(\.name), ["C2", "C1", "C0"])
        XCTAssertEqual(ModelBuilder.depthWarnings(model.index.types),
                       ["inheritance deeper than 64 classes: C65, C66, C67 and 3 more; only the nearest 64 superclasses of each are read"])
    }
}
