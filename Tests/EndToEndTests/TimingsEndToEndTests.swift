import Foundation
import XCTest

/// `VIPER_DOCS_TIMINGS=1`: a line on stderr for each step and each model pass, the output unchanged.
extension EndToEndTests {
    func testTimingsNameEachStepAndModelPassWithoutChangingTheReport() throws {
        let plain = try viperDocs(["check", EndToEndTests.example.path, "--format", "json", "--no-cache"])
        XCTAssertFalse(plain.stderr.contains("timing:"), plain.stderr)
        let timed = try runProcess(Self.binary, ["check", EndToEndTests.example.path, "--format", "json", "--no-cache"],
                                   environment: ["VIPER_DOCS_TIMINGS": "1"])
        XCTAssertEqual(timed.status, plain.status)
        XCTAssertEqual(String(decoding: timed.stdout, as: UTF8.self), plain.stdout)
        let lines = String(decoding: timed.stderr, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("viper-docs: timing: ") }
        let steps = ["walk", "Scan sources", "model type index", "model pass Collect declarations", "model pass Find assemblies",
                     "model pass Assign modules", "model pass Assign roles", "model pass Resolve references", "model pass Navigation",
                     "model pass Describe modules", "model pass Services and entities", "Build model", "Check rules"]
        // Each step once, in the order the run takes them: `<step>: <wall> ms, <CPU> ms CPU`.
        let named = lines.map { $0.dropFirst("viper-docs: timing: ".count) }
        let order = steps.map { step in named.firstIndex { $0.hasPrefix(step + ": ") } }
        XCTAssertEqual(order.compactMap { $0 }.count, steps.count, "\(lines)")
        XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted(), "\(lines)")
        for line in named {
            XCTAssertNotNil(line.range(of: #": [0-9]+\.[0-9] ms, [0-9]+\.[0-9] ms CPU$"#, options: .regularExpression), String(line))
        }
    }
}
