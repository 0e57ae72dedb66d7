import Foundation
import SourceScanner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - The build cache
//
// What a build keeps for the next one (see Docs/Cache.md): each file's facts by its bytes, each
// diagram's SVG by its DOT text. Pages are compared with the site already written, not cached:
// `SiteWriter` links a page whose bytes did not change instead of writing it again.

/// The cache of one app: facts and SVGs, under keys that hold everything the value depends on.
public final class BuildCache: FactsStore, @unchecked Sendable {
    public let folder: CacheFolder
    /// The tool's version and build: a different one makes every key different.
    let toolIdentity: String
    private let lock = NSLock()
    private var counts = Counts()
    /// The entries this run read or wrote (`kind/key`): what `prune` keeps.
    private var used: Set<String> = []

    /// How many values the cache gave and how many it had not (this run).
    public struct Counts: Sendable, Equatable {
        public var factsHits = 0
        public var factsMisses = 0
        public var svgHits = 0
        public var svgMisses = 0
    }

    /// Whether entries are written (off for the commands that only read: `check`, `graph`).
    let writes: Bool

    /// The cache of the app at `root`, made when missing; throws `CacheError` when it cannot be used.
    public init(root: URL, toolIdentity: String) throws {
        folder = try CacheFolder.open(root: root)
        self.toolIdentity = toolIdentity
        writes = true
    }

    /// The cache already at `root`, only read; nil when there is none (or it is not viper-docs').
    public init?(existingAt root: URL, toolIdentity: String) {
        let url = CacheFolder.url(forRoot: root)
        guard CacheFolder.isCache(url) else { return nil }
        folder = CacheFolder(url: url)
        self.toolIdentity = toolIdentity
        writes = false
    }

    public var statistics: Counts { lock.withLock { counts } }

    /// The tool's identity for the keys: its version, and the size and time of its executable, so
    /// that a new build of the same version (a developer's) does not trust an older one's facts.
    public static func toolIdentity(version: String) -> String {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return version }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(version) \(size) \(modified)"
    }

    private func url(kind: String, key: String) -> URL {
        lock.withLock { _ = used.insert(kind + "/" + key) }
        return folder.url.appendingPathComponent(kind).appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key)
    }

    /// Removes every entry this run neither read nor wrote — those of files that changed or went,
    /// of diagrams no longer drawn, of another build of the tool — so the cache holds one build's
    /// worth. Called after a build; returns how many entries went. (A build running at the same
    /// time may lose entries it wrote: it computes them again next time.)
    @discardableResult
    public func prune() -> Int {
        guard writes else { return 0 }
        let keep = lock.withLock { used }
        let fileManager = FileManager.default
        var removed = 0
        for kind in ["facts", "svg"] {
            let kindURL = folder.url.appendingPathComponent(kind)
            for shard in (try? fileManager.contentsOfDirectory(atPath: kindURL.path)) ?? [] {
                let shardURL = kindURL.appendingPathComponent(shard)
                for name in (try? fileManager.contentsOfDirectory(atPath: shardURL.path)) ?? []
                where !name.hasPrefix(".tmp-") && !keep.contains(kind + "/" + name) {
                    if unlink(shardURL.appendingPathComponent(name).path) == 0 { removed += 1 }
                }
            }
        }
        return removed
    }

    // MARK: Facts

    public func key(for data: Data, path: String, limits: Limits) -> String {
        CacheEntry.key([Data("facts".utf8), Data(toolIdentity.utf8), Data(path.utf8),
                        Data("\(limits.nestingDepth) \(limits.fileSize) \(limits.parseSeconds)".utf8), data])
    }

    public func facts(forKey key: String) -> FileFacts? {
        let facts = CacheEntry.read(url(kind: "facts", key: key)).flatMap { try? JSONDecoder().decode(FileFacts.self, from: $0) }
        lock.withLock { if facts == nil { counts.factsMisses += 1 } else { counts.factsHits += 1 } }
        return facts
    }

    public func store(_ facts: FileFacts, forKey key: String) {
        guard writes, let data = try? JSONEncoder().encode(facts) else { return }
        CacheEntry.write(data, to: url(kind: "facts", key: key))
    }

    // MARK: SVG

    /// The SVG laid out from `dot` by a Graphviz of `graphvizVersion` in an earlier run, or nil.
    public func svg(forDOT dot: String, graphvizVersion: String) -> String? {
        // An entry that checks out but holds no SVG (written by something else) is no entry either.
        let svg = CacheEntry.read(url(kind: "svg", key: svgKey(dot, graphvizVersion))).map { String(decoding: $0, as: UTF8.self) }
            .flatMap { $0.hasPrefix("<svg") && $0.contains("</svg>") ? $0 : nil }
        lock.withLock { if svg == nil { counts.svgMisses += 1 } else { counts.svgHits += 1 } }
        return svg
    }

    public func storeSVG(_ svg: String, forDOT dot: String, graphvizVersion: String) {
        guard writes else { return }
        CacheEntry.write(Data(svg.utf8), to: url(kind: "svg", key: svgKey(dot, graphvizVersion)))
    }

    private func svgKey(_ dot: String, _ graphvizVersion: String) -> String {
        CacheEntry.key([Data("svg".utf8), Data(toolIdentity.utf8), Data(graphvizVersion.utf8), Data(dot.utf8)])
    }
}
