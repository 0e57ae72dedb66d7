import Reporting

// MARK: - Every format of `viper-docs diff`
//
// A new format: one file with a type conforming to `Reporter`, and one line here.

/// A `viper-docs diff --format` value.
public typealias DiffFormat = ReportFormat<ArchitectureDiff>

extension ArchitectureDiff: ReportSubject {
    public static var reporters: [any Reporter<ArchitectureDiff>.Type] {
        [
            DiffTextReport.self,
            DiffJSONReport.self,
            DiffMarkdownReport.self,
        ]
    }
}
