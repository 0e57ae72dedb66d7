import ArgumentParser
import Foundation
import Reporting
import SourceScanner
import ViperDocsKit

struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Checks the app against VIPER's rules; exits 1 when an error-level rule is broken.")

    @OptionGroup var scan: ScanOptions

    @Option(help: ArgumentHelp("One of: \(CheckFormat.help).", valueName: "format"))
    var format: CheckFormat = .default

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the report to this file instead of stdout.", valueName: "file"))
    var output: String?

    @Flag(help: "Exit 1 on any finding (warnings and notes too), not only on errors.")
    var strict = false

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Write every current finding to this baseline file (the report and exit code are as without it).", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Write paths relative to this folder (the repository root, when the app is in a subfolder). Default: the scanned folder.",
                               valueName: "dir"))
    var root: String?

    @Option(name: .customLong("paths"),
            help: ArgumentHelp("relative (to --root or the scanned folder) or absolute (text only: for Xcode and editors).", valueName: "style"))
    var pathStyle: PathStyle = .relative

    enum PathStyle: String, ExpressibleByArgument, CaseIterable {
        case relative, absolute
    }

    func validate() throws {
        if pathStyle == .absolute && format != CheckFormat(TextReport.self) {
            throw ViperDocsError.failed(step: "--paths", message: "absolute paths are for the text format (Xcode, editors); the other formats write paths relative to --root")
        }
        if pathStyle == .absolute && root != nil {
            throw ViperDocsError.failed(step: "--paths", message: "absolute paths and --root contradict each other; pass one of them")
        }
    }

    func run() async throws {
        // Read the baseline and the root first: a missing or malformed one fails before the scan.
        let accepted = try baseline.map(Commands.readBaseline)
        try Commands.checkReportPaths(output: output, baseline: writeBaseline)
        let paths = try ReportPaths.resolved(scanned: URL(fileURLWithPath: scan.path), root: root, absolute: pathStyle == .absolute)
        // No report of `check` says why the model is as it is: the passes' decisions are not put into words.
        let analysis = try await Analyzer.analyze(path: scan.path, cache: scan.readOnlyCache, progress: Progress(quiet: true, total: 3, warnings: true),
                                                  decisions: false)
        KeptUntilExit.keep(analysis)
        let outcome = try Commands.check(analysis, options: CheckOptions(
            format: format, strict: strict, baseline: accepted, writeBaseline: writeBaseline,
            paths: paths))
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
            try Commands.writeStandardOutput(outcome.output)
        }
        if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
    }

    private func note(_ line: String) {
        TerminalText.writeLine("viper-docs: \(line)")
    }
}

/// `--format` takes the reporters' identifiers (`ReportersList.swift`).
extension ReportFormat: ExpressibleByArgument {}
