import Foundation
import XCTest
import Yams

/// The GitHub Action and the GitLab template, run here as scripts (no runner is reachable): every
/// `run:` step of `action.yml` and the GitLab jobs' `script:` lines on a repository with the example
/// app in a subfolder and two commits. A release build is too slow for `make test`, so the action's
/// install step installs this test build (`VIPER_DOCS_BIN_DIR`, `make install BIN_DIR=…`).
final class CIRecipesTests: PublishingCase {
    /// A git repository with the example at `ios/App`, a first commit, then the known edits.
    func workspace() throws -> (root: URL, app: URL) {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/git") else { throw XCTSkip("git is not installed") }
        let root = try temporaryFolder().appendingPathComponent("workspace")
        let app = try example(in: root, named: "ios/App")
        for step in [["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "base"], ["update-ref", "refs/remotes/origin/main", "HEAD"]] {
            XCTAssertEqual(try git(root, step).status, 0)
        }
        try editedExample(app)
        for step in [["add", "-A"], ["commit", "-q", "-m", "head"]] { XCTAssertEqual(try git(root, step).status, 0) }
        return (root, app)
    }

    func git(_ root: URL, _ arguments: [String]) throws -> Result {
        try run("/usr/bin/git", ["-C", root.path, "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments)
    }

    func bash(_ script: String, in folder: URL, environment: [String: String]) throws -> Result {
        try run("/bin/bash", ["-e", "-o", "pipefail", "-c", script], in: folder, environment: environment)
    }

    // MARK: - action.yml

    func testTheActionsStepsWriteTheSiteTheReportTheDiffAndTheAnnotations() throws {
        let (root, _) = try workspace()
        let temp = try temporaryFolder()
        let action = try XCTUnwrap(try Yams.load(yaml: String(contentsOf: Self.repository.appendingPathComponent("action.yml"), encoding: .utf8)) as? [String: Any])
        var inputs: [String: String] = [:]
        for (name, value) in action["inputs"] as? [String: [String: Any]] ?? [:] { inputs[name] = value["default"].map { "\($0)" } ?? "" }
        inputs.merge(["path": "ios/App", "report-format": "sarif", "report-file": "viper-docs.sarif", "base": "origin/main",
                      "fail-on-findings": "false"]) { $1 }
        var outputs: [String: [String: String]] = [:]

        func value(_ expression: String) -> String? {
            let parts = expression.split(separator: ".").map(String.init)
            switch parts.first {
            case "inputs": return inputs[parts.dropFirst().joined(separator: ".")]
            case "runner" where parts.count == 2 && parts[1] == "temp": return temp.path
            case "steps" where parts.count == 4 && parts[2] == "outputs": return outputs[parts[1]]?[parts[3]] ?? ""
            default: return nil
            }
        }
        func substitute(_ text: String) throws -> String {
            var result = text
            while let match = result.firstMatch(of: /\$\{\{\s*([^}]+?)\s*\}\}/) {
                let expression = String(match.output.1)
                let replacement = try XCTUnwrap(value(expression), "the test does not know ${{ \(expression) }}: teach it, or simplify the action")
                result.replaceSubrange(match.range, with: replacement)
            }
            return result
        }
        func holds(_ condition: String) throws -> Bool {
            let match = try XCTUnwrap(condition.wholeMatch(of: /(\S+) (==|!=) '([^']*)'/), "the test reads only `a == 'b'` and `a != 'b'`: \(condition)")
            let actual = try XCTUnwrap(value(String(match.output.1)), condition)
            return (actual == match.output.3) == (match.output.2 == "==")
        }

        var ran: [String] = []
        var stdout = ""
        let steps = try XCTUnwrap((action["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        for step in steps {
            let name = step["name"] as? String ?? "?"
            if step["uses"] != nil { continue }  // actions/cache: a cache miss here
            if let condition = step["if"] as? String, !(try holds(condition)) { continue }
            XCTAssertEqual(step["shell"] as? String, "bash", "\(name): a composite step names its shell")
            let script = try XCTUnwrap(step["run"] as? String, name)
            let outputFile = temp.appendingPathComponent("output-\(ran.count)")
            try Data().write(to: outputFile)
            var environment = try (step["env"] as? [String: Any] ?? [:]).mapValues { try substitute("\($0)") }
            environment.merge(["GITHUB_ACTION_PATH": Self.repository.path, "GITHUB_OUTPUT": outputFile.path, "RUNNER_TEMP": temp.path,
                               "VIPER_DOCS_BIN_DIR": EndToEndTests.products.path]) { $1 }
            let result = try bash(script, in: root, environment: environment)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            ran.append(name)
            stdout += result.stdout
            if let id = step["id"] as? String {
                let lines = try String(contentsOf: outputFile, encoding: .utf8).split(separator: "\n")
                outputs[id] = Dictionary(lines.map { line in
                    let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
                    return (pair[0], pair.count > 1 ? pair[1] : "")
                }, uniquingKeysWith: { $1 })
            }
        }
        XCTAssertEqual(ran, ["Install Graphviz and cmark", "Build and install viper-docs", "Write the site", "Write the report",
                             "Compare with the base revision", "Check the rules"])

        let declared = try XCTUnwrap(action["outputs"] as? [String: [String: String]])
        let site = try substitute(try XCTUnwrap(declared["site"]?["value"]))
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(site).appendingPathComponent("index.html").path), site)
        let report = try String(contentsOf: root.appendingPathComponent(try substitute(declared["report"]?["value"] ?? "")), encoding: .utf8)
        XCTAssertTrue(report.contains("\"uri\" : \"ios/App/Modules/"), "SARIF paths relative to the repository root")
        let diff = try String(contentsOf: URL(fileURLWithPath: try substitute(declared["diff"]?["value"] ?? "")), encoding: .utf8)
        XCTAssertTrue(diff.hasPrefix("<!-- viper-docs diff -->\n## viper-docs diff\n\n❌ **This change adds 2 error-level findings, adds 1 other finding"), diff)
        XCTAssertTrue(stdout.contains("::error file=ios/App/Modules/Shows/Home/HomePresenter.swift,line=7,col=5,"), "annotations: \(stdout)")
    }

    // MARK: - The GitLab template

    func testTheGitLabJobsWriteCodeQualityThePagesAndTheDiff() throws {
        let (root, _) = try workspace()
        let template = try XCTUnwrap(try Yams.load(yaml: String(contentsOf: Self.repository.appendingPathComponent("Docs/CI/gitlab-ci.yml"), encoding: .utf8)) as? [String: Any])
        // The template's before_script clones and installs viper-docs: here, this build.
        let prefix = root.appendingPathComponent(".viper-docs")
        let install = try run("/usr/bin/make", ["-C", Self.repository.path, "install", "PREFIX=\(prefix.path)", "BIN_DIR=\(EndToEndTests.products.path)"])
        XCTAssertEqual(install.status, 0, install.stderr)
        let app = root.appendingPathComponent("ios/App")
        let environment = ["VIPER_DOCS": prefix.appendingPathComponent("bin/viper-docs").path, "CI_PROJECT_DIR": app.path,
                           "CI_MERGE_REQUEST_TARGET_BRANCH_NAME": "main", "VIPER_DOCS_API_TOKEN": ""]

        func script(_ job: String) throws -> [String] {
            try XCTUnwrap((template[job] as? [String: Any])?["script"] as? [String], job).filter { !$0.hasPrefix("git fetch") }
        }
        let quality = try script("architecture")
        XCTAssertEqual(try bash(quality[0], in: app, environment: environment).status, 0)
        XCTAssertEqual(try bash(quality[1], in: app, environment: environment).status, 1, "the job fails on the example's error-level findings")
        let issues = try JSONSerialization.jsonObject(with: Data(contentsOf: app.appendingPathComponent("gl-code-quality-report.json"))) as? [[String: Any]]
        XCTAssertEqual(issues?.count, 6, "the edited example's findings: the five of the example, two fixed, three added")

        for line in try script("pages") { XCTAssertEqual(try bash(line, in: app, environment: environment).status, 0, line) }
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("public/index.html").path))

        for line in try script("architecture-diff") { XCTAssertEqual(try bash(line, in: app, environment: environment).status, 0, line) }
        XCTAssertTrue(try String(contentsOf: app.appendingPathComponent("viper-docs-diff.md"), encoding: .utf8).contains("```mermaid"))
    }

    // MARK: - Docs/CI.md

    func testTheRecipesInDocsAreTheValidatedFiles() throws {
        let guide = try String(contentsOf: Self.repository.appendingPathComponent("Docs/CI.md"), encoding: .utf8)
        for name in ["github-pages.yml", "pull-request.yml", "gitlab-ci.yml"] {
            let file = try String(contentsOf: Self.repository.appendingPathComponent("Docs/CI/\(name)"), encoding: .utf8)
            XCTAssertTrue(guide.contains("```yaml\n" + file + "```\n"), "Docs/CI.md shows Docs/CI/\(name) as it is")
        }
    }
}
