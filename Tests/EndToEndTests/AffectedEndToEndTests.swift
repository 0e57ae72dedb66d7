import Foundation
import XCTest

/// `viper-docs affected` on a repository of two commits made here: the second edits Catalog's
/// presenter and the service that Cart uses. What the command says is compared with what the change
/// really touches: the files git lists, the folders and services that hold them, and the modules that
/// depend on those in the graph JSON that `graph` writes of the head.
final class AffectedEndToEndTests: RobustnessTestCase {
    /// Home → Search → Catalog and Checkout → Cart → PriceService (→: depends on); Settings and Detail stand apart.
    static let expectedText = """
        Cart (uses PriceService in Services/PriceService.swift)
        Catalog (changed: Modules/Catalog/CatalogPresenter.swift)
        Checkout (depends on Cart)
        Home (depends on Search → Catalog)
        Search (depends on Catalog)

        """

    func testAffectedByAPresenterAndASharedService() throws {
        let (repository, app) = try twoCommits()
        let text = try viperDocs(["affected", "HEAD~1", "HEAD", "--app", app.path])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdout, Self.expectedText)
        XCTAssertEqual(text.stderr, "")

        let json = try viperDocs(["affected", "HEAD~1", "HEAD", "--app", app.path, "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(result["version"] as? Int, 1)
        XCTAssertEqual(result["base"] as? String, "HEAD~1")
        XCTAssertEqual(result["head"] as? String, "HEAD")
        XCTAssertEqual(result["configurationChanged"] as? Bool, false)
        XCTAssertEqual(result["unattributed"] as? [String], [])
        let changes = try XCTUnwrap(result["changes"] as? [[String: Any]])
        XCTAssertEqual(changes.map { "\($0["status"]!) \($0["file"]!)" },
                       ["modified Modules/Catalog/CatalogPresenter.swift", "modified Services/PriceService.swift"])
        let touched = try XCTUnwrap(result["touched"] as? [[String: Any]])
        XCTAssertEqual(touched.map { "\($0["module"]!): \(($0["why"] as? [String])!) \(($0["files"] as? [String])!)" },
                       ["Cart: [\"uses\"] [\"Services/PriceService.swift\"]",
                        "Catalog: [\"changed\"] [\"Modules/Catalog/CatalogPresenter.swift\"]"])
        XCTAssertEqual((touched[0]["uses"] as? [[String: String]])?.first, ["name": "PriceService", "file": "Services/PriceService.swift"])
        let affected = try XCTUnwrap(result["affected"] as? [[String: Any]])
        XCTAssertEqual(affected.map { "\($0["module"]!) \($0["reason"]!) \(($0["via"] as? [String])!) \($0["folder"]!) \(($0["removed"] as? Bool) == true ? "removed" : "kept")" }, [
            "Cart touched [] Modules/Cart kept", "Catalog touched [] Modules/Catalog kept", "Checkout dependent [\"Cart\"] Modules/Checkout kept",
            "Home dependent [\"Search\", \"Catalog\"] Modules/Home kept", "Search dependent [\"Catalog\"] Modules/Search kept",
        ])

        // What the change really touches, found independently: git's list of files, the folders and
        // services of the head's graph JSON that hold them, and every module with a path to those.
        let changed = try git(repository, "diff", "--name-only", "HEAD~1", "HEAD").stdout
        let files = String(decoding: changed, as: UTF8.self).split(separator: "\n").map { String($0.dropFirst("ios/App/".count)) }
        XCTAssertEqual(changes.map { $0["file"] as? String }, files)
        let graph = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(try viperDocs(["graph", app.path, "--format", "json"]).stdout.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(graph["modules"] as? [[String: Any]])
        var really = Set(modules.filter { module in files.contains { $0.hasPrefix("\(module["folder"]!)/") } }.map { $0["name"] as! String })
        for service in try XCTUnwrap(graph["services"] as? [[String: Any]]) where files.contains(service["file"] as! String) {
            really.formUnion(service["usedBy"] as! [String])
        }
        let edges = try XCTUnwrap(graph["dependencies"] as? [[String: Any]]).map { ($0["from"] as! String, $0["to"] as! String) }
        var grew = true
        while grew {
            let more = Set(edges.filter { really.contains($0.1) }.map(\.0))
            grew = !more.isSubset(of: really)
            really.formUnion(more)
        }
        XCTAssertEqual(Set(affected.map { $0["module"] as! String }), really)
        XCTAssertEqual(modules.count - really.count, 2, "Settings and Detail are not affected")

        // Paths for a CI script: from the repository's root with --app, and from the app's folder without it.
        let paths = try viperDocs(["affected", "HEAD~1", "HEAD", "--app", app.path, "--format", "paths"])
        XCTAssertEqual(paths.stdout, ["Cart", "Catalog", "Checkout", "Home", "Search"].map { "\(app.path)/Modules/\($0)\n" }.joined())
        let fromRoot = try runProcess(Self.binary, ["affected", "HEAD~1", "HEAD", "--app", "ios/App", "--format", "paths"], in: repository)
        XCTAssertEqual(String(decoding: fromRoot.stdout, as: UTF8.self), "ios/App/Modules/Cart\nios/App/Modules/Catalog\nios/App/Modules/Checkout\n"
            + "ios/App/Modules/Home\nios/App/Modules/Search\n")
        let inApp = try runProcess(Self.binary, ["affected", "HEAD~1", "HEAD", "--format", "paths"], in: app)
        XCTAssertEqual(String(decoding: inApp.stdout, as: UTF8.self).split(separator: "\n").first, "Modules/Cart")
    }

    /// Without HEAD, the work tree: an untracked file in Detail's folder, a type that Settings names, and an edited app delegate.
    func testAffectedByTheWorkTree() throws {
        let (_, app) = try twoCommits()
        try write("import Foundation\nstruct DetailNote {}\n", "Modules/Detail/DetailNote.swift", in: app)
        try write("struct Money {\n    var cents: Int64\n}\n", "Shared/Money.swift", in: app)
        try write("import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate { var window: UIWindow? }\n", "AppDelegate.swift", in: app)
        let run = try viperDocs(["affected", "HEAD", "--app", app.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "Detail (changed: Modules/Detail/DetailNote.swift)\nSettings (uses Money in Shared/Money.swift)\n\n"
            + "1 changed file in no module and used by none: AppDelegate.swift\n")
        let json = try viperDocs(["affected", "HEAD", "--app", app.path, "--format", "json"])
        XCTAssertTrue(json.stdout.contains("\"head\" : null"), json.stdout)
    }

    /// A revision git does not know, and a folder in no repository: one line on stderr, exit 2.
    func testAffectedRefusesABadRevisionAndAFolderOutsideGit() throws {
        let (_, app) = try twoCommits()
        let run = try viperDocs(["affected", "no-such-branch", "HEAD", "--app", app.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.errors.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("viper-docs: error: affected: no-such-branch is not a revision of "), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)

        let outside = try temporaryFolder()
        let notGit = try viperDocs(["affected", "main", "--app", outside.path])
        XCTAssertEqual(notGit.status, 2)
        XCTAssertEqual(notGit.stderr, "viper-docs: error: affected: '\(outside.path)' is not in a git repository; affected reads revisions "
            + "of the repository that holds the app (pass its folder with --app)\n")
    }

    // MARK: - The repository

    /// A repository with a small app at `ios/App`: a first commit, then one that edits Catalog's presenter and PriceService.
    func twoCommits() throws -> (repository: URL, app: URL) {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        let repository = try temporaryFolder()
        let app = repository.appendingPathComponent("ios/App")
        for (name, opens, service) in [("Home", ["Search"], nil), ("Search", ["Catalog"], nil), ("Catalog", [], nil), ("Cart", [], "PriceService"),
                                       ("Checkout", ["Cart"], nil), ("Settings", [], nil), ("Detail", [], "UserService")] as [(String, [String], String?)] {
            for (file, text) in Self.module(name, opens: opens, service: service) { try write(text, "Modules/\(name)/\(file)", in: app) }
        }
        for service in ["PriceService", "UserService"] {
            try write("import Foundation\nfinal class \(service) {\n    func value() -> Int { 1 }\n}\n", "Services/\(service).swift", in: app)
        }
        try write("import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n", "AppDelegate.swift", in: app)
        // A type of no module, neither service nor entity, that Settings' presenter names.
        try write("struct Money {\n    var cents: Int\n}\n", "Shared/Money.swift", in: app)
        try write(Self.module("Settings", opens: [], service: nil)[0].text.replacingOccurrences(of: "}\n", with: "    var total: Money?\n}\n"),
                  "Modules/Settings/SettingsPresenter.swift", in: app)
        try git(repository, "init", "-q")
        try git(repository, "add", "-A")
        try git(repository, "commit", "-q", "-m", "base")
        try write(Self.module("Catalog", opens: [], service: nil)[0].text.replacingOccurrences(of: "}\n", with: "    func reload() {}\n}\n"),
                  "Modules/Catalog/CatalogPresenter.swift", in: app)
        try write("import Foundation\nfinal class PriceService {\n    func value() -> Int { 2 }\n}\n", "Services/PriceService.swift", in: app)
        try git(repository, "commit", "-q", "-am", "head")
        return (repository, app)
    }

    /// One module's presenter, view, interactor and router; the router builds the module and opens `opens`.
    static func module(_ name: String, opens: [String], service: String?) -> [(file: String, text: String)] {
        let held = service.map { "    let service: \($0)\n    init(service: \($0)) { self.service = service }\n" } ?? ""
        let opening = opens.map { "    func open\($0)() {\n        view?.navigationController?.pushViewController(\($0)Router.createModule(), animated: true)\n    }\n" }
        return [
            ("\(name)Presenter.swift", "import UIKit\nfinal class \(name)Presenter {\n    weak var view: \(name)ViewController?\n"
                + "    var interactor: \(name)Interactor?\n    var router: \(name)Router?\n}\n"),
            ("\(name)ViewController.swift", "import UIKit\nfinal class \(name)ViewController: UIViewController {\n    var presenter: \(name)Presenter?\n}\n"),
            ("\(name)Interactor.swift", "import Foundation\nfinal class \(name)Interactor {\n    weak var presenter: \(name)Presenter?\n\(held)}\n"),
            ("\(name)Router.swift", "import UIKit\nfinal class \(name)Router {\n    weak var view: UIViewController?\n"
                + "    static func createModule() -> UIViewController {\n        let view = \(name)ViewController()\n"
                + "        let presenter = \(name)Presenter()\n        let interactor = \(name)Interactor(\(service.map { "service: \($0)()" } ?? ""))\n"
                + "        let router = \(name)Router()\n        view.presenter = presenter\n        presenter.view = view\n"
                + "        presenter.interactor = interactor\n        presenter.router = router\n        interactor.presenter = presenter\n"
                + "        router.view = view\n        return view\n    }\n" + opening.joined() + "}\n"),
        ]
    }
}
