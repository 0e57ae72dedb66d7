import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Reporting
import Rules
import SourceScanner
import XCTest

final class CheckReportTests: XCTestCase {
    // MARK: - Golden files

    func testTextMatchesGoldenFile() throws {
        try assertGolden(TextReport.render(Fixtures.violations), named: "check.txt")
    }

    func testJSONMatchesGoldenFile() throws {
        try assertGolden(try JSONReport.render(Fixtures.violations), named: "check.json")
    }

    func testSARIFMatchesGoldenFile() throws {
        try assertGolden(try SARIFReport.render(Fixtures.violations, context: Fixtures.context), named: "check.sarif")
    }

    func testJUnitMatchesGoldenFile() throws {
        try assertGolden(JUnitReport.render(Fixtures.violations, rules: Fixtures.rules), named: "check.junit.xml")
    }

    func testGitHubMatchesGoldenFile() throws {
        try assertGolden(GitHubReport.render(Fixtures.violations), named: "check.github.txt")
    }

    func testMarkdownMatchesGoldenFile() throws {
        try assertGolden(MarkdownReport.render(Fixtures.violations, baselined: 2), named: "check.md")
    }

    func testCleanMarkdownMatchesGoldenFile() throws {
        try assertGolden(MarkdownReport.render([]), named: "check-clean.md")
    }

    // MARK: - Every format

    func testEveryFormatIsDeterministicWhateverTheOrderOfFindings() throws {
        for format in CheckFormat.allCases {
            let once = try CheckReport.render(Fixtures.violations, format: format, context: Fixtures.context)
            let reversed = try CheckReport.render(Fixtures.violations.reversed(), format: format, context: Fixtures.context)
            XCTAssertEqual(once, reversed, "\(format)")
            XCTAssertTrue(once.hasSuffix("\n"), "\(format) ends in a newline")
        }
    }

    func testRenderDispatchesToEachReporter() throws {
        let v = Fixtures.violations, c = Fixtures.context
        func render(_ reporter: any Reporter<CheckResult>.Type) throws -> String {
            try CheckReport.render(v, format: CheckFormat(reporter), context: c)
        }
        XCTAssertEqual(try render(TextReport.self), TextReport.render(v))
        XCTAssertEqual(try render(JSONReport.self), try JSONReport.render(v))
        XCTAssertEqual(try render(SARIFReport.self), try SARIFReport.render(v, context: c))
        XCTAssertEqual(try render(JUnitReport.self), JUnitReport.render(v, rules: c.rules))
        XCTAssertEqual(try render(GitHubReport.self), GitHubReport.render(v))
        XCTAssertEqual(try render(MarkdownReport.self), MarkdownReport.render(v))
    }

    func testFormatsAreTheReportersListedOnceEach() {
        let identifiers = CheckFormat.allCases.map(\.rawValue)
        XCTAssertEqual(identifiers, ["text", "json", "sarif", "junit", "github", "markdown", "codeclimate"])
        XCTAssertEqual(CheckFormat.default.rawValue, "text")
        XCTAssertNil(CheckFormat(rawValue: "xml"))
        XCTAssertEqual(CheckFormat(rawValue: "sarif")?.reporter.identifier, "sarif")
        XCTAssertTrue(CheckFormat.help.contains("codeclimate (GitLab Code Quality JSON)"), CheckFormat.help)
    }

    // MARK: - Paths: --root and --paths absolute

    func testEveryReporterWritesPathsWithTheGivenPrefix() throws {
        var context = Fixtures.context
        context.paths = ReportPaths(prefix: "Apps/TV")
        for format in CheckFormat.allCases {
            let report = try CheckReport.render([Fixtures.homeView], format: format, context: context)
            XCTAssertTrue(report.contains("Apps/TV/Modules/Home/HomePresenter.swift"), "\(format):\n\(report)")
        }
        let sarif = try sarif([Fixtures.homeView], context)
        let location = try XCTUnwrap(((((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first?["locations"]
            as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])
        XCTAssertEqual(location["uri"] as? String, "Apps/TV/Modules/Home/HomePresenter.swift")
        XCTAssertEqual(location["uriBaseId"] as? String, "%SRCROOT%", "relative to the repository root given with --root")
    }

    func testTextWithAbsolutePathsIsWhatXcodeReads() {
        let text = TextReport.render([Fixtures.homeView], paths: ReportPaths(prefix: "/work/App"))
        XCTAssertEqual(text.split(separator: "\n").first.map(String.init),
                       "/work/App/Modules/Home/HomePresenter.swift:7:5: error: " + Fixtures.homeView.message + " [presenter-holds-view-weakly]")
        XCTAssertTrue(text.hasSuffix("\n\nFindings by rule:\n  presenter-holds-view-weakly  error    1\n1 finding: 1 error, 0 warnings, 0 notes\n"
                                     + "Exit status 1: errors fail the check (a baseline, --baseline, accepts the ones already there).\n"), text)
    }

    /// The text report's last line says which exit status the check has, and why.
    func testTextSummarySaysTheExitStatus() {
        let warnings = Fixtures.violations.filter { $0.severity != .error }
        XCTAssertFalse(warnings.isEmpty)
        XCTAssertTrue(TextReport.render(warnings).hasSuffix("\nExit status 0: only errors fail the check (--strict fails on any finding).\n"))
        XCTAssertTrue(TextReport.render(warnings, strict: true).hasSuffix("\nExit status 1: with --strict every finding fails the check.\n"))
        XCTAssertEqual(TextReport.render([]), "", "no finding, no summary")
    }

    // MARK: - Code Climate (GitLab Code Quality)

    func testCodeClimateMatchesGoldenFile() throws {
        try assertGolden(try CodeClimateReport.report(CheckResult(Fixtures.violations, context: Fixtures.context)), named: "check.codeclimate.json")
    }

    func testCodeClimateHasWhatGitLabRequires() throws {
        let report = try CodeClimateReport.report(CheckResult(Fixtures.violations, context: Fixtures.context))
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.count, Fixtures.violations.count)
        var fingerprints = Set<String>()
        for issue in issues {
            XCTAssertNotNil(issue["description"] as? String)
            XCTAssertNotNil(issue["check_name"] as? String)
            XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""), "\(issue)")
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertFalse((location["path"] as? String ?? "/").hasPrefix("/"), "GitLab wants a path relative to the repository")
            XCTAssertNotNil((location["lines"] as? [String: Any])?["begin"] as? Int)
            fingerprints.insert(try XCTUnwrap(issue["fingerprint"] as? String))
        }
        XCTAssertEqual(fingerprints.count, issues.count, "one fingerprint per issue, duplicates included")
    }

    // MARK: - SARIF

    func testSARIFHasTheStructureThe210SchemaRequires() throws {
        let log = try sarif(Fixtures.violations, Fixtures.context)
        XCTAssertEqual(log["$schema"] as? String, SARIFReport.schema)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "viper-docs")
        XCTAssertEqual(driver["version"] as? String, "1.2.3")
        XCTAssertEqual(driver["informationUri"] as? String, "https://github.com/viper-docs/viper-docs")

        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, Fixtures.rules.map(\.id))
        for (rule, description) in zip(rules, Fixtures.rules) {
            let name = try XCTUnwrap(rule["name"] as? String)
            XCTAssertFalse(name.isEmpty || name.contains(" ") || name.contains("-"), name)
            XCTAssertEqual((rule["shortDescription"] as? [String: Any])?["text"] as? String, description.title)
            XCTAssertEqual((rule["fullDescription"] as? [String: Any])?["text"] as? String, description.rationale)
            XCTAssertEqual((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String, description.defaultSeverity.rawValue)
            XCTAssertEqual(rule["helpUri"] as? String, "https://github.com/viper-docs/viper-docs/blob/main/Docs/Rules.md#\(description.id)")
        }
        XCTAssertEqual(SARIFReport.ruleName("presenter-holds-view-weakly"), "PresenterHoldsViewWeakly")

        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, Fixtures.violations.count)
        var fingerprints: Set<String> = []
        for (result, violation) in zip(results, Fixtures.violations.sorted()) {
            XCTAssertEqual(result["ruleId"] as? String, violation.rule)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, violation.rule, "ruleIndex points at the result's rule")
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            XCTAssertEqual(result["level"] as? String, violation.severity.rawValue)
            XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, violation.message, "the message survives escaping")

            let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
            XCTAssertEqual(locations.count, 1)
            let physical = try XCTUnwrap(locations[0]["physicalLocation"] as? [String: Any])
            let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
            XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
            let uri = try XCTUnwrap(artifact["uri"] as? String)
            let parsed = try XCTUnwrap(URL(string: uri), "\(uri) is a valid URI reference")
            XCTAssertNil(parsed.scheme, "\(uri) is relative")
            XCTAssertFalse(uri.hasPrefix("/"))
            XCTAssertEqual(uri.removingPercentEncoding, violation.location.file)
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            XCTAssertEqual(region["startLine"] as? Int, violation.location.line)
            XCTAssertEqual(region["startColumn"] as? Int, violation.location.column)

            let fingerprint = try XCTUnwrap((result["partialFingerprints"] as? [String: Any])?[SARIFReport.fingerprintKey] as? String)
            fingerprints.insert(fingerprint)
            XCTAssertEqual((result["properties"] as? [String: Any])?["module"] as? String, violation.module)
        }
        XCTAssertEqual(fingerprints.count, results.count, "every result has its own fingerprint, duplicates included")
    }

    func testSARIFListsEveryRegisteredRuleByDefault() throws {
        let log = try sarif([], CheckReportContext(toolVersion: "1.0.0"))
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, RuleRegistry.all.map { $0.description.id })
        XCTAssertEqual((run["results"] as? [Any])?.count, 0, "a clean run still has an empty results array")
    }

    func testSARIFResultOfAnUnlistedRuleHasNoRuleIndex() throws {
        var stray = Fixtures.homeView
        stray.rule = "rule-not-in-the-catalogue"
        let log = try sarif([stray], Fixtures.context)
        let result = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        XCTAssertEqual(result["ruleId"] as? String, "rule-not-in-the-catalogue")
        XCTAssertNil(result["ruleIndex"])
    }

    func testSARIFFingerprintsAreTheBaselineKeysAndSurviveALineShift() throws {
        var moved = Fixtures.homeView
        moved.location.line += 30
        let before = try fingerprint(of: Fixtures.homeView, lines: [Fixtures.homeView: "private let view: HomeViewInterface"])
        let after = try fingerprint(of: moved, lines: [moved: "  private  let view: HomeViewInterface"])
        XCTAssertEqual(before, after)
        XCTAssertEqual(before, BaselineEntry(Fixtures.homeView, sourceLine: "private let view: HomeViewInterface").fingerprint + ":1")
        let changed = try fingerprint(of: moved, lines: [moved: "private var view: HomeViewInterface"])
        XCTAssertNotEqual(before, changed)
    }

    // MARK: - JUnit

    func testJUnitIsWellFormedXMLWithOneCasePerRuleAndAFailurePerFinding() throws {
        let xml = JUnitReport.render(Fixtures.violations, rules: Fixtures.rules)
        let document = try JUnitDocument(xml)
        XCTAssertEqual(document.suites.map { $0["name"] }, ["viper-docs"])
        XCTAssertEqual(document.suites.first?["tests"], "4")
        XCTAssertEqual(document.suites.first?["failures"], "3")
        XCTAssertEqual(document.cases.map(\.classname), Fixtures.rules.map(\.id), "one test case per rule, in catalogue order")
        XCTAssertEqual(document.cases.map(\.name), Fixtures.rules.map(\.title))
        XCTAssertEqual(document.cases.map(\.failures.count), [3, 1, 1, 0])
        let awkward = try XCTUnwrap(document.cases[1].failures.first)
        XCTAssertEqual(awkward.message, Fixtures.awkward.message, "attributes keep <, &, quotes and the newline")
        XCTAssertEqual(awkward.type, "warning")
        XCTAssertTrue(awkward.text.hasPrefix("Modules/Odd: Name, v2/OddRouter.swift:12:9: warning: OddRouter holds <UIViewController> & "), awkward.text)
    }

    func testJUnitStaysWellFormedWithControlCharactersAndUnlistedRules() throws {
        var odd = Fixtures.note
        odd.rule = "unlisted-rule"
        odd.message = "bell \u{7} and ]]> and \r\n"
        let document = try JUnitDocument(JUnitReport.render([odd], rules: Fixtures.rules))
        XCTAssertEqual(document.cases.last?.classname, "unlisted-rule", "a finding of an unlisted rule still gets a case")
        XCTAssertEqual(document.suites.first?["tests"], "5")
        XCTAssertEqual(document.cases.last?.failures.first?.message, "bell \u{FFFD} and ]]> and \r\n")
    }

    func testJUnitOfACleanRunPassesEveryRule() throws {
        let document = try JUnitDocument(JUnitReport.render([], rules: Fixtures.rules))
        XCTAssertEqual(document.suites.first?["failures"], "0")
        XCTAssertEqual(document.cases.count, 4)
        XCTAssertTrue(document.cases.allSatisfy(\.failures.isEmpty))
    }

    // MARK: - GitHub

    func testGitHubWritesOneCommandPerFindingThatTheRunnerReadsBack() throws {
        let output = GitHubReport.render(Fixtures.violations)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, Fixtures.violations.count, "a newline in a message does not split its command")
        for (line, violation) in zip(lines, Fixtures.violations.sorted()) {
            let command = try XCTUnwrap(WorkflowCommand(String(line)), String(line))
            XCTAssertEqual(command.name, ["error": "error", "warning": "warning", "note": "notice"][violation.severity.rawValue])
            XCTAssertEqual(command.properties, ["file": violation.location.file, "line": "\(violation.location.line)",
                                                "col": "\(violation.location.column)", "title": violation.rule])
            XCTAssertEqual(command.message, violation.message)
        }
        XCTAssertTrue(output.contains("::warning file=Modules/Odd%3A Name%2C v2/OddRouter.swift,line=12,col=9,title=router-holds-view-weakly::"))
        XCTAssertTrue(output.contains("at 100%25, strongly: a|b%0Asecond line\n"))
    }

    // MARK: - Markdown

    func testMarkdownTablesKeepFourCellsPerRowAndEscapeHTML() {
        let markdown = MarkdownReport.render(Fixtures.violations)
        let rows = markdown.split(separator: "\n").filter { $0.hasPrefix("|") }
        XCTAssertEqual(rows.count, 3 * 2 + Fixtures.violations.count, "a header and a delimiter row per severity, a row per finding")
        for row in rows {
            XCTAssertEqual(unescapedPipes(in: row), 5, "4 cells: \(row)")
        }
        XCTAssertFalse(markdown.contains("holds <UIViewController>"), "HTML in a message is escaped")
        XCTAssertTrue(markdown.contains("\\<UIViewController> \\& \"friends\" at 100%, strongly: a\\|b<br>second line"))
        XCTAssertTrue(markdown.contains("3 errors, 1 warning, 1 note in 4 modules."))
        XCTAssertTrue(markdown.hasPrefix("## viper-docs check\n"))
    }

    func testMarkdownOfACleanRunSaysSo() {
        XCTAssertEqual(MarkdownReport.render([]), "## viper-docs check\n\nNo VIPER violations.\n")
        XCTAssertTrue(MarkdownReport.render([], baselined: 1).contains("1 known finding in the baseline is not shown."))
    }

    // MARK: - Helpers

    func sarif(_ violations: [Violation], _ context: CheckReportContext) throws -> [String: Any] {
        let text = try SARIFReport.render(violations, context: context)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func fingerprint(of violation: Violation, lines: [Violation: String]) throws -> String {
        let log = try sarif([violation], CheckReportContext(rules: Fixtures.rules, toolVersion: "1", sourceLines: lines))
        let result = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        return try XCTUnwrap((result["partialFingerprints"] as? [String: String])?[SARIFReport.fingerprintKey])
    }

    func unescapedPipes(in row: Substring) -> Int {
        var count = 0, escaped = false
        for character in row {
            if character == "|" && !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count
    }
}

struct MalformedXML: Error, CustomStringConvertible {
    var description: String
}

/// A JUnit report read back with Foundation's `XMLParser`: parsing fails on malformed XML.
struct JUnitDocument {
    struct Failure {
        var type: String?
        var message: String?
        var text = ""
    }

    struct TestCase {
        var name: String
        var classname: String
        var failures: [Failure] = []
    }

    var suites: [[String: String]] = []
    var cases: [TestCase] = []

    init(_ xml: String) throws {
        let delegate = Delegate()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = delegate
        guard parser.parse() else {
            throw MalformedXML(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "?")\n\(xml)")
        }
        suites = delegate.suites
        cases = delegate.cases
    }

    final class Delegate: NSObject, XMLParserDelegate {
        var suites: [[String: String]] = []
        var cases: [TestCase] = []
        var inFailure = false

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch element {
            case "testsuite": suites.append(attributes)
            case "testcase": cases.append(TestCase(name: attributes["name"] ?? "", classname: attributes["classname"] ?? ""))
            case "failure":
                cases[cases.count - 1].failures.append(Failure(type: attributes["type"], message: attributes["message"]))
                inFailure = true
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard inFailure else { return }
            let last = cases.count - 1
            cases[last].failures[cases[last].failures.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "failure" { inFailure = false }
        }
    }
}

/// A workflow command parsed and unescaped the way GitHub's runner does.
struct WorkflowCommand {
    var name: String
    var properties: [String: String] = [:]
    var message: String

    init?(_ line: String) {
        guard line.hasPrefix("::"), let end = line.range(of: "::", range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex) else {
            return nil
        }
        let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
        let parts = head.split(separator: " ", maxSplits: 1)
        name = String(parts[0])
        if parts.count > 1 {
            for property in parts[1].split(separator: ",") {
                let pair = property.split(separator: "=", maxSplits: 1)
                guard pair.count == 2 else { return nil }
                properties[String(pair[0])] = Self.unescape(String(pair[1]), property: true)
            }
        }
        message = Self.unescape(String(line[end.upperBound...]), property: false)
    }

    static func unescape(_ value: String, property: Bool) -> String {
        var result = value.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
        if property {
            result = result.replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
        }
        return result.replacingOccurrences(of: "%25", with: "%")
    }
}
