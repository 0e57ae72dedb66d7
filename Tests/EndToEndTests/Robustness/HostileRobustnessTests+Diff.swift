import Foundation
import XCTest

/// The hostile catalogue, `diff --git`: what a pull request's revision can hide from the comparison.
final class HostileDiffTests: RobustnessTestCase {
    // MARK: - Hostile revisions

    /// The head revision adds a module with two errors and marks it `export-ignore` in `.gitattributes`: the diff still sees it, and `--fail-on-new-violations` fails (it said "makes no architectural change" and exited 0: `git archive` honours export-ignore).
    func testDiffSeesAModuleMarkedExportIgnore() throws {
        let (repository, app) = try committedExample(folder: "app")
        try write(Self.violatingModule("Hidden"), "Modules/Hidden/Hidden.swift", in: app)
        try write("Modules/Hidden export-ignore\nModules/Hidden/** export-ignore\n", ".gitattributes", in: app)
        try git(repository, "add", "-A")
        try git(repository, "commit", "-q", "-m", "head")
        let run = try viperDocs(["diff", "--git", "HEAD~1", "HEAD", "--app", app.path, "--fail-on-new-violations"])
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("+ Hidden"), run.stdout)
    }

    /// Modules in a git submodule are in neither side's tree: each side says so in one warning that names the submodule (they went missing without a word).
    func testDiffWarnsAboutASubmodule() throws {
        let (repository, app) = try committedExample(folder: "app")
        let head = String(decoding: try git(repository, "rev-parse", "HEAD").stdout, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        try git(repository, "update-index", "--add", "--cacheinfo", "160000,\(head),app/Modules/Vendored")
        try git(repository, "commit", "-q", "-m", "submodule")
        let run = try viperDocs(["diff", "--git", "HEAD", "HEAD", "--app", app.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.warnings.filter { $0.contains("'app/Modules/Vendored' is a git submodule") }.count, 2, run.stderr)
    }

    /// An app folder whose name holds a line break (`--app "New⏎Line"`): both revisions are read and compared (git's line of `--show-prefix` was cut at the break: a misleading git message).
    func testDiffOfAnAppFolderWithALineBreakInItsName() throws {
        let (repository, app) = try committedExample(folder: "New\nLine")
        try write(Self.violatingModule("Added"), "Modules/Added/Added.swift", in: app)
        try git(repository, "add", "-A")
        try git(repository, "commit", "-q", "-m", "head")
        let run = try viperDocs(["diff", "--git", "HEAD~1", "HEAD", "--app", app.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("+ Added"), run.stdout + run.stderr)
    }

    // MARK: Helpers

    /// A repository whose first commit holds the example app in `folder`.
    func committedExample(folder: String) throws -> (repository: URL, app: URL) {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        let repository = try exampleApp().deletingLastPathComponent().appendingPathComponent("repository")
        let app = repository.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: repository.deletingLastPathComponent().appendingPathComponent("app"), to: app)
        try git(repository, "init", "-q")
        try git(repository, "add", "-A")
        try git(repository, "commit", "-q", "-m", "base")
        return (repository, app)
    }

    /// A module of three components whose presenter holds its view strongly (two error-level findings).
    static func violatingModule(_ name: String) -> String {
        "import UIKit\nfinal class \(name)Presenter { var view: \(name)ViewController?; var interactor: \(name)Interactor? }\n"
            + "final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }\n"
            + "final class \(name)Interactor { weak var presenter: \(name)Presenter? }\n"
            + "final class \(name)Router {\n    static func createModule() -> UIViewController {\n"
            + "        let view = \(name)ViewController(); let presenter = \(name)Presenter()\n"
            + "        view.presenter = presenter; presenter.view = view; return view\n    }\n}\n"
    }
}
