import Rules

// MARK: - JUnit XML
//
// For CI systems that show test results (Jenkins, GitLab, Azure Pipelines, test-report actions):
// one test suite, `viper-docs`; one test case per rule, named by its title with the rule id as its
// class; a `<failure>` per finding, typed by severity. A rule that found nothing passes.

/// Encodes findings as a JUnit XML report.
public enum JUnitReport: Reporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML, a test case per rule"

    public static func report(_ subject: CheckResult) -> String {
        render(subject.violations, rules: subject.context.rules, paths: subject.context.paths)
    }

    public static func render(_ violations: [Violation], rules: [RuleDescription], paths: ReportPaths = .relative) -> String {
        let byRule = Dictionary(grouping: violations.sorted(), by: \.rule)
        // Every rule that ran, in catalogue order; then any rule that reported but is not in the
        // list (a caller's partial catalogue), by id, so that no finding goes missing.
        var cases = rules.map { (id: $0.id, name: $0.title) }
        let known = Set(cases.map(\.id))
        cases += byRule.keys.filter { !known.contains($0) }.sorted().map { (id: $0, name: $0) }
        let failures = cases.filter { byRule[$0.id] != nil }.count
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\""

        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"viper-docs\" \(counts)>\n"
        xml += "  <testsuite name=\"viper-docs\" \(counts) skipped=\"0\">\n"
        for testCase in cases {
            let open = "    <testcase name=\"\(attribute(testCase.name))\" classname=\"\(attribute(testCase.id))\""
            guard let findings = byRule[testCase.id] else {
                xml += open + "/>\n"
                continue
            }
            xml += open + ">\n"
            for finding in findings {
                let location = CheckReport.location(finding, paths)
                xml += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(attribute(finding.message))\">"
                xml += text("\(location): \(finding.severity.rawValue): \(finding.message) (module \(finding.module))")
                xml += "</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// Character data: `&`, `<`, `>` as entities; characters XML 1.0 forbids as U+FFFD. A line of it
    /// that would begin with `::` (a GitHub Actions workflow command, should the report be printed in
    /// a CI log) has its first colon written `&#58;`, and `##[` its second `#` as `&#35;`: the same
    /// text to an XML reader.
    static func text(_ value: String) -> String {
        let escaped = escape(value, inAttribute: false)
        guard escaped.contains("::") || escaped.contains("##[") else { return escaped }
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = String(line).replacingOccurrences(of: "##[", with: "#&#35;[")
            if let start = line.firstIndex(where: { $0 != " " && $0 != "\t" }), line[start...].hasPrefix("::") {
                line.replaceSubrange(start...start, with: "&#58;")
            }
            return line
        }.joined(separator: "\n")
    }

    /// An attribute value in double quotes: as text, plus `"` and the whitespace an XML parser would
    /// otherwise normalise to spaces (a newline in a message survives as `&#10;`).
    static func attribute(_ value: String) -> String {
        escape(value, inAttribute: true)
    }

    private static func escape(_ value: String, inAttribute: Bool) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t" where inAttribute: result += "&#9;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
