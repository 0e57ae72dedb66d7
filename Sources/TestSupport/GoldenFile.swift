import Foundation
import XCTest

// MARK: - Golden files
//
// Expected output lives in a test target's `Golden/` folder, shipped to the tests as a resource. Run
// the tests with `RECORD_GOLDEN=1` to rewrite the files from the current output, then review the diff.

/// Compares `actual` with the golden file `name` in `bundle`'s `Golden` folder, or records it into
/// the `Golden` folder beside the calling test file when `RECORD_GOLDEN=1`.
public func assertGolden(_ actual: String, named name: String, in bundle: Bundle,
                         file: StaticString = #filePath, line: UInt = #line) throws {
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
        // Recording must write into the source tree (the bundle is a build product); the test's own
        // path is the only way to find it, and this is the only place that needs it.
        let folder = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Golden")
        try actual.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        print("Recorded golden file \(name)")
        return
    }
    let base = (name as NSString).deletingPathExtension
    let ext = (name as NSString).pathExtension
    guard let url = bundle.url(forResource: base, withExtension: ext, subdirectory: "Golden") else {
        XCTFail("No golden file \(name); run the tests with RECORD_GOLDEN=1 to record it", file: file, line: line)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    if actual != expected {
        let actualLines = actual.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
        let where_ = firstDifference.map { "line \($0.offset + 1):\n  expected: \($0.element.1)\n  actual:   \($0.element.0)" }
            ?? "line counts differ (expected \(expectedLines.count), actual \(actualLines.count))"
        XCTFail("Output differs from golden file \(name) at \(where_)\n(RECORD_GOLDEN=1 re-records it)\n\(actual)", file: file, line: line)
    }
}
