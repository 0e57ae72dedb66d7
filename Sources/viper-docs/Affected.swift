import ArgumentParser
import Reporting
import ViperDocsKit

struct AffectedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "affected",
        abstract: "Lists the modules a change touches and those that depend on them, for CI jobs that test only what it can break.",
        discussion: """
            BASE and HEAD are git revisions of the repository that holds the app (read into temporary folders; the work tree \
            is not touched). Without HEAD, the work tree as it is, uncommitted edits and untracked files included.
            """)

    @Argument(help: ArgumentHelp("The revision before the change (main, origin/main, a commit).", valueName: "base"))
    var base: String

    @Argument(help: ArgumentHelp("The revision after it (default: the work tree).", valueName: "head"))
    var head: String?

    @Option(help: ArgumentHelp("The app's folder in the work tree (default: the current folder).", valueName: "dir"))
    var app: String?

    @Option(help: ArgumentHelp("One of: \(AffectedFormat.help).", valueName: "format"))
    var format: AffectedFormat = .default

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of stdout.", valueName: "file"))
    var output: String?

    func run() async throws {
        try Commands.checkReportPaths(output: output, baseline: nil)
        let result = try await Commands.affected(AffectedOptions(base: base, head: head, app: app ?? ".", format: format))
        if let output {
            try Commands.writeReport(result.output, to: output)
        } else {
            try Commands.writeStandardOutput(result.output)
        }
    }
}
