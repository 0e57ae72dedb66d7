import ArgumentParser
import Foundation
import ViperDocsKit

/// `viper-docs lower-bound PATH`: hidden; prints, as JSON, what no build of the app can beat (the
/// parse of every file on all cores, the layout of every diagram), for `make bench`.
struct LowerBoundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lower-bound",
        abstract: "Times the parse of every file and the layout of every diagram (for make bench).",
        shouldDisplay: false)

    @Argument(help: "The root of the app.")
    var path: String = "."

    @Option(name: .customLong("write-dot"), help: ArgumentHelp("Also write every diagram's DOT into this folder.", valueName: "dir"))
    var writeDOT: String?

    func run() async throws {
        let figures = try await LowerBound.measure(path: path, dotFolder: writeDOT)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try Commands.writeStandardOutput(try encoder.encode(figures) + Data("\n".utf8))
    }
}
