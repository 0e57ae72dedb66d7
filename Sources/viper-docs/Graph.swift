import ArgumentParser
import Foundation
import ViperDocsKit

struct Graph: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Prints the app's modules, components, references and navigation.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, dot
    }

    @OptionGroup var scan: ScanOptions

    @Option(help: "json (the schema in the README) or dot (the app map, for Graphviz).")
    var format: Format = .json

    @Flag(help: "Add the model's decisions (what each pass decided, why, and where the code says so) to the JSON.")
    var explain = false

    func validate() throws {
        if explain && format != .json {
            throw ValidationError("--explain adds the decisions to the JSON; use it with --format json")
        }
    }

    func run() async throws {
        let analysis = try await Analyzer.analyze(path: scan.path, cache: scan.readOnlyCache, progress: Progress(quiet: true, total: 3, warnings: true))
        let output = switch format {
        case .json: try Commands.graphJSON(analysis, explain: explain)
        case .dot: Commands.graphDOT(analysis)
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}
