import Foundation
import TestSupport

/// This target's golden files (`Golden/`), compared or recorded by `TestSupport.assertGolden`.
func assertGolden(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    try TestSupport.assertGolden(actual, named: name, in: Bundle.module, file: file, line: line)
}
