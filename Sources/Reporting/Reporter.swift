// MARK: - Reporters: the extension point of every `--format`
//
// A report is one small type per format, conforming to `Reporter`, and one line in the list of its
// subject (`ReportSubject.reporters`): the findings of `check`, the model of `graph`, the
// comparison of `diff`. The commands take a `ReportFormat` of their subject directly, so adding a
// format is one new file and one line in a list, as with SwiftLint's `Reporter` and `ReportersList`.

/// Writes one format of report about a `Subject`.
public protocol Reporter<Subject> {
    associatedtype Subject: ReportSubject
    /// The `--format` value (`sarif`).
    static var identifier: String { get }
    /// What the format is, in a few words, for `--help` and the documentation.
    static var summary: String { get }
    /// The whole report. The same subject gives the same bytes.
    static func report(_ subject: Subject) throws -> String
}

/// What reports are written about, and every format it can be written in.
public protocol ReportSubject {
    /// The formats, in the order `--help` lists them; the first is the default.
    static var reporters: [any Reporter<Self>.Type] { get }
}

/// A `--format` value: the identifier of one of `Subject.reporters`.
public struct ReportFormat<Subject: ReportSubject>: RawRepresentable, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// The format named `rawValue`, or nil when no reporter of the subject has that identifier.
    public init?(rawValue: String) {
        guard Subject.reporters.contains(where: { $0.identifier == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// The format a reporter writes.
    public init(_ reporter: any Reporter<Subject>.Type) {
        rawValue = reporter.identifier
    }

    public static var allCases: [ReportFormat] { Subject.reporters.map { ReportFormat($0) } }

    /// The subject's first format.
    public static var `default`: ReportFormat { allCases[0] }

    public var description: String { rawValue }

    /// The reporter that writes this format.
    public var reporter: any Reporter<Subject>.Type {
        Subject.reporters.first { $0.identifier == rawValue }!
    }

    /// The report of `subject` in this format.
    public func report(_ subject: Subject) throws -> String {
        try reporter.report(subject)
    }

    /// `text (…), json (…)`: every format with its summary, for `--help`.
    public static var help: String {
        Subject.reporters.map { "\($0.identifier) (\($0.summary))" }.joined(separator: ", ")
    }
}

// MARK: - Paths in reports

/// How a report writes a finding's file: relative to the scanned folder (the default), to a
/// repository root above it (`--root`, for CI in a monorepo), or absolute (`--paths absolute`,
/// for Xcode and editors).
public struct ReportPaths: Sendable, Equatable {
    /// Put before every path relative to the scanned folder: `""`, `"App/"` or `"/work/App/"`.
    public var prefix: String

    public init(prefix: String = "") {
        self.prefix = prefix.isEmpty || prefix.hasSuffix("/") ? prefix : prefix + "/"
    }

    /// Paths as the scan gives them, relative to the scanned folder.
    public static let relative = ReportPaths()

    /// `file`, relative to the scanned folder, as the report writes it.
    public func path(_ file: String) -> String {
        prefix + file
    }
}
