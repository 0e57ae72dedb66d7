import ArgumentParser
import Foundation
import Reporting
import ViperDocsKit

struct Graph: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Prints the app's modules, components, references and navigation.")

    @OptionGroup var scan: ScanOptions

    @Option(help: ArgumentHelp("One of: \(GraphFormat.help).", valueName: "format"))
    var format: GraphFormat = .default

    @Option(help: ArgumentHelp("Draw this module's components instead of the app map (dot and mermaid).", valueName: "name"))
    var module: String?

    @Flag(help: "Add the model's decisions (what each pass decided, why, and where the code says so) to the JSON.")
    var explain = false

    func validate() throws {
        if explain && format != .default {
            throw ValidationError("--explain adds the decisions to the JSON; use it with --format json")
        }
        if module != nil && format == .default {
            throw ViperDocsError.failed(step: "--module", message: "it draws one module's diagram; use it with --format dot or --format mermaid")
        }
    }

    func run() async throws {
        let analysis = try await Analyzer.analyze(path: scan.path, cache: scan.readOnlyCache, progress: Progress(quiet: true, total: 3, warnings: true),
                                                  decisions: explain)
        KeptUntilExit.keep(analysis)
        let output = try Commands.graph(analysis, format: format, module: module, explain: explain)
        try Commands.writeStandardOutput(output)
    }
}
