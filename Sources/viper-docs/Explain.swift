import ArgumentParser
import Foundation
import ViperDocsKit

struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Says why the model sees a module, a type or a property as it does: each pass's decisions, with the code that says so.",
        usage: "viper-docs explain [<path>] <name> [--format <format>]")

    @Argument(help: ArgumentHelp("The root of the app to scan (default: the current folder), then a module's name (Home), a type's (HomePresenter), a property (HomePresenter.view), or two modules ('Home -> Details': why the first depends on the second).",
                                 valueName: "path-or-name"))
    var first: String

    @Argument(help: ArgumentHelp("The name, when a path comes first.", valueName: "name"))
    var second: String?

    @Option(help: "text, or json (the decisions as an array).")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func run() async throws {
        let (path, name) = second.map { (first, $0) } ?? (".", first)
        let analysis = try await Analyzer.analyze(path: path, progress: Progress(quiet: true, total: 3))
        let output = try Explain.run(name, in: analysis.model, format: format == .json ? .json : .text)
        try Commands.writeStandardOutput(output)
    }
}
