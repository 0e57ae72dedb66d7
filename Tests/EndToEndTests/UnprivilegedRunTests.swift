import Foundation
import XCTest

/// The tests that run viper-docs as `nobody` (`unprivileged: true`) work wherever the clone is,
/// a folder closed to others (`/root`, mode 0700) included.
final class UnprivilegedRunTests: RobustnessTestCase {
    /// A binary in a folder closed to others is copied, with its theme, where `nobody` can run it.
    func testABinaryInAClosedFolderIsCopiedWhereNobodyCanRunIt() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("only root with setpriv runs viper-docs as another user")
        }
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { throw XCTSkip("viper-docs is not built") }
        let closed = try temporaryFolder().appendingPathComponent("closed")
        try FileManager.default.createDirectory(at: closed, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let binary = closed.appendingPathComponent("viper-docs")
        try FileManager.default.copyItem(at: Self.binary, to: binary)
        let theme = Self.binary.deletingLastPathComponent().appendingPathComponent("viper-docs_DefaultTheme.resources")
        if FileManager.default.fileExists(atPath: theme.path) {
            try FileManager.default.copyItem(at: theme, to: closed.appendingPathComponent(theme.lastPathComponent))
        }
        XCTAssertEqual(try UnprivilegedBinary.unreachableAsNobody([binary.path]), [binary.path], "nobody cannot reach the original")

        let usable = try UnprivilegedBinary.url(for: binary)
        XCTAssertNotEqual(usable, binary)
        XCTAssertEqual(try UnprivilegedBinary.unreachableAsNobody([usable.path]), [])
        let app = try exampleApp()
        let run = try runProcess(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                 ["--reuid=65534", "--regid=65534", "--clear-groups", usable.path, "graph", app.path], timeout: 120)
        XCTAssertEqual(run.status, 0, String(decoding: run.stderr, as: UTF8.self))
        XCTAssertTrue(String(decoding: run.stdout, as: UTF8.self).contains("\"name\" : \"ShowDetails\""))
    }
}
