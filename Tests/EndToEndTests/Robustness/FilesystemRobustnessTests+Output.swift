import Foundation
import XCTest

/// The output part of the catalogue: every bad `--output`, baseline paths that are no files,
/// interrupted and concurrent builds, and names too long or too hostile for a file system.
final class OutputRobustnessTests: RobustnessTestCase {
    // MARK: - Bad --output

    /// `--output` under `/proc`: exit 2, says the folder is not writable (not "doesn't exist").
    func testOutputUnderProc() throws {
        let app = try exampleApp()
        let run = try viperDocs(["build", app.path, "--output", "/proc/viper-docs-site"])
        assertOneError(run, naming: "/proc", "is not writable", "--output")
    }

    /// `--output /dev/null`: exit 2, "is a device"; /dev/null is left alone.
    func testOutputDevNull() throws {
        let app = try exampleApp()
        let run = try viperDocs(["build", app.path, "--output", "/dev/null"])
        assertOneError(run, naming: "/dev/null", "is a device, not a folder", "--output")
        XCTAssertTrue(FileManager.default.fileExists(atPath: "/dev/null"))
    }

    /// `--output` a FIFO: exit 2, "is a FIFO", no hang; the FIFO is left alone.
    func testOutputFIFO() throws {
        let app = try exampleApp()
        fifo("pipe", in: app.deletingLastPathComponent())
        let pipe = app.deletingLastPathComponent().appendingPathComponent("pipe")
        let run = try viperDocs(["build", app.path, "--output", pipe.path], timeout: 30)
        assertOneError(run, naming: pipe.path, "is a FIFO (named pipe), not a folder")
        XCTAssertEqual(FileKindProbe.isFIFO(pipe.path), true)
    }

    /// `--output` the scanned folder itself: exit 2, nothing deleted.
    func testOutputIsTheSourceFolder() throws {
        let app = try exampleApp()
        let before = files(under: app)
        let run = try viperDocs(["build", app.path, "--output", app.path])
        assertOneError(run, naming: app.path, "is the scanned folder itself", "--output")
        XCTAssertEqual(files(under: app), before)
    }

    /// `--output` a folder of sources inside the app (`Modules`): not a site, refused, nothing deleted.
    func testOutputIsASourceFolderInsideTheApp() throws {
        let app = try exampleApp()
        let before = files(under: app)
        let run = try viperDocs(["build", app.path, "--output", app.appendingPathComponent("Modules").path])
        assertOneError(run, naming: "Modules", "is not a site viper-docs wrote", "never deletes")
        XCTAssertEqual(files(under: app), before)
    }

    /// `--output` a new folder inside the app: written, and never scanned as source on the next run.
    func testOutputNewFolderInsideTheApp() throws {
        let app = try exampleApp()
        let site = app.appendingPathComponent("public/site")
        try FileManager.default.createDirectory(at: site.deletingLastPathComponent(), withIntermediateDirectories: true)
        let first = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(first.status, 1, first.stderr)
        // Without the cache (with it, nothing changed: the build would be "up to date").
        let again = try viperDocs(["build", app.path, "--output", site.path, "--no-cache"])
        XCTAssertEqual(again.status, 1, again.stderr)
        // What was scanned, without how much of it came from the build cache.
        func scanned(_ run: Run) -> String? {
            run.stderr.split(separator: "\n").first { $0.contains("Scan sources") }?.components(separatedBy: " skipped").first
        }
        XCTAssertEqual(scanned(again), scanned(first))
    }

    /// `--output` a file: exit 2, "is a file"; the file is unchanged.
    func testOutputIsAFile() throws {
        let app = try exampleApp()
        let file = app.deletingLastPathComponent().appendingPathComponent("notes.txt")
        try write("keep me", "notes.txt", in: app.deletingLastPathComponent())
        let run = try viperDocs(["build", app.path, "--output", file.path])
        assertOneError(run, naming: file.path, "is a file", "--output")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "keep me")
    }

    /// `--output /`: exit 2, it holds the scanned folder; nothing touched.
    func testOutputIsTheFileSystemRoot() throws {
        let app = try exampleApp()
        let run = try viperDocs(["build", app.path, "--output", "/"])
        assertOneError(run, naming: "/ holds the scanned folder", "--output")
    }

    /// `--output` the folder that holds the app: exit 2; the app is intact.
    func testOutputHoldsTheSourceFolder() throws {
        let app = try exampleApp()
        let before = files(under: app)
        let run = try viperDocs(["build", app.path, "--output", app.deletingLastPathComponent().path])
        assertOneError(run, naming: app.deletingLastPathComponent().path, "holds the scanned folder")
        XCTAssertEqual(files(under: app), before)
    }

    /// `--output` an unrelated non-empty folder: refused, and never deleted.
    func testOutputUnrelatedNonEmptyFolderIsNeverDeleted() throws {
        let app = try exampleApp()
        let folder = app.deletingLastPathComponent().appendingPathComponent("photos")
        try write("jpeg", "photos/cat.jpg", in: app.deletingLastPathComponent())
        let run = try viperDocs(["build", app.path, "--output", folder.path])
        assertOneError(run, naming: folder.path, "is not a site viper-docs wrote", "never deletes a folder it did not create")
        XCTAssertEqual(files(under: folder), ["cat.jpg"])
    }

    /// `--output` in a folder the user may not write: exit 2, "is not writable".
    func testOutputInAnUnwritableFolder() throws {
        let app = try exampleApp()
        let parent = app.deletingLastPathComponent()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: parent.path)
        let readonly = parent.appendingPathComponent("readonly")
        try FileManager.default.createDirectory(at: readonly, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: parent.path)
        let run = try viperDocs(["build", app.path, "--output", readonly.appendingPathComponent("site").path], unprivileged: true)
        assertOneError(run, naming: readonly.path, "is not writable", "--output")
        XCTAssertEqual(files(under: readonly), [])
    }

    /// `--output` whose folder does not exist: exit 2, says which folder to create.
    func testOutputInAMissingFolder() throws {
        let app = try exampleApp()
        let run = try viperDocs(["build", app.path, "--output", "/nonexistent-viper/x/site"])
        assertOneError(run, naming: "/nonexistent-viper/x", "does not exist", "--output")
    }

    // MARK: - Baselines and reports

    /// `check --baseline /dev/null`: exit 2, "is a device", never read.
    func testBaselineDevNull() throws {
        let app = try exampleApp()
        let run = try viperDocs(["check", app.path, "--baseline", "/dev/null"])
        assertOneError(run, naming: "/dev/null", "is a device, not a baseline file")
    }

    /// `check --baseline` a FIFO: exit 2 at once, never opened.
    func testBaselineFIFO() throws {
        let app = try exampleApp()
        fifo("baseline.json", in: app.deletingLastPathComponent())
        let path = app.deletingLastPathComponent().appendingPathComponent("baseline.json").path
        let run = try viperDocs(["check", app.path, "--baseline", path], timeout: 30)
        assertOneError(run, naming: path, "is a FIFO (named pipe), not a baseline file")
    }

    /// `check --write-baseline /proc/x`: exit 2, "/proc is not writable".
    func testWriteBaselineUnderProc() throws {
        let app = try exampleApp()
        let run = try viperDocs(["check", app.path, "--write-baseline", "/proc/viper-baseline.json"])
        assertOneError(run, naming: "/proc/viper-baseline.json", "/proc is not writable", "--write-baseline")
    }

    /// `check --output /dev/null`: refused before the scan (an app with no sources is not even looked at), since an atomic write would replace the device itself.
    func testReportToADevice() throws {
        let app = try exampleApp()
        let run = try viperDocs(["check", app.path, "--output", "/dev/null"])
        assertOneError(run, naming: "/dev/null", "it is a device", "choose a regular file")
        XCTAssertEqual(FileKindProbe.isCharacterDevice("/dev/null"), true)
        let empty = try temporaryFolder()
        let early = try viperDocs(["check", empty.path, "--output", "/dev/null"])
        assertOneError(early, naming: "/dev/null", "it is a device", "choose a regular file")
    }

    // MARK: - Paths

    /// The app's path is a FIFO: exit 2, says what it is (not "is a file").
    func testPathIsAFIFO() throws {
        let app = try exampleApp()
        fifo("pipe", in: app.deletingLastPathComponent())
        let path = app.deletingLastPathComponent().appendingPathComponent("pipe").path
        let run = try viperDocs(["graph", path], timeout: 30)
        assertOneError(run, naming: path, "is a FIFO (named pipe), not a folder")
    }

    /// A missing path: exit 2, "no such folder".
    func testMissingPath() throws {
        let run = try viperDocs(["graph", "/nonexistent-viper-app"])
        assertOneError(run, naming: "/nonexistent-viper-app", "no such folder")
    }
}

/// `stat` answers for the tests, without the tool's own code.
enum FileKindProbe {
    static func isFIFO(_ path: String) -> Bool { mode(path).map { $0 == S_IFIFO } ?? false }
    static func isCharacterDevice(_ path: String) -> Bool { mode(path).map { $0 == S_IFCHR } ?? false }
    private static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }
}
