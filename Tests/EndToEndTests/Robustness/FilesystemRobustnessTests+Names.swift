import Foundation
import XCTest

/// Names a file system cannot hold as they are, and names that try to leave the site.
final class NameRobustnessTests: RobustnessTestCase {
    // MARK: - Names
    /// A module whose type names are 10,000 characters long: pages get bounded names with a hash, every link resolves.
    func testTenThousandCharacterTypeName() throws {
        let app = try exampleApp()
        let name = String(repeating: "Very", count: 2_500)
        try write(module(name), "Modules/Long/\(name.prefix(40)).swift", in: app)
        let site = try build(app)
        XCTAssertTrue(files(under: site).allSatisfy { $0.split(separator: "/").allSatisfy { $0.utf8.count <= 255 } })
        XCTAssertTrue(files(under: site).contains { $0.hasPrefix("modules/VeryVery") && $0.utf8.count < 230 })
        try assertSiteChecks(site)
    }

    /// Two modules whose long names differ only at the end: two pages, told apart by their hashes.
    func testTwoLongNamesWithTheSameBeginningStayApart() throws {
        let app = try exampleApp()
        let stem = String(repeating: "Long", count: 100)
        try write(module(stem + "Alpha"), "Modules/A/A.swift", in: app)
        try write(module(stem + "Beta"), "Modules/B/B.swift", in: app)
        let site = try build(app)
        XCTAssertEqual(files(under: site).filter { $0.hasPrefix("modules/LongLong") }.count, 2)
        try assertSiteChecks(site)
    }

    /// A source file whose non-ASCII name is 250 bytes: its page name is bounded, the page written.
    func testLongNonASCIIFileName() throws {
        let app = try exampleApp()
        let fileName = String(repeating: "é", count: 119) + ".swift"  // 244 bytes
        try write("final class Accented {}\n", "Services/\(fileName)", in: app)
        let site = try build(app)
        let pages = files(under: site).filter { $0.hasPrefix("source/Services/") }
        XCTAssertTrue(pages.contains { $0.count > 100 && $0.utf8.count < 240 }, "\(pages)")
        try assertSiteChecks(site)
    }

    /// Files and folders named with spaces, quotes, a newline, `..` look-alikes and markup: pages stay inside the site, escaped, linked.
    func testHostileNamesStayInsideTheSiteAndLinksResolve() throws {
        let app = try exampleApp()
        for path in ["Odd Folder/It's \"quoted\".swift", "Odd Folder/new\nline.swift", "Odd Folder/<b>bold</b>.swift",
                     "Odd Folder/..%2F..%2Fescape.swift", "Odd Folder/&amp;.swift", "..hidden-ish/x.swift"] {
            try write("final class Odd\(abs(path.hashValue)) {}\n", path, in: app)
        }
        let site = try build(app)
        let outside = try FileManager.default.contentsOfDirectory(atPath: site.deletingLastPathComponent().path)
        XCTAssertEqual(Set(outside), ["app", "site"], "nothing was written beside the site")
        XCTAssertFalse(files(under: site).contains { $0.contains("<b>") || $0.contains("\"") || $0.contains("\n") })
        let about = try String(contentsOf: site.appendingPathComponent("about.html"), encoding: .utf8)
        XCTAssertFalse(about.contains("<b>bold</b>"), "markup in a name is escaped")
        try assertSiteChecks(site)
    }

    /// A module named in `.viper-docs.yml` `../../<script>x</script>`: its page stays in `modules/`, the name is escaped.
    func testHostileModuleNameFromTheConfiguration() throws {
        let app = try exampleApp()
        try write("modules:\n  \"../../<script>x</script>\": [HomePresenter, HomeViewController, HomeWireframe, HomeInteractor]\n",
                  ".viper-docs.yml", in: app)
        let site = try build(app)
        let outside = try FileManager.default.contentsOfDirectory(atPath: site.deletingLastPathComponent().path)
        XCTAssertEqual(Set(outside), ["app", "site"])
        XCTAssertTrue(files(under: site).contains { $0.hasPrefix("modules/") && $0.contains("script") })
        for page in files(under: site) where page.hasSuffix(".html") {
            let html = try String(contentsOf: site.appendingPathComponent(page), encoding: .utf8)
            XCTAssertFalse(html.contains("<script>x</script>"), "unescaped in \(page)")
        }
        try assertSiteChecks(site)
    }

    /// A guide with a 250-byte name: its page name is bounded.
    func testLongGuideName() throws {
        let app = try exampleApp()
        try write("# Long\n", "Docs/" + String(repeating: "g", count: 240) + ".md", in: app)
        let site = try build(app)
        XCTAssertTrue(files(under: site).contains { $0.hasPrefix("guides/ggg") && $0.utf8.count < 230 })
        try assertSiteChecks(site)
    }

    // MARK: - Names and line ends

    /// A folder whose name is not valid UTF-8 (byte 0xFF): one warning "name that is not valid UTF-8; rename it", listed as skipped; the rest is read.
    func testFolderNameThatIsNotUTF8IsReported() throws {
        let app = try exampleApp()
        var raw = Array(app.appendingPathComponent("Modules").path.utf8) + Array("/Odd".utf8) + [0xFF]
        raw.append(0)
        XCTAssertEqual(raw.withUnsafeBufferPointer { $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: raw.count) { mkdir($0, 0o755) } }, 0)
        let result = try graph(app)
        XCTAssertEqual(result.run.warnings.count, 1, result.run.stderr)
        XCTAssertTrue(result.run.warnings.first?.contains("skipped, name that is not valid UTF-8; rename it in UTF-8") ?? false, result.run.stderr)
        XCTAssertTrue(result.modules.contains("Home"))
    }

    /// Swift and Objective-C files with classic Mac line ends (`\r` alone): source pages have the lines the model cites; every anchor resolves.
    func testCarriageReturnLineEndsKeepLineAnchors() throws {
        let app = try exampleApp()
        let swift = "final class CrPresenter {\r    weak var view: CrView?\r}\rprotocol CrView: AnyObject {}\r"
            + "final class CrViewController: UIViewController, CrView {\r    var presenter: CrPresenter!\r}\r"
        try write(swift, "Modules/Cr/CrPresenter.swift", in: app)
        try write("// a comment\r@interface CrLegacy : NSObject\r@property (nonatomic, weak) id delegate;\r@end\r", "Modules/Cr/CrLegacy.h", in: app)
        let site = try build(app)
        let swiftPage = try String(contentsOf: site.appendingPathComponent("source/Modules/Cr/CrPresenter.swift.html"), encoding: .utf8)
        XCTAssertTrue(swiftPage.contains("id=\"L7\""), "seven lines")
        let headerPage = try String(contentsOf: site.appendingPathComponent("source/Modules/Cr/CrLegacy.h.html"), encoding: .utf8)
        XCTAssertTrue(headerPage.contains("id=\"L4\""), "four lines")
        try assertSiteChecks(site)
    }

    /// 1,000 folders nested in one another with a source file at the bottom: walked and read (the walk
    /// asked `realpath` at every level, which took time cubic in the depth: 72 s before).
    func testThousandNestedFoldersAreWalked() throws {
        let app = try exampleApp()
        try nestedFolders(1_000, under: app, file: "final class DeepService {}\n")
        let result = try graph(app)
        XCTAssertTrue(result.run.warnings.isEmpty, result.run.stderr)
        XCTAssertTrue(result.excluded.isEmpty, "\(result.excluded)")
    }

    /// A source file nested past the system's 4,096-byte path limit: one warning "path longer than the system allows", the rest read.
    func testPathLongerThanTheSystemAllowsIsReported() throws {
        let app = try exampleApp()
        try nestedFolders(2_100, under: app, file: "final class DeepService {}\n")
        let result = try graph(app)
        XCTAssertEqual(result.run.warnings.count, 1, result.run.stderr)
        XCTAssertTrue(result.run.warnings.first?.contains("skipped, path longer than the system allows (4096 bytes); move it to a shallower folder") ?? false,
                      result.run.stderr)
        XCTAssertTrue(result.modules.contains("Home"))
    }

    /// `Deep/d/d/…/d/Deep.swift`, `depth` folders deep, made with `mkdirat`/`openat` so that paths past
    /// `PATH_MAX` can be made at all; removed with `rm -rf`, which walks them the same way.
    func nestedFolders(_ depth: Int, under app: URL, file text: String) throws {
        let top = app.appendingPathComponent("Deep")
        try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
        addTeardownBlock {
            let remove = Process()
            remove.executableURL = URL(fileURLWithPath: "/bin/rm")
            remove.arguments = ["-rf", top.path]
            try? remove.run()
            remove.waitUntilExit()
        }
        var folder = open(top.path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(folder, 0)
        for _ in 0..<depth {
            XCTAssertEqual(mkdirat(folder, "d", 0o755), 0)
            let next = openat(folder, "d", O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        let handle = FileHandle(fileDescriptor: openat(folder, "Deep.swift", O_WRONLY | O_CREAT, 0o644), closeOnDealloc: true)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        close(folder)
    }

    /// A Swift file left with merge-conflict markers (`<<<<<<<`, `=======`, `>>>>>>>`): read, its module found, no crash.
    func testMergeConflictMarkersAreRead() throws {
        let app = try exampleApp()
        let text = "final class HalfPresenter {\n<<<<<<< HEAD\n    weak var view: HalfView?\n=======\n    var view: HalfView?\n>>>>>>> feature\n}\n"
            + "protocol HalfView: AnyObject {}\nfinal class HalfViewController: UIViewController, HalfView { var presenter: HalfPresenter! }\n"
        try write(text, "Modules/Half/HalfPresenter.swift", in: app)
        let result = try graph(app)
        XCTAssertTrue(result.modules.contains("Half"), "\(result.modules)")
        XCTAssertTrue(result.run.warnings.isEmpty, result.run.stderr)
    }

    // MARK: - Helpers

    /// A VIPER module named `name`: presenter, view, interactor and a router that assembles them.
    func module(_ name: String) -> String {
        """
        import UIKit
        protocol \(name)ViewInterface: AnyObject {}
        final class \(name)Presenter { weak var view: \(name)ViewInterface?; var interactor: \(name)Interactor? }
        final class \(name)ViewController: UIViewController, \(name)ViewInterface { var presenter: \(name)Presenter? }
        final class \(name)Interactor {}
        final class \(name)Router {
            static func createModule() -> UIViewController {
                let view = \(name)ViewController(); let presenter = \(name)Presenter()
                view.presenter = presenter; presenter.view = view; presenter.interactor = \(name)Interactor()
                return view
            }
        }

        """
    }

    /// Builds `app` into `<temp>/site`; exit 0 or 1 (findings), never 2.
    func build(_ app: URL, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let run = try viperDocs(["build", app.path, "--output", site.path], file: file, line: line)
        XCTAssertTrue([0, 1].contains(run.status), run.stderr, file: file, line: line)
        XCTAssertTrue(run.errors.isEmpty, run.stderr, file: file, line: line)
        return site
    }
}
