import Foundation

// MARK: - Facts kept from an earlier scan

/// Where the scanner finds a file's facts from an earlier run instead of parsing it again, and
/// keeps the facts it parsed (the build cache, `BuildCache.FactsCache`).
///
/// A key stands for everything the facts depend on: the file's bytes, its path, the limits and the
/// tool's version. A store that cannot read an entry (missing, corrupt, truncated) returns nil, and
/// the file is parsed and stored again.
public protocol FactsStore: Sendable {
    /// The key of one file's bytes at a path, scanned under `limits`.
    func key(for data: Data, path: String, limits: Limits) -> String
    /// The facts stored under `key`, or nil.
    func facts(forKey key: String) -> FileFacts?
    /// Keeps `facts` under `key`; failing to keep them is no error (the next run parses again).
    func store(_ facts: FileFacts, forKey key: String)
}
