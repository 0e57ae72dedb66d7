import ArgumentParser
import Foundation
import ViperDocsKit

struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Checks the app against VIPER's rules; exits 1 when an error-level rule is broken.")

    @OptionGroup var scan: ScanOptions

    @Option(help: "text (file:line:column: severity: message [rule]) or json.")
    var format: CheckFormatOption = .text

    func run() async throws {
        let analysis = try await Analyzer.analyze(path: scan.path, progress: Progress(quiet: true, total: 3))
        let report = try Commands.checkReport(analysis, format: format.rawValue)
        FileHandle.standardOutput.write(Data(report.output.utf8))
        try exitForFindings(report.errors)
    }
}

enum CheckFormatOption: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
