import ArgumentParser
import Foundation
import ViperDocsKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Lists the rules, or explains one.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    @Argument(help: "A rule id to explain.")
    var id: String?

    @Option(help: "text, or markdown (the whole catalogue, as Docs/Rules.md).")
    var format: Format = .text

    func run() throws {
        let output = try Commands.rules(id: id, markdown: format == .markdown)
        try Commands.writeStandardOutput(output)
    }
}
