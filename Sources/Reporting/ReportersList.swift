// MARK: - Every reporter, by subject
//
// A new format: one file with a type conforming to `Reporter`, and one line here. The first of each
// list is the command's default format.

extension CheckResult: ReportSubject {
    /// `viper-docs check --format`.
    public static var reporters: [any Reporter<CheckResult>.Type] {
        [
            TextReport.self,
            JSONReport.self,
            SARIFReport.self,
            JUnitReport.self,
            GitHubReport.self,
            MarkdownReport.self,
            CodeClimateReport.self,
        ]
    }
}

extension GraphSubject: ReportSubject {
    /// `viper-docs graph --format`.
    public static var reporters: [any Reporter<GraphSubject>.Type] {
        [
            GraphReport.self,
            DOTReport.self,
            MermaidReport.self,
        ]
    }
}
