import Rules

// MARK: - GitLab Code Quality (the Code Climate JSON subset)
//
// GitLab reads a JSON array of issues from a job's `artifacts:reports:codequality` and shows them on
// the merge request: new ones, and fixed ones, matched across the two pipelines by `fingerprint`.
// Each issue carries what GitLab requires (`description`, `check_name`, `fingerprint`, `severity`,
// `location.path`, `location.lines.begin`) and Code Climate's `type` and `categories`. The path
// must be relative to the repository root: run `check --format codeclimate --root <repository>`
// when the app is in a subfolder. The fingerprint is the baseline's, so it survives line shifts.

/// Encodes findings as a GitLab Code Quality report.
public enum CodeClimateReport: Reporter {
    public static let identifier = "codeclimate"
    public static let summary = "GitLab Code Quality JSON"

    struct Issue: Encodable {
        var type = "issue"
        var checkName: String
        var description: String
        var categories = ["Bug Risk"]
        var fingerprint: String
        var severity: String
        var location: Location

        enum CodingKeys: String, CodingKey {
            case type, checkName = "check_name", description, categories, fingerprint, severity, location
        }
    }

    struct Location: Encodable {
        var path: String
        var lines: Lines
    }

    struct Lines: Encodable {
        var begin: Int
    }

    public static func report(_ subject: CheckResult) throws -> String {
        let context = subject.context
        let fingerprints = Baseline.fingerprints(subject.violations, sourceLines: context.sourceLines)
        let issues = subject.violations.sorted().map { violation in
            Issue(checkName: violation.rule, description: "\(violation.message) [\(violation.rule)]",
                  fingerprint: fingerprints[violation]!, severity: severity(violation.severity),
                  location: Location(path: context.paths.path(violation.location.file), lines: Lines(begin: violation.location.line)))
        }
        return try GraphReport.encode(issues)
    }

    /// GitLab's scale is info, minor, major, critical, blocker: an error breaks the module's
    /// memory or layering (major), a warning weakens it (minor).
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }
}
