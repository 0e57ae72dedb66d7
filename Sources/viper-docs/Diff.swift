import ArgumentParser
import Diff
import Foundation
import Reporting
import ViperDocsKit

struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Says what a change does to the architecture: modules, components, references, navigation and findings.",
        discussion: """
            Each side is an app's folder, a graph JSON (viper-docs graph --format json), or with --git a revision of the \
            repository that holds the app (read into a temporary folder; the work tree is not touched).
            """)

    @Argument(help: ArgumentHelp("The version before the change.", valueName: "base"))
    var base: String

    @Argument(help: ArgumentHelp("The version after it.", valueName: "head"))
    var head: String

    @Flag(help: "Read BASE and HEAD as git revisions (main, HEAD, a commit).")
    var git = false

    @Option(help: ArgumentHelp("With --git: the app's folder in the work tree (default: the current folder).", valueName: "dir"))
    var app: String?

    @Option(help: ArgumentHelp("One of: \(DiffFormat.help).", valueName: "format"))
    var format: DiffFormat = .default

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of stdout.", valueName: "file"))
    var output: String?

    @Flag(help: "Exit 1 when the change adds error-level findings.")
    var failOnNewViolations = false

    func validate() throws {
        if app != nil && !git {
            throw ViperDocsError.failed(step: "--app", message: "it names the app's folder in a git repository; use it with --git, or pass the folders to compare")
        }
    }

    func run() async throws {
        let result = try await Commands.diff(DiffOptions(base: base, head: head, git: git, app: app ?? ".", format: format))
        if let output {
            try Commands.writeReport(result.output, to: output)
        } else {
            try Commands.writeStandardOutput(result.output)
        }
        if failOnNewViolations && !result.diff.newErrors.isEmpty { throw ExitCode(1) }
    }
}
