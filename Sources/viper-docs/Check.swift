import ArgumentParser
import Foundation
import ViperDocsKit

struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Checks the app against VIPER's rules; exits 1 when an error-level rule is broken.")

    @OptionGroup var scan: ScanOptions

    @Option(help: "text (file:line:column: severity: message [rule]), json, sarif (SARIF 2.1.0), junit (JUnit XML), github (workflow commands) or markdown (a pull-request summary).")
    var format: CheckFormatOption = .text

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of stdout.", valueName: "file"))
    var output: String?

    @Flag(help: "Exit 1 on any finding (warnings and notes too), not only on errors.")
    var strict = false

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write every current finding to this baseline file (the report and exit code are as without it).", valueName: "file"))
    var writeBaseline: String?

    func run() async throws {
        // Read the baseline first: a missing or malformed one fails before the scan.
        let accepted = try baseline.map(Commands.readBaseline)
        let analysis = try await Analyzer.analyze(path: scan.path, cache: scan.readOnlyCache, progress: Progress(quiet: true, total: 3, warnings: true))
        let outcome = try Commands.check(analysis, options: CheckOptions(
            format: format.rawValue, strict: strict, baseline: accepted, writeBaseline: writeBaseline,
            toolVersion: ViperDocs.configuration.version))
        if let writeBaseline {
            note("wrote \(analysis.violations.count) finding(s) to the baseline \(writeBaseline)")
        }
        if let baseline, outcome.baselined + outcome.staleBaselineEntries > 0 {
            note("\(outcome.baselined) finding(s) in the baseline \(baseline) not reported"
                + (outcome.staleBaselineEntries > 0 ? "; \(outcome.staleBaselineEntries) of its entries match nothing (refresh it with --write-baseline)" : ""))
        }
        if let output {
            try Commands.writeReport(outcome.output, to: output)
        } else {
            FileHandle.standardOutput.write(Data(outcome.output.utf8))
        }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    private func note(_ line: String) {
        FileHandle.standardError.write(Data("viper-docs: \(line)\n".utf8))
    }
}

enum CheckFormatOption: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, junit, github, markdown
}
