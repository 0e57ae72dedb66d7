import Foundation
import XCTest

/// Helpers of the parsing catalogue: a small app with one module, to which each case adds one bad
/// input; the built binary run on it as a user would.
class ParsingRobustnessCase: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double

        /// The lines on stderr that are not progress (`[1/6] …`): warnings and errors.
        var messages: [String] {
            stderr.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("[") }
        }
    }

    /// One module (`Home`) in Swift: the app every case spoils with one file.
    static let app: [String: String] = [
        "Modules/Home/HomePresenter.swift": """
            protocol HomeViewInterface: AnyObject {}
            final class HomePresenter {
                weak var view: HomeViewInterface?
            }
            """,
        "Modules/Home/HomeViewController.swift": """
            import UIKit
            final class HomeViewController: UIViewController, HomeViewInterface {
                var presenter: HomePresenter!
            }
            """,
    ]

    /// A fresh copy of the app with `files` added (text or bytes), removed after the test.
    func makeApp(_ files: [String: Any] = [:]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("viper-docs-parsing-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for (path, content) in Self.app.merging(files.compactMapValues { $0 as? String }, uniquingKeysWith: { $1 }) {
            try write(Data(content.utf8), to: root.appendingPathComponent(path))
        }
        for (path, content) in files {
            if let data = content as? Data { try write(data, to: root.appendingPathComponent(path)) }
            if let sparse = content as? SparseFile {
                let url = root.appendingPathComponent(path)
                try write(Data(), to: url)
                let handle = try FileHandle(forWritingTo: url)
                try handle.truncate(atOffset: sparse.size)
                try handle.close()
            }
        }
        return root
    }

    /// A file of `size` bytes that takes no room on the disk (a hole): for sizes no test could write.
    struct SparseFile {
        var size: UInt64
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// Runs `viper-docs` with a time limit: a hang fails the test instead of stalling the suite.
    func viperDocs(_ arguments: [String], timeout: Double = 120) throws -> Run {
        let binary = EndToEndTests.binary
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("viper-docs is not built at \(binary.path); run `swift build --build-tests` first")
        }
        let run = try runProcess(binary, arguments, timeout: timeout)
        XCTAssertLessThan(run.seconds, timeout, "viper-docs \(arguments.joined(separator: " ")) hung and was stopped")
        return Run(status: run.status, stdout: String(decoding: run.stdout, as: UTF8.self),
                   stderr: String(decoding: run.stderr, as: UTF8.self), seconds: run.seconds)
    }

    /// `graph --format json` on the app: the model, and what the run said.
    func graph(_ root: URL, timeout: Double = 120) throws -> (run: Run, json: [String: Any]) {
        let run = try viperDocs(["graph", root.path, "--format", "json"], timeout: timeout)
        let json = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) as? [String: Any] ?? [:]
        return (run, json)
    }

    func moduleNames(_ json: [String: Any]) -> [String] {
        ((json["modules"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }
    }

    func excluded(_ json: [String: Any]) -> [String: String] {
        var result: [String: String] = [:]
        for entry in (json["excluded"] as? [[String: Any]]) ?? [] {
            if let path = entry["path"] as? String { result[path] = entry["reason"] as? String ?? "" }
        }
        return result
    }

    /// The case's usual outcome for a bad source file: exit 0, exactly one warning that names the
    /// file and contains `words`, the file listed as skipped, and the `Home` module still read.
    func assertSkipped(_ path: String, at lineNumber: Int? = nil, in root: URL, saying words: [String], timeout: Double = 120,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try tree(root)
        let (run, json) = try graph(root, timeout: timeout)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        XCTAssertEqual(run.messages.count, 1, "one line on stderr: \(run.stderr)", file: file, line: line)
        let message = run.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix("viper-docs: warning: \(path)\(lineNumber.map { ":\($0):" } ?? ":")"), message, file: file, line: line)
        for word in words { XCTAssertTrue(message.contains(word), "'\(word)' in: \(message)", file: file, line: line) }
        XCTAssertNotNil(excluded(json)[path], "\(path) is listed as skipped: \(excluded(json))", file: file, line: line)
        XCTAssertEqual(moduleNames(json), ["Home"], "the rest of the app is still read", file: file, line: line)
        XCTAssertEqual(try tree(root), before, "graph writes nothing", file: file, line: line)
    }

    /// A run that must stop with exit 2 and one error line that starts with `prefix`; nothing written.
    func assertRefused(_ arguments: [String], root: URL, prefix: String, saying words: [String] = [], timeout: Double = 120,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try tree(root)
        let run = try viperDocs(arguments, timeout: timeout)
        XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
        XCTAssertEqual(run.messages.count, 1, "one line on stderr: \(run.stderr)", file: file, line: line)
        let message = run.messages.first ?? ""
        XCTAssertTrue(message.hasPrefix("viper-docs: error: \(prefix)") || message.hasPrefix("Error: \(prefix)"), message, file: file, line: line)
        for word in words { XCTAssertTrue(message.contains(word), "'\(word)' in: \(message)", file: file, line: line) }
        XCTAssertEqual(try tree(root), before, "nothing written", file: file, line: line)
    }

    /// Every path under `root`, sorted.
    func tree(_ root: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
    }

    static func repeated(_ open: String, _ middle: String, _ close: String, _ count: Int) -> String {
        String(repeating: open, count: count) + middle + String(repeating: close, count: count)
    }
}
