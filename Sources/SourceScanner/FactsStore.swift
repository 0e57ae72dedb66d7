import Foundation

// MARK: - What an earlier scan decided about a file

/// What the scan decided about one file from its bytes: its facts, or why it is left out. Everything
/// the scan reads from a file's bytes is here, so that a file whose bytes are known not to have
/// changed need not be read at all.
public enum ScanVerdict: Sendable, Equatable {
    /// Parsed; `warning`: it was read with invalid UTF-8 replaced.
    case scanned(FileFacts, warning: String?)
    /// Its first comment says it is generated (and the configuration does not include it).
    case generated
    /// Past a limit, or not text: `reason` for the "About this site" page, `warning` for stderr.
    case skipped(reason: String, warning: String)
}

extension ScanVerdict {
    /// Whether the verdict can be about a file at `path` (facts name their file).
    func belongs(to path: String) -> Bool {
        if case let .scanned(facts, _) = self { return facts.path == path }
        return true
    }
}

/// Where the scanner finds what an earlier run decided about a file instead of reading or parsing
/// it again, and keeps what it decided (the build cache, `BuildCache`).
///
/// A key stands for everything a verdict depends on: the SHA-256 of the file's bytes, its path, the
/// limits, whether generated files are skipped, and the tool's version. A store that cannot read an
/// entry (missing, corrupt, truncated) returns nil, and the file is read and scanned again.
public protocol FactsStore: Sendable {
    /// The SHA-256 (hex) of the bytes of the file at `absolutePath` when the store can vouch for it
    /// without reading the file (its `stat` is the one it had when it was last digested, not racily
    /// so); nil when the file must be read.
    func vouchedDigest(ofFile absolutePath: String) -> String?
    /// The SHA-256 (hex) of bytes read from a file.
    func digest(of data: Data) -> String
    /// The key of the verdict on a file of `digest` at `path`, scanned under `limits`, `skipsGenerated`
    /// saying whether a generated file is left out.
    func key(digest: String, path: String, limits: Limits, skipsGenerated: Bool) -> String
    /// The verdict stored under `key`, or nil.
    func verdict(forKey key: String) -> ScanVerdict?
    /// Keeps `verdict` under `key`; failing to keep it is no error (the next run scans again).
    func store(_ verdict: ScanVerdict, forKey key: String)
}
