import Foundation
import XCTest

/// The `viper-docs-check` hook of `.pre-commit-hooks.yaml`, run by pre-commit (from PyPI) as a team
/// runs it: a hook repository holding this checkout's hooks file, and an app repository whose
/// `.pre-commit-config.yaml` names it, with the hook installed in git. A commit that keeps to the
/// baseline goes through; one that adds an error-level finding is refused, and says why.
///
/// pre-commit comes from `.build-ci-tools` (`make test` installs it there) or the PATH; without it
/// the test skips. The `viper-docs-check-build` variant, which has pre-commit build viper-docs in
/// release, is not run here (its build takes many minutes); its entry and file pattern are the same.
final class PreCommitEndToEndTests: PublishingCase {
    var preCommit: String? {
        let kept = Self.repository.appendingPathComponent(".build-ci-tools/bin/pre-commit").path
        if FileManager.default.isExecutableFile(atPath: kept) { return kept }
        return (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/pre-commit" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    func git(_ folder: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        try run("/usr/bin/git", ["-C", folder.path, "-c", "user.name=T", "-c", "user.email=t@example.com", "-c", "commit.gpgsign=false"] + arguments,
                environment: environment)
    }

    func testTheHookLetsAGoodCommitThroughAndRefusesANewFinding() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        guard let preCommit else {
            throw XCTSkip("pre-commit is not installed (pip install pre-commit; `make test` installs it into .build-ci-tools)")
        }
        let folder = try temporaryFolder()
        let environment = ["PATH": EndToEndTests.products.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                           "PRE_COMMIT_HOME": folder.appendingPathComponent("pre-commit-cache").path]

        // The hook repository: this checkout's hooks file, committed.
        let hooks = folder.appendingPathComponent("hooks")
        try FileManager.default.createDirectory(at: hooks, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(".pre-commit-hooks.yaml"),
                                         to: hooks.appendingPathComponent(".pre-commit-hooks.yaml"))
        for step in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "hooks"]] { XCTAssertEqual(try git(hooks, step).status, 0) }
        let revision = try git(hooks, ["rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        // The app repository: the example in ios/App, its findings recorded in a baseline.
        let repository = folder.appendingPathComponent("repository")
        let app = try example(in: repository, named: "ios/App")
        XCTAssertEqual(try viperDocs(["check", app.path, "--write-baseline", app.appendingPathComponent("viper-baseline.json").path]).status, 1)
        let config = """
            repos:
              - repo: \(hooks.path)
                rev: \(revision)
                hooks:
                  - id: viper-docs-check
                    args: [ios/App, --baseline, ios/App/viper-baseline.json]

            """
        try config.write(to: repository.appendingPathComponent(".pre-commit-config.yaml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try git(repository, ["init", "-q"]).status, 0)
        let install = try run(preCommit, ["install"], in: repository, environment: environment)
        XCTAssertEqual(install.status, 0, install.stderr + install.stdout)

        // A commit with nothing new: the hook runs, and passes.
        XCTAssertEqual(try git(repository, ["add", "-A"]).status, 0)
        let good = try git(repository, ["commit", "-m", "app"], environment: environment)
        XCTAssertEqual(good.status, 0, good.stdout + good.stderr)
        XCTAssertTrue((good.stdout + good.stderr).contains("viper-docs check"), good.stdout + good.stderr)
        XCTAssertTrue((good.stdout + good.stderr).contains("Passed"), good.stdout + good.stderr)
        let head = try git(repository, ["rev-parse", "HEAD"]).stdout

        // Home's presenter now holds its view strongly: a new error-level finding, so no commit.
        let presenter = app.appendingPathComponent("Modules/Shows/Home/HomePresenter.swift")
        let text = try String(contentsOf: presenter, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "    private unowned let view: HomeViewInterface", with: "    private let view: HomeViewInterface")
        XCTAssertNotEqual(edited, text, "the example's Home presenter holds its view unowned")
        try edited.write(to: presenter, atomically: true, encoding: .utf8)
        XCTAssertEqual(try git(repository, ["add", "-A"]).status, 0)
        let bad = try git(repository, ["commit", "-m", "strong view"], environment: environment)
        XCTAssertNotEqual(bad.status, 0, "the commit is refused")
        XCTAssertTrue((bad.stdout + bad.stderr).contains("Failed"), bad.stdout + bad.stderr)
        XCTAssertTrue((bad.stdout + bad.stderr).contains("[presenter-holds-view-weakly]"), bad.stdout + bad.stderr)
        XCTAssertEqual(try git(repository, ["rev-parse", "HEAD"]).stdout, head, "no commit was made")
    }
}
