import Architecture
import Foundation
import Reporting
import Rules
import SourceScanner

/// What the commands print, kept here so that the executable stays a thin layer of arguments.
public enum Commands {
    /// `viper-docs graph`: the model in `format`; `module` narrows a diagram to one module, `explain`
    /// adds the model's decisions to the JSON. An unknown module is a `ViperDocsError` (exit 2).
    public static func graph(_ analysis: Analysis, format: GraphFormat = .default, module: String? = nil, explain: Bool = false) throws -> String {
        let subject = GraphSubject(model: analysis.model, violations: analysis.violations, module: module, explain: explain)
        do {
            return try format.report(subject)
        } catch let error as GraphSubjectError {
            throw ViperDocsError.failed(step: "--module", message: error.description)
        }
    }

    /// `viper-docs rules [ID]`.
    public static func rules(id: String?, markdown: Bool) throws -> String {
        if markdown { return RulesDocumentation.markdown() }
        guard let id else { return RulesDocumentation.list() }
        guard let rule = RuleRegistry.rule(id: id) else {
            throw ViperDocsError.failed(step: "rules", message: "no rule '\(id)'; 'viper-docs rules' lists them")
        }
        return RulesDocumentation.explain(rule)
    }

    /// `viper-docs init`: writes the starter configuration; returns its path.
    public static func initConfiguration(at path: String, force: Bool) throws -> String {
        let root = try Analyzer.validatedRoot(path)
        let url = root.appendingPathComponent(Configuration.fileName)
        if FileManager.default.fileExists(atPath: url.path) && !force {
            throw ViperDocsError.failed(step: "init", message: "\(url.path) exists; edit it, or pass --force to replace it")
        }
        do {
            try Configuration.starter.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw ViperDocsError.failed(step: "init", message: "cannot write \(url.path): \(error.localizedDescription)")
        }
        return url.path
    }
}

// MARK: - `viper-docs check` with its options

/// What `viper-docs check` was asked for, besides the path.
public struct CheckOptions: Sendable {
    public var format: CheckFormat
    /// Exit 1 on any finding, not only on error-level ones.
    public var strict: Bool
    /// The findings to leave out (read beforehand with `Commands.readBaseline`).
    public var baseline: Baseline?
    /// Where to write every current finding as a new baseline.
    public var writeBaseline: String?
    /// viper-docs's version, for SARIF.
    public var toolVersion: String
    /// How the report writes paths (`ReportPaths.resolved`: `--root`, `--paths absolute`).
    public var paths: ReportPaths

    public init(format: CheckFormat = .default, strict: Bool = false, baseline: Baseline? = nil, writeBaseline: String? = nil,
                toolVersion: String = ViperDocsVersion.current, paths: ReportPaths = .relative) {
        self.format = format
        self.paths = paths
        self.strict = strict
        self.baseline = baseline
        self.writeBaseline = writeBaseline
        self.toolVersion = toolVersion
    }
}

/// What `viper-docs check` produced.
public struct CheckOutcome: Sendable {
    public var output: String
    /// 0, or 1 for findings that fail the check (error-level ones; any with `--strict`).
    public var exitCode: Int32
    /// The findings reported (after the baseline).
    public var reported: [Violation]
    /// Findings the baseline accepted, and baseline entries that matched nothing.
    public var baselined: Int
    public var staleBaselineEntries: Int
}

extension Commands {
    /// The baseline at `path`, or a `ViperDocsError` naming the file (exit 2).
    public static func readBaseline(_ path: String) throws -> Baseline {
        try BaselineFile.read(path)
    }

    /// Runs `check`'s reporting: writes a new baseline if asked, drops the baseline's findings,
    /// renders the report and decides the exit code.
    public static func check(_ analysis: Analysis, options: CheckOptions) throws -> CheckOutcome {
        let lines = SourceLines.read(analysis.violations, root: analysis.root)
        if let path = options.writeBaseline {
            try BaselineFile.write(Baseline(analysis.violations, sourceLines: lines), to: path)
        }
        var reported = analysis.violations
        var baselined = 0, stale = 0
        if let baseline = options.baseline {
            let outcome = baseline.apply(to: analysis.violations, sourceLines: lines)
            reported = outcome.new
            baselined = outcome.baselined.count
            stale = outcome.unmatched.count
        }
        let context = CheckReportContext(rules: RuleRegistry.all.map { $0.description } + analysis.configuration.rules.dependencyRuleDescriptions,
                                         toolVersion: options.toolVersion,
                                         sourceLines: lines, baselined: baselined, paths: options.paths,
                                         strict: options.strict)
        let output = try options.format.report(CheckResult(reported, context: context))
        let failing = options.strict ? reported.count : reported.filter { $0.severity == .error }.count
        return CheckOutcome(output: output, exitCode: failing > 0 ? 1 : 0, reported: reported,
                            baselined: baselined, staleBaselineEntries: stale)
    }

    /// Writes `text` to stdout; stdout closed or full (`>&-`, `>/dev/full`, a full disk, a reader that
    /// went away) is a `ViperDocsError` (exit 2), never a trap (`FileHandle.write` traps on either).
    public static func writeStandardOutput(_ text: String) throws {
        try writeStandardOutput(Data(text.utf8))
    }

    public static func writeStandardOutput(_ data: Data) throws {
        guard let code = StandardStream.write(data, to: STDOUT_FILENO) else { return }
        throw ViperDocsError.failed(step: "stdout", message: "cannot be written (\(String(cString: strerror(code)).lowercased())); "
            + "open it, free some space, or write the report to a file with --output where the command has it")
    }

    /// Writes a report to `path` instead of stdout; an unwritable path is a `ViperDocsError` (exit 2).
    public static func writeReport(_ report: String, to path: String) throws {
        try ReportFile.write(report, to: path, what: "the report", option: "--output")
    }

    /// Refuses, before any work, a report or baseline path that is a device, a FIFO or a folder.
    public static func checkReportPaths(output: String?, baseline: String?) throws {
        if let output { try ReportFile.checkWritable(output, what: "the report", option: "--output") }
        if let baseline { try ReportFile.checkWritable(baseline, what: "the baseline", option: "--write-baseline") }
    }
}
