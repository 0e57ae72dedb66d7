import Foundation
import XCTest

/// The bad-input catalogue, part D: what `diff`, `graph --module` and `check --root/--paths` are
/// given that they cannot use. Each is refused with exit 2 and one line that names it.
final class CommandRobustnessTests: ParsingRobustnessCase {
    /// A git repository with one commit of the small app under `App/`; returns the repository.
    func repository() throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        let app = try makeApp()
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "one"]] {
            let process = try Process.run(URL(fileURLWithPath: "/usr/bin/git"), arguments: ["-C", app.path] + arguments)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
        }
        return app
    }

    // MARK: - diff

    /// A side that is neither a folder nor a file: refused before anything is scanned.
    func testDiffOfAMissingSide() throws {
        let root = try makeApp()
        try assertRefused(["diff", root.path, root.appendingPathComponent("nope").path], root: root,
                          prefix: "diff: no such folder or graph JSON: \(root.path)/nope", saying: ["--git"])
    }

    /// A graph JSON cut short (a failed upload, a full disk): "it is not JSON".
    func testDiffOfATruncatedGraphJSON() throws {
        let root = try makeApp(["base.json": #"{"version": 1, "modules": [{"name": "Ho"#])
        try assertRefused(["diff", root.appendingPathComponent("base.json").path, root.path], root: root,
                          prefix: "diff: \(root.path)/base.json: it is not JSON", saying: ["graph --format json"])
    }

    /// A JSON file of another kind (a baseline passed by mistake): names what is missing.
    func testDiffOfAJSONThatIsNotAGraph() throws {
        let root = try makeApp(["baseline.json": #"{"version": 1, "entries": []}"#])
        try assertRefused(["diff", root.appendingPathComponent("baseline.json").path, root.path], root: root,
                          prefix: "diff: \(root.path)/baseline.json: it is not a viper-docs graph (missing 'modules'")
    }

    /// A graph JSON of a later schema version.
    func testDiffOfAGraphJSONOfAnotherVersion() throws {
        let root = try makeApp(["next.json": #"{"version": 9, "modules": [], "services": [], "entities": [], "excluded": []}"#])
        try assertRefused(["diff", root.appendingPathComponent("next.json").path, root.path], root: root,
                          prefix: "diff: \(root.path)/next.json: it has version 9, and this viper-docs reads version 1")
    }

    /// A graph JSON nested 100,000 deep: refused as not JSON, no stack overflow.
    func testDiffOfAGraphJSONNested100000Deep() throws {
        let root = try makeApp(["deep.json": Self.repeated("[", "1", "]", 100_000)])
        try assertRefused(["diff", root.appendingPathComponent("deep.json").path, root.path], root: root, prefix: "diff: \(root.path)/deep.json: it is not")
    }

    /// `--git` with a revision the repository does not have.
    func testDiffOfAnUnknownRevision() throws {
        let root = try repository()
        try assertRefused(["diff", "--git", "no-such-branch", "HEAD", "--app", root.path], root: root,
                          prefix: "diff: no-such-branch is not a revision of", saying: ["git log"])
    }

    /// A revision that reads like an option (`--output=x`) is a revision, never an option to git.
    func testDiffOfARevisionThatLooksLikeAnOption() throws {
        let root = try repository()
        try assertRefused(["diff", "--git", "--app", root.path, "--", "--output=\(root.path)/x", "HEAD"], root: root,
                          prefix: "diff: --output=\(root.path)/x is not a revision of")
    }

    /// `--git` on a folder outside any repository.
    func testDiffWithGitOutsideARepository() throws {
        let root = try makeApp()
        try assertRefused(["diff", "--git", "HEAD~1", "HEAD", "--app", root.path], root: root,
                          prefix: "diff: '\(root.path)' is not in a git repository")
    }

    /// `--app` without `--git`.
    func testDiffAppWithoutGit() throws {
        let root = try makeApp()
        try assertRefused(["diff", root.path, root.path, "--app", root.path], root: root, prefix: "--app: it names the app's folder in a git repository")
    }

    // MARK: - graph and check options

    /// `--module` naming no module: the modules there are.
    func testGraphOfAnUnknownModule() throws {
        let root = try makeApp()
        try assertRefused(["graph", root.path, "--format", "mermaid", "--module", "Nope"], root: root,
                          prefix: "--module: no module 'Nope' in the app; its modules are Home")
    }

    /// `--module` with the JSON, which is always the whole app.
    func testGraphModuleWithJSON() throws {
        let root = try makeApp()
        try assertRefused(["graph", root.path, "--module", "Home"], root: root, prefix: "--module: it draws one module's diagram")
    }

    /// `--root` that does not hold the scanned folder: refused before the scan.
    func testCheckRootThatDoesNotHoldTheApp() throws {
        let root = try makeApp(), other = try makeApp()
        try assertRefused(["check", root.path, "--root", other.path], root: root, prefix: "--root: \(other.path) does not hold the scanned folder")
    }

    /// `--root` that does not exist.
    func testCheckRootThatDoesNotExist() throws {
        let root = try makeApp()
        try assertRefused(["check", root.path, "--root", root.appendingPathComponent("missing").path], root: root, prefix: "--root: no such folder: \(root.path)/missing; pass the repository root")
    }

    /// `--paths absolute` with a format that must be relative (SARIF, Code Quality), or with `--root`.
    func testCheckAbsolutePathsWithAnotherFormatOrARoot() throws {
        let root = try makeApp()
        try assertRefused(["check", root.path, "--paths", "absolute", "--format", "codeclimate"], root: root,
                          prefix: "--paths: absolute paths are for the text format")
        try assertRefused(["check", root.path, "--paths", "absolute", "--root", root.path], root: root,
                          prefix: "--paths: absolute paths and --root contradict each other")
    }
}
