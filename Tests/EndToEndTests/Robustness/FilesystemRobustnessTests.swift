import Foundation
import XCTest

/// The filesystem part of the bad-input catalogue: links, special files, unreadable folders and
/// names. Each test's doc comment is its row in Docs/Robustness.md (`RobustnessCatalogueTests`).
final class FilesystemRobustnessTests: RobustnessTestCase {
    // MARK: - Links and containment

    /// Two symbolic links to `.` at the app's root: the walk ends, the 9 modules are 9, both links are listed and warned about.
    func testTwoLinksToTheRootDoNotHangOrMultiplyModules() throws {
        let app = try exampleApp()
        try link("loop1", in: app, to: ".")
        try link("loop2", in: app, to: ".")
        let result = try graph(app)
        XCTAssertEqual(result.modules.count, 9)
        XCTAssertEqual(result.excluded["loop1"], "symbolic link loop")
        XCTAssertEqual(result.excluded["loop2"], "symbolic link loop")
        assertWarning(result.run, naming: "loop1", "remove the link")
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("loop1").path), "the link is left alone")
    }

    /// A link inside a module folder to its parent: the module is read once, the link listed as a loop.
    func testLinkLoopInsideAModuleIsListed() throws {
        let app = try exampleApp()
        try link("Modules/Shows/Home/up", in: app, to: "..")
        let result = try graph(app)
        XCTAssertEqual(result.modules.count, 9)
        XCTAssertEqual(result.excluded["Modules/Shows/Home/up"], "symbolic link loop")
    }

    /// A `.swift` link to a file outside the root: skipped, listed, warned about, and no source page of it in the site.
    func testLinkedFileOutsideTheRootIsSkippedAndNotPublished() throws {
        let app = try exampleApp()
        try write("final class SecretPresenter { let token = \"s3cr3t\" }\n", "secret.swift", in: app.deletingLastPathComponent())
        try link("Modules/Leak.swift", in: app, to: "../../secret.swift")
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        assertWarning(run, naming: "Modules/Leak.swift", "outside the scanned folder", "allow-outside-root: true")
        XCTAssertFalse(files(under: site).contains { $0.contains("Leak") })
        let about = try String(contentsOf: site.appendingPathComponent("about.html"), encoding: .utf8)
        XCTAssertTrue(about.contains("Modules/Leak.swift"))
        XCTAssertFalse(try grep("s3cr3t", in: site), "nothing from outside the root is published")
    }

    /// A link to a folder outside the root: skipped and listed; nothing in it is read.
    func testLinkedFolderOutsideTheRootIsSkipped() throws {
        let app = try exampleApp()
        try write("final class OutsidePresenter {}\n", "outside/OutsidePresenter.swift", in: app.deletingLastPathComponent())
        try link("Modules/Outside", in: app, to: "../../outside")
        let result = try graph(app)
        XCTAssertEqual(result.excluded["Modules/Outside"], "symbolic link that leads outside the scanned folder")
        XCTAssertFalse(result.run.stdout.contains("OutsidePresenter"))
        assertWarning(result.run, naming: "Modules/Outside", "allow-outside-root")
    }

    /// `allow-outside-root: true`: a link to a file outside the root is read as the user asked.
    func testAllowOutsideRootReadsALinkedFile() throws {
        let app = try exampleApp()
        try write("final class OutsideService {}\nfinal class X { let s = OutsideService() }\n", "shared.swift", in: app.deletingLastPathComponent())
        try link("Services/Shared.swift", in: app, to: "../../shared.swift")
        try write("allow-outside-root: true\n", ".viper-docs.yml", in: app)
        let result = try graph(app)
        XCTAssertNil(result.excluded["Services/Shared.swift"])
        XCTAssertTrue(result.run.warnings.isEmpty, result.run.stderr)
    }

    /// `sources: [".."]` without `allow-outside-root`: exit 2, one line naming .viper-docs.yml and the key; nothing written.
    func testSourcesDotDotIsRefused() throws {
        let app = try exampleApp()
        try write("sources: [\"..\"]\n", ".viper-docs.yml", in: app)
        let run = try viperDocs(["build", app.path])
        assertOneError(run, naming: ".viper-docs.yml", "sources: '..'", "outside the scanned folder", "allow-outside-root: true")
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("viper-docs-site").path))
    }

    /// `sources: [Modules, "../.."]`: the second leaves the root, refused even after a good one.
    func testSourcesDeepEscapeIsRefused() throws {
        let app = try exampleApp()
        try write("sources: [Modules, \"Modules/../../..\"]\n", ".viper-docs.yml", in: app)
        let run = try viperDocs(["graph", app.path])
        assertOneError(run, naming: ".viper-docs.yml", "Modules/../../..", "allow-outside-root")
        XCTAssertTrue(run.stdout.isEmpty)
    }

    /// `sources: [".."]` with `allow-outside-root: true`: allowed, the run ends.
    func testSourcesDotDotWithAllowOutsideRoot() throws {
        let app = try exampleApp()
        try write("sources: [\"..\"]\nallow-outside-root: true\n", ".viper-docs.yml", in: app)
        let run = try viperDocs(["graph", app.path])
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    /// `allow-outside-root: yes please`: exit 2 with file, line and column.
    func testAllowOutsideRootMustBeABoolean() throws {
        let app = try exampleApp()
        try write("allow-outside-root: yes please\n", ".viper-docs.yml", in: app)
        let run = try viperDocs(["graph", app.path])
        assertOneError(run, naming: ".viper-docs.yml:1:", "must be true or false")
    }

    /// A link to a folder inside the root: that folder is scanned once, the second path listed.
    func testLinkToAFolderInsideTheRootIsScannedOnce() throws {
        let app = try exampleApp()
        try link("AliasOfEntities", in: app, to: "Entities")
        let result = try graph(app)
        XCTAssertEqual(result.modules.count, 9)
        let listed = result.excluded.filter { $0.value == "folder already scanned through a symbolic link" }.map(\.key)
        XCTAssertEqual(listed.count, 1, "\(result.excluded)")
        XCTAssertEqual(result.run.stdout.components(separatedBy: "\"name\" : \"Show\"").count, 2, "Show declared once")
    }

    /// A dangling link named `.swift`: skipped, listed, warned about; the build goes on.
    func testDanglingLinkIsSkippedAndReported() throws {
        let app = try exampleApp()
        try link("Modules/Dead.swift", in: app, to: "/nonexistent/Dead.swift")
        let result = try graph(app)
        XCTAssertEqual(result.modules.count, 9)
        XCTAssertEqual(result.excluded["Modules/Dead.swift"], "dangling symbolic link")
        assertWarning(result.run, naming: "Modules/Dead.swift", "fix or remove the link")
    }

    /// A FIFO named `.swift`: never opened (opening blocks), listed and warned about.
    func testFIFONamedSwiftIsNeverOpened() throws {
        let app = try exampleApp()
        fifo("Modules/Pipe.swift", in: app)
        let result = try graph(app)
        XCTAssertEqual(result.excluded["Modules/Pipe.swift"], "FIFO (named pipe), never opened")
        assertWarning(result.run, naming: "Modules/Pipe.swift", "exclude it")
    }

    /// A Unix socket named `.m`: never opened, listed.
    func testSocketNamedObjectiveCIsSkipped() throws {
        let app = try exampleApp()
        let path = app.appendingPathComponent("S.m").path
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        guard path.utf8.count < MemoryLayout.size(ofValue: address.sun_path) else { throw XCTSkip("temporary path too long for a socket") }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0)
        let result = try graph(app)
        XCTAssertEqual(result.excluded["S.m"], "socket, never opened")
    }

    /// A link to `/dev/zero` named `.swift`, with `allow-outside-root: true`: a device is never read.
    func testLinkToADeviceIsNeverOpened() throws {
        let app = try exampleApp()
        try link("Zero.swift", in: app, to: "/dev/zero")
        try write("allow-outside-root: true\n", ".viper-docs.yml", in: app)
        let result = try graph(app)
        XCTAssertEqual(result.excluded["Zero.swift"], "device file, never opened")
    }

    /// The same link without the key: outside the root, so skipped for that reason first.
    func testLinkToADeviceOutsideTheRoot() throws {
        let app = try exampleApp()
        try link("Zero.swift", in: app, to: "/dev/zero")
        let result = try graph(app)
        XCTAssertEqual(result.excluded["Zero.swift"], "symbolic link that leads outside the scanned folder")
    }

    /// `.viper-docs.yml` that is a FIFO: exit 2 at once (never opened), saying what it is.
    func testConfigurationThatIsAFIFO() throws {
        let app = try exampleApp()
        fifo(".viper-docs.yml", in: app)
        let run = try viperDocs(["graph", app.path], timeout: 30)
        assertOneError(run, naming: ".viper-docs.yml", "is a FIFO (named pipe), not a file")
    }

    // MARK: - Guides

    /// A guide's image that is a link outside the guides folder: not copied, a warning names it.
    func testGuideImageLinkedOutsideIsNotCopied() throws {
        let app = try exampleApp()
        try write("PRIVATE-KEY", "private.png", in: app.deletingLastPathComponent())
        try link("Docs/logo.png", in: app, to: "../../private.png")
        try write("# Logo\n\n![logo](logo.png)\n", "Docs/04-Logo.md", in: app)
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        assertWarning(run, naming: "04-Logo.md", "logo.png not copied", "outside the guides folder")
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.appendingPathComponent("guides/logo.png").path))
        XCTAssertFalse(try grep("PRIVATE-KEY", in: site))
    }

    /// An image path that climbs out of the guides folder (`../../x.png`): nothing copied.
    func testGuideImagePathLeavingTheGuidesFolderIsNotCopied() throws {
        let app = try exampleApp()
        try write("PRIVATE-KEY", "private.png", in: app.deletingLastPathComponent())
        try write("# Up\n\n![x](../../private.png)\n", "Docs/05-Up.md", in: app)
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertFalse(try grep("PRIVATE-KEY", in: site))
        XCTAssertFalse(files(under: site).contains { $0.hasSuffix("private.png") })
    }

    /// A guide that is a link to a Markdown file outside: not read, a warning names it.
    func testGuideLinkedOutsideIsNotRead() throws {
        let app = try exampleApp()
        try write("# Secret plans\n", "plans.md", in: app.deletingLastPathComponent())
        try link("Docs/Plans.md", in: app, to: "../../plans.md")
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(run.status, 1, run.stderr)
        assertWarning(run, naming: "Docs/Plans.md", "outside the guides folder")
        XCTAssertFalse(try grep("Secret plans", in: site))
    }

    /// A guide that is a FIFO: never opened, a warning, the other guides are written.
    func testFIFOGuideIsNeverOpened() throws {
        let app = try exampleApp()
        fifo("Docs/Pipe.md", in: app)
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path], timeout: 60)
        XCTAssertEqual(run.status, 1, run.stderr)
        assertWarning(run, naming: "Docs/Pipe.md", "FIFO")
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("guides/01-Getting-Started.html").path))
    }

    // MARK: - Unreadable files and folders

    /// A module folder that cannot be read: a warning and an exclusion entry; the other modules are read.
    func testUnreadableModuleFolderIsReportedAndTheBuildGoesOn() throws {
        let app = try exampleApp()
        try makeWorldWritable(app.deletingLastPathComponent())
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: app.appendingPathComponent("Modules/Shows/Home").path)
        let run = try viperDocs(["graph", app.path], unprivileged: true)
        XCTAssertEqual(run.status, 0, run.stderr)
        assertWarning(run, naming: "Modules/Shows/Home", "folder that cannot be read", "check its permissions")
        XCTAssertTrue(run.stdout.contains("\"reason\" : \"folder that cannot be read\""))
        XCTAssertTrue(run.stdout.contains("\"name\" : \"ShowDetails\""), "the other modules are read")
    }

    /// A source file that cannot be read: a warning and an exclusion entry; the site is written.
    func testUnreadableFileIsReportedAndTheBuildGoesOn() throws {
        let app = try exampleApp()
        try makeWorldWritable(app.deletingLastPathComponent())
        let file = "Modules/Shows/Home/HomeFormatter.swift"
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: app.appendingPathComponent(file).path)
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path], unprivileged: true)
        XCTAssertTrue([0, 1].contains(run.status), run.stderr)
        assertWarning(run, naming: file, "file that cannot be read", "check its permissions")
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
        XCTAssertFalse(files(under: site).contains("source/\(file).html"))
    }

    // MARK: - Helpers

    /// Whether any file under `folder` contains `text`.
    func grep(_ text: String, in folder: URL) throws -> Bool {
        for path in files(under: folder) {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
               String(decoding: data, as: UTF8.self).contains(text) { return true }
        }
        return false
    }

    /// Lets the unprivileged user of `viperDocs(unprivileged:)` read the app and write beside it.
    func makeWorldWritable(_ folder: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        for path in files(under: folder) {
            let url = folder.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            try FileManager.default.setAttributes([.posixPermissions: isDirectory.boolValue ? 0o777 : 0o666], ofItemAtPath: url.path)
        }
    }
}
