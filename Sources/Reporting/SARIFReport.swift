import Foundation
import Rules

// MARK: - SARIF 2.1.0
//
// The format code-scanning services read (GitHub code scanning, Azure DevOps, IDE viewers). One
// run; the driver lists every rule that ran; each result points at its rule by id and index, at a
// path relative to `%SRCROOT%` (the scanned root), and carries the baseline's fingerprint so that a
// service tracks a finding across unrelated edits the way `check --baseline` does.

/// Encodes findings as a SARIF 2.1.0 log.
public enum SARIFReport: Reporter {
    public static let identifier = "sarif"
    public static let summary = "SARIF 2.1.0, for code scanning"

    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json"
    public static let informationURI = "https://github.com/viper-docs/viper-docs"
    /// The key of the baseline fingerprint in each result's `partialFingerprints`.
    public static let fingerprintKey = "viperDocsBaseline/v1"
    public static let sourceRoot = "%SRCROOT%"

    struct Log: Encodable {
        var schema = SARIFReport.schema
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "viper-docs"
        var version: String
        var informationUri = SARIFReport.informationURI
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var defaultConfiguration: Configuration
        var helpUri: String
    }

    struct Text: Encodable {
        var text: String
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]
        var partialFingerprints: [String: String]
        var properties: Properties
    }

    struct Properties: Encodable {
        var module: String
        /// Every module the finding affects, when it is more than `module`.
        var modules: [String]?
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        /// `%SRCROOT%`: the scanned folder, or the root given with `--root`. None for an absolute `file:` URI.
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    public static func report(_ subject: CheckResult) throws -> String {
        try render(subject.violations, context: subject.context)
    }

    public static func render(_ violations: [Violation], context: CheckReportContext) throws -> String {
        let fingerprints = Baseline.fingerprints(violations, sourceLines: context.sourceLines)
        let ruleIndex = Dictionary(context.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let driver = Driver(
            version: context.toolVersion,
            rules: context.rules.map {
                ReportingDescriptor(id: $0.id, name: ruleName($0.id), shortDescription: Text(text: $0.title),
                                    fullDescription: Text(text: $0.rationale),
                                    defaultConfiguration: Configuration(level: $0.defaultSeverity.rawValue),
                                    helpUri: CheckReport.helpURL(of: $0))
            })
        let results = violations.sorted().map { violation in
            Result(
                ruleId: violation.rule, ruleIndex: ruleIndex[violation.rule], level: violation.severity.rawValue,
                message: Text(text: violation.message),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: artifactLocation(context.paths.path(violation.location.file)),
                    region: Region(startLine: violation.location.line, startColumn: violation.location.column)))],
                partialFingerprints: [fingerprintKey: fingerprints[violation]!],
                properties: Properties(module: violation.module, modules: violation.modules.count > 1 ? violation.modules : nil))
        }
        return try GraphReport.encode(Log(runs: [Run(tool: Tool(driver: driver), results: results)]))
    }

    /// A path relative to `%SRCROOT%`, or an absolute one as a `file:` URI.
    static func artifactLocation(_ path: String) -> ArtifactLocation {
        path.hasPrefix("/") ? ArtifactLocation(uri: "file://" + uri(path), uriBaseId: nil)
            : ArtifactLocation(uri: uri(path), uriBaseId: sourceRoot)
    }

    /// `presenter-holds-view-weakly` → `PresenterHoldsViewWeakly`: SARIF wants a name without spaces.
    static func ruleName(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A relative path as a URI reference: every character but the unreserved ones, `/` and a few
    /// sub-delimiters percent-encoded (`:` too, so that `a:b.swift` cannot read as a scheme).
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        allowed.insert(charactersIn: "!$&'()*+,;=@")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
