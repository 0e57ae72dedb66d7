import Foundation
import Rules

// MARK: - Baselines
//
// A baseline lets a legacy app adopt the rules: it lists the findings the team accepts today, and
// `check --baseline` reports only the others. An entry is keyed by rule, module, file and the text
// of the offending line with its whitespace collapsed, never by the line number, so that edits
// elsewhere in the file do not break it. Entries are counted: two identical lines with the same
// finding need two entries.
//
// This file is the pure part (keys, matching, encoding); `ViperDocsKit` reads the sources and the file.

/// One accepted finding.
public struct BaselineEntry: Codable, Hashable, Comparable, Sendable {
    public var rule: String
    public var module: String
    /// Relative to the scanned root, with `/`.
    public var file: String
    /// The offending line, whitespace collapsed and trimmed.
    public var source: String

    public init(rule: String, module: String, file: String, source: String) {
        self.rule = rule
        self.module = module
        self.file = file
        self.source = Baseline.normalised(source)
    }

    /// The entry that matches `violation`, whose line reads `sourceLine`.
    public init(_ violation: Violation, sourceLine: String) {
        self.init(rule: violation.rule, module: violation.module, file: violation.location.file, source: sourceLine)
    }

    public static func < (a: BaselineEntry, b: BaselineEntry) -> Bool {
        (a.file, a.module, a.rule, a.source) < (b.file, b.module, b.rule, b.source)
    }

    /// A short stable hash of the entry (64-bit FNV-1a, hex): the fingerprint SARIF results carry.
    public var fingerprint: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in [rule, module, file, source].joined(separator: "\u{1F}").utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// The findings a team has accepted: `{"version": 1, "entries": [...]}`.
public struct Baseline: Codable, Equatable, Sendable {
    public static let currentVersion = 1

    public var version: Int
    /// Sorted; an entry appears once per accepted finding.
    public var entries: [BaselineEntry]

    public init(entries: [BaselineEntry]) {
        version = Self.currentVersion
        self.entries = entries.sorted()
    }

    /// A baseline that accepts every one of `violations`; `sourceLines` gives each one's line (a
    /// missing line counts as empty).
    public init(_ violations: [Violation], sourceLines: [Violation: String]) {
        self.init(entries: violations.map { BaselineEntry($0, sourceLine: sourceLines[$0] ?? "") })
    }

    /// Whitespace runs collapsed to one space, ends trimmed: the line as the baseline compares it.
    public static func normalised(_ line: String) -> String {
        line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// What the baseline does to a run's findings.
    public struct Outcome: Equatable, Sendable {
        /// Findings the baseline does not hold: the ones to report, sorted.
        public var new: [Violation]
        /// Findings the baseline accepts, sorted.
        public var baselined: [Violation]
        /// Entries that matched no finding (fixed, or changed beyond recognition); sorted.
        public var unmatched: [BaselineEntry]
    }

    /// Splits `violations` into new ones and accepted ones. Each entry accepts one finding; when a
    /// key has more findings than entries, the first ones in report order are accepted.
    public func apply(to violations: [Violation], sourceLines: [Violation: String]) -> Outcome {
        var remaining: [BaselineEntry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var outcome = Outcome(new: [], baselined: [], unmatched: [])
        for violation in violations.sorted() {
            // A fault found from several modules was one finding per module in baselines written before
            // findings were merged: it takes one entry of each of its modules, and is accepted if any matches.
            var accepted = false
            for module in violation.modules {
                var key = BaselineEntry(violation, sourceLine: sourceLines[violation] ?? "")
                key.module = module
                if let count = remaining[key], count > 0 {
                    remaining[key] = count - 1
                    accepted = true
                }
            }
            if accepted { outcome.baselined.append(violation) } else { outcome.new.append(violation) }
        }
        outcome.unmatched = remaining.flatMap { entry, count in Array(repeating: entry, count: count) }.sorted()
        return outcome
    }

    /// The baseline file: pretty JSON, sorted keys and entries, ending in a newline.
    public func encoded() throws -> String {
        try GraphReport.encode(Baseline(entries: entries))
    }

    /// Why a baseline file could not be read, in a few words.
    public enum DecodingFailure: Error, Equatable, Sendable, CustomStringConvertible {
        case notJSON
        case invalid(String)
        case unsupportedVersion(Int)

        public var description: String {
            switch self {
            case .notJSON: "it is not JSON"
            case .invalid(let what): what
            case .unsupportedVersion(let version): "it has version \(version), and this viper-docs reads version \(Baseline.currentVersion)"
            }
        }
    }

    /// Reads a baseline file's contents; throws a `DecodingFailure` that fits in one line.
    public static func decode(_ data: Data) throws(DecodingFailure) -> Baseline {
        let baseline: Baseline
        switch decodeJSON(Baseline.self, from: data) {
        case .success(let value): baseline = value
        case .failure(.notJSON): throw .notJSON
        case .failure(.invalid(let what)): throw .invalid(what)
        }
        guard baseline.version == currentVersion else { throw .unsupportedVersion(baseline.version) }
        return Baseline(entries: baseline.entries)
    }

    /// Why a JSON file is not a `T`: not JSON at all, or JSON of another shape (the first problem, in a few words).
    enum JSONFailure: Error {
        case notJSON
        case invalid(String)
    }

    /// `T` decoded from `data`, or a failure that fits in one line.
    static func decodeJSON<T: Decodable>(_ type: T.Type, from data: Data) -> Result<T, JSONFailure> {
        guard (try? JSONSerialization.jsonObject(with: data)) != nil else { return .failure(.notJSON) }
        do {
            return .success(try JSONDecoder().decode(type, from: data))
        } catch let error as DecodingError {
            return .failure(.invalid(describe(error)))
        } catch {
            return .failure(.notJSON)
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "the top level" : String(path.drop { $0 == "." })
        }
        return switch error {
        case .keyNotFound(let key, let context):
            "missing '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            "unexpected value at \(path(context))"
        @unknown default:
            "it is not a viper-docs baseline"
        }
    }

    /// A fingerprint for every finding: the entry's hash and the finding's occurrence among
    /// identical keys (`3f…a1:2`), so that duplicates stay distinct and stable.
    public static func fingerprints(_ violations: [Violation], sourceLines: [Violation: String]) -> [Violation: String] {
        var seen: [BaselineEntry: Int] = [:]
        var result: [Violation: String] = [:]
        for violation in violations.sorted() {
            let key = BaselineEntry(violation, sourceLine: sourceLines[violation] ?? "")
            seen[key, default: 0] += 1
            result[violation] = "\(key.fingerprint):\(seen[key]!)"
        }
        return result
    }
}
