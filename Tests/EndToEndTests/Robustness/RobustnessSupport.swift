import Foundation
import XCTest

/// What the robustness catalogue's tests share: the binary, an app to break, and the assertions
/// every case makes (exit code, one true stderr line, what is left on disk).
class RobustnessTestCase: XCTestCase {
    static let repository = EndToEndTests.repository
    static var binary: URL { EndToEndTests.binary }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The `viper-docs: error:` lines.
        var errors: [String] { stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("viper-docs: error:") } }
        var warnings: [String] { stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("viper-docs: warning:") } }
    }

    /// Runs the built binary with a time limit: a hang is a failure, not a stuck test run.
    @discardableResult
    func viperDocs(_ arguments: [String], unprivileged: Bool = false, timeout: TimeInterval = 120, environment: [String: String]? = nil,
                   file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else {
            throw XCTSkip("viper-docs is not built at \(Self.binary.path); run `swift build --build-tests` first")
        }
        var executable = Self.binary.path
        var arguments = arguments
        if unprivileged && getuid() == 0 {
            // Root reads every folder whatever its mode: run as nobody instead.
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                throw XCTSkip("running as root without setpriv: a folder cannot be made unreadable")
            }
            // A clone in a folder closed to others (/root) holds a binary nobody cannot reach: a copy then.
            executable = try UnprivilegedBinary.url(for: Self.binary).path
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable] + arguments
            executable = "/usr/bin/setpriv"
        }
        let run = try runProcess(URL(fileURLWithPath: executable), arguments, environment: environment, timeout: timeout)
        XCTAssertFalse(run.signalled && run.status == SIGTERM,
                       "viper-docs \(arguments.joined(separator: " ")) ran longer than \(Int(timeout)) s", file: file, line: line)
        return Run(status: run.status, stdout: String(decoding: run.stdout, as: UTF8.self),
                   stderr: String(decoding: run.stderr, as: UTF8.self))
    }

    /// Starts `serve` and waits for the address it prints.
    func startServe(_ arguments: [String]) throws -> (process: Process, url: URL) {
        let started = try launchServer(Self.binary, ["serve"] + arguments)
        return (started.process, started.url)
    }

    /// Starts `executable` (stopped at teardown) and waits for the `http://127.0.0.1:PORT/` it prints;
    /// `errors` takes its stderr (else it is dropped: a full pipe would block the process).
    func launchServer(_ executable: URL, _ arguments: [String], errors: Pipe? = nil) throws -> (process: Process, url: URL) {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { throw XCTSkip("viper-docs is not built") }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
        addTeardownBlock {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        let address = try XCTUnwrap(text.split(separator: " ").first { $0.hasPrefix("http://127.0.0.1:") }, "no address in: \(text)")
        return (process, try XCTUnwrap(URL(string: String(address))))
    }

    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("viper-docs-robust-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock {
            _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            let enumerator = FileManager.default.enumerator(atPath: url.path)
            while let item = enumerator?.nextObject() as? String {
                _ = try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.appendingPathComponent(item).path)
            }
            try? FileManager.default.removeItem(at: url)
        }
        return url
    }

    /// A copy of `Examples/TVShows` (9 modules) at `<temp>/app`, without its configuration (its
    /// dependency rules), so that a case can put its own in its place.
    func exampleApp() throws -> URL {
        let app = try temporaryFolder().appendingPathComponent("app")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Examples/TVShows"), to: app)
        // A site `make example` wrote into the checkout, and the build cache other tests' builds of
        // the example left there, are not part of the app.
        try? FileManager.default.removeItem(at: app.appendingPathComponent("viper-docs-site"))
        try? FileManager.default.removeItem(at: app.appendingPathComponent(".viper-docs-cache"))
        try? FileManager.default.removeItem(at: app.appendingPathComponent(".viper-docs.yml"))
        return app
    }

    /// An app of `modules` small modules, so that writing its site takes a while.
    func largeApp(modules: Int) throws -> URL {
        let app = try temporaryFolder().appendingPathComponent("big")
        for index in 0..<modules {
            let name = "Feature\(index)"
            for (role, body) in [("Presenter", "weak var view: \(name)ViewController?\n    var interactor: \(name)Interactor?"),
                                 ("ViewController", "var presenter: \(name)Presenter?"), ("Interactor", "weak var presenter: \(name)Presenter?"),
                                 ("Router", "static func createModule() -> \(name)ViewController {\n        let view = \(name)ViewController()\n        let presenter = \(name)Presenter()\n        view.presenter = presenter\n        presenter.view = view\n        return view\n    }")] {
                try write("import UIKit\n\nfinal class \(name)\(role) {\n    \(body)\n}\n", "Modules/\(name)/\(name)\(role).swift", in: app)
            }
        }
        return app
    }

    /// Runs git in `repository` as a test user; a failure fails the test.
    @discardableResult
    func git(_ repository: URL, _ arguments: String..., file: StaticString = #filePath, line: UInt = #line) throws -> ProcessRun {
        let run = try runProcess(URL(fileURLWithPath: "/usr/bin/git"),
                                 ["-C", repository.path, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments)
        XCTAssertEqual(run.status, 0, String(decoding: run.stderr, as: UTF8.self), file: file, line: line)
        return run
    }

    func write(_ text: String, _ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func link(_ path: String, in folder: URL, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(path).path, withDestinationPath: target)
    }

    func fifo(_ path: String, in folder: URL) {
        XCTAssertEqual(mkfifo(folder.appendingPathComponent(path).path, 0o644), 0)
    }

    /// The graph JSON of `app`.
    func graph(_ app: URL, file: StaticString = #filePath, line: UInt = #line) throws -> (modules: [String], excluded: [String: String], run: Run) {
        let run = try viperDocs(["graph", app.path], file: file, line: line)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] ?? [:]
        let modules = (json["modules"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        var excluded: [String: String] = [:]
        for entry in json["excluded"] as? [[String: Any]] ?? [] {
            excluded[entry["path"] as? String ?? ""] = entry["reason"] as? String
        }
        return (modules, excluded, run)
    }

    /// Exactly one error line, naming `subject`, with every fragment; one sentence, no double period.
    func assertOneError(_ run: Run, status: Int32 = 2, naming subject: String, _ fragments: String...,
                        file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, status, run.stderr, file: file, line: line)
        XCTAssertEqual(run.errors.count, 1, "one error line expected:\n\(run.stderr)", file: file, line: line)
        guard let message = run.errors.first else { return }
        XCTAssertTrue(message.contains(subject), "\(message) does not name \(subject)", file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(message.contains(fragment), "\(message) does not say '\(fragment)'", file: file, line: line)
        }
        for lie in ["doesn’t exist", "doesn't exist", "You don’t have permission", "..;", ".. ", ".;", ". "] {
            XCTAssertFalse(message.contains(lie), "\(message) contains '\(lie)'", file: file, line: line)
        }
        XCTAssertFalse(message.hasSuffix("."), "\(message) ends with a period", file: file, line: line)
    }

    /// A warning line that names `path` and contains every fragment.
    func assertWarning(_ run: Run, naming path: String, _ fragments: String..., file: StaticString = #filePath, line: UInt = #line) {
        let matching = run.warnings.filter { $0.contains(path) && fragments.allSatisfy($0.contains) }
        XCTAssertEqual(matching.count, 1, "one warning about \(path) expected:\n\(run.stderr)", file: file, line: line)
    }

    /// Every file under `folder`, relative, sorted (links not followed).
    func files(under folder: URL) -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).sorted()
    }

    /// Entries beside `output` that an unfinished build would leave (`.<name>.viper-docs-…`).
    func leftovers(beside output: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)) ?? []
        return names.filter { $0.hasPrefix(".\(output.lastPathComponent).viper-docs-") }
    }

    /// Runs Tests/Browser/check_site.py on a site: every link resolves, every page parses.
    func assertSiteChecks(_ site: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.repository.appendingPathComponent("Tests/Browser/check_site.py").path, site.path]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if text.contains("No module named") || process.terminationStatus == 127 {
            throw XCTSkip("check_site.py needs python3 and html5lib: \(text)")
        }
        XCTAssertEqual(process.terminationStatus, 0, text, file: file, line: line)
    }
}
