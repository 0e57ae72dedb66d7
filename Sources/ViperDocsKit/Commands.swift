import Architecture
import Foundation
import Reporting
import Rules

/// What the commands print, kept here so that the executable stays a thin layer of arguments.
public enum Commands {
    public static func graphJSON(_ analysis: Analysis) throws -> String {
        try GraphReport.json(analysis.model)
    }

    public static func graphDOT(_ analysis: Analysis) -> String {
        DiagramFactory.appDOT(analysis)
    }

    /// The report and the number of error-level findings (for the exit code).
    public static func checkReport(_ analysis: Analysis, format: String) throws -> (output: String, errors: Int) {
        let format = CheckFormat(rawValue: format) ?? .text
        let output = try CheckReport.render(analysis.violations, format: format)
        return (output, analysis.violations.filter { $0.severity == .error }.count)
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
