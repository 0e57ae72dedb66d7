import Rules

// MARK: - Text, for Xcode and editors

/// `file:line:column: error: message [rule-id]`, the form Xcode and editors read: one line per
/// finding, so a line break in a message becomes a space. With `--paths absolute` the file is
/// absolute, so Xcode's Run Script phase puts each warning on its line.
public enum TextReport: Reporter {
    public static let identifier = "text"
    public static let summary = "file:line:column: severity: message [rule]"

    public static func report(_ subject: CheckResult) -> String {
        render(subject.violations, paths: subject.context.paths)
    }

    public static func render(_ violations: [Violation], paths: ReportPaths = .relative) -> String {
        violations.sorted().map {
            let message = $0.message.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
            return "\(CheckReport.location($0, paths)): \($0.severity.rawValue): \(message) [\($0.rule)]\n"
        }.joined()
    }
}
