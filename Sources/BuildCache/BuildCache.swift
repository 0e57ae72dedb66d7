import Architecture
import Foundation
import SourceScanner

// MARK: - The build cache
//
// What a build keeps for the next one (see Docs/Cache.md): each file's facts (or why it is skipped) by its bytes, each
// diagram's SVG by its DOT text, in two packs (`CachePack`) written once per build, off the
// critical path. Pages are compared with the site already written, not cached:
// `SiteWriter` links a page whose bytes did not change instead of writing it again.

/// The cache of one app: facts and SVGs, under keys that hold everything the value depends on.
public final class BuildCache: FactsStore, @unchecked Sendable {
    public let folder: CacheFolder
    /// The tool's version and build: a different one makes every key different.
    let toolIdentity: String
    /// Whether packs are written (off for the commands that only read: `check`, `graph`).
    public let writes: Bool
    private let lock = NSLock()
    private var counts = Counts()
    let facts = PackState(name: "facts.pack")
    private let svgs = PackState(name: "svg.pack")
    /// Verdicts reached this run, encoded when the pack is saved.
    private var newFacts: [String: ScanVerdict] = [:]
    /// The last build's digests, which vouch for unchanged files (nil until first asked).
    private var knownDigests: FileDigests?
    /// Packs being written in the background.
    let saving = Parallel.Background()
    /// Each scanned file's facts key this run, by path (`model.pack` lists them).
    private var keysByPath: PathMap<String> = PathMap()

    /// How many values the cache gave and how many it had not (this run).
    public struct Counts: Sendable, Equatable {
        public var factsHits = 0
        public var factsMisses = 0
        /// Files whose bytes `digests.pack` vouched for by their stat (their verdict is looked up without reading them).
        public var digestsVouched = 0
        public var svgHits = 0
        public var svgMisses = 0
    }

    /// The first parts of every facts key. `facts-codec-6`: the verdicts' form (`FactsCodec`) is part
    /// of the key, so that entries of another form (facts alone, keyed by the bytes themselves, of
    /// earlier versions; facts without storyboards, version 2) are never read as these.
    private let factsKeyBase: PartsDigest

    /// The cache of the app at `root`, made when missing; throws `CacheError` when it cannot be used.
    public init(root: URL, toolIdentity: String) throws {
        folder = try CacheFolder.open(root: root)
        self.toolIdentity = toolIdentity
        writes = true
        factsKeyBase = Self.factsKeyBase(toolIdentity)
    }

    /// The cache already at `root`, only read; nil when there is none (or it is not viper-docs').
    public init?(existingAt root: URL, toolIdentity: String) {
        let url = CacheFolder.url(forRoot: root)
        guard CacheFolder.isCache(url) else { return nil }
        folder = CacheFolder(url: url)
        self.toolIdentity = toolIdentity
        writes = false
        factsKeyBase = Self.factsKeyBase(toolIdentity)
    }

    private static func factsKeyBase(_ toolIdentity: String) -> PartsDigest {
        var base = PartsDigest()
        base.add("facts-codec-6")
        base.add(toolIdentity)
        return base
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

    // MARK: Facts

    public func vouchedDigest(ofFile absolutePath: String) -> String? {
        let digest = vouching.vouchedDigest(of: absolutePath)
        if digest != nil { lock.withLock { counts.digestsVouched += 1 } }
        return digest
    }

    /// The files' digests of the last build (`digests.pack`), read on first use.
    private var vouching: FileDigests {
        lock.withLock {
            if let known = knownDigests { return known }
            let known = fileDigests()
            knownDigests = known
            return known
        }
    }

    public func digest(of data: Data) -> String {
        CacheEntry.sha256(data)
    }

    public func key(digest: String, path: String, limits: Limits, skipsGenerated: Bool) -> String {
        // The parts every key shares, digested once (a copy of the hasher goes on from there).
        var key = factsKeyBase
        key.add(path)
        key.add("\(limits.nestingDepth) \(limits.fileSize) \(limits.parseSeconds) \(skipsGenerated ? "skips" : "keeps") generated")
        key.add(digest)
        let finished = key.finish()
        lock.withLock { keysByPath[path] = finished }
        return finished
    }

    /// The facts key of each of `files` this run (nil for a file the scan did not key).
    func factsKeys(of files: [FileFacts]) -> [String?] {
        lock.withLock { files.map { keysByPath[$0.path] } }
    }

    public func verdict(forKey key: String) -> ScanVerdict? {
        let body = facts.take(key, from: folder)
        let found = body.flatMap { try? FactsCodec.decodeVerdict($0) }
        // The progress line counts the facts that came from the cache.
        lock.withLock {
            if found == nil { counts.factsMisses += 1 } else if case .scanned = found { counts.factsHits += 1 }
        }
        if found == nil { facts.drop(key) }
        return found
    }

    public func store(_ verdict: ScanVerdict, forKey key: String) {
        guard writes else { return }
        lock.withLock { newFacts[key] = verdict }
    }

    /// Writes the facts pack — the facts this run used, read or parsed — in the background; a build
    /// calls it once its scan is done, and `waitForSaves` before it ends.
    public func saveFacts() {
        guard writes else { return }
        let parsed = lock.withLock { () -> [String: ScanVerdict] in
            defer { newFacts = [:] }
            return newFacts
        }
        let state = facts, folder = folder
        saving.add {
            // The scan is over: what the pack held is let go once the new pack is written.
            let read = state.takeKept()
            // Each parsed file's facts encoded as the pack is written: never all at once in memory.
            state.save(keys: Set(read.keys).union(parsed.keys), in: folder) { key in
                read[key] ?? parsed[key].map { FactsCodec.encode($0) }
            }
        }
    }

    // MARK: SVG

    /// The SVG laid out from `dot` by a Graphviz of `graphvizVersion` in an earlier run, or nil.
    public func svg(forDOT dot: String, graphvizVersion: String) -> String? {
        let key = svgKey(dot, graphvizVersion)
        // An entry that checks out but holds no SVG (written by something else) is no entry either.
        let svg = svgs.take(key, from: folder).map { String(decoding: $0, as: UTF8.self) }
            .flatMap { $0.hasPrefix("<svg") && Self.endsAnSVG($0) ? $0 : nil }
        lock.withLock { if svg == nil { counts.svgMisses += 1 } else { counts.svgHits += 1 } }
        if svg == nil { svgs.drop(key) }
        return svg
    }

    /// Whether `text` ends with `</svg>` (and white space): looked for in its last bytes only, as a
    /// search of the whole text, for every diagram of a large app, took seconds.
    static func endsAnSVG(_ text: String) -> Bool {
        String(decoding: text.utf8.suffix(64), as: UTF8.self)
            .trimmingSuffix(while: \.isWhitespace).hasSuffix("</svg>")
    }

    public func storeSVG(_ svg: String, forDOT dot: String, graphvizVersion: String) {
        guard writes else { return }
        // Kept as the text itself (which the build holds anyway), made bytes only as the pack is written.
        svgs.keepText(svgKey(dot, graphvizVersion), svg)
    }

    /// Writes the SVG pack (the SVGs this run used) in the background.
    public func saveSVGs() {
        guard writes else { return }
        let state = svgs, folder = folder
        saving.add {
            let texts = state.takeTexts()
            state.save(state.takeKept(), texts: texts, in: folder)
        }
    }

    /// Waits until the packs are written: a build calls it before it ends.
    public func waitForSaves() {
        saving.wait()
    }

    private func svgKey(_ dot: String, _ graphvizVersion: String) -> String {
        CacheEntry.key([Data("svg".utf8), Data(toolIdentity.utf8), Data(graphvizVersion.utf8), Data(dot.utf8)])
    }
}

/// One pack: read on first use; what this run used of it, and added, is what the next pack holds
/// (so the cache keeps one build's worth: entries of changed files and of another tool go).
final class PackState: @unchecked Sendable {
    let name: String
    private let lock = NSLock()
    private var read: [String: [CachePack.Record]]?
    private var used: [String: Data] = [:]
    private var usedTexts: [String: String] = [:]

    init(name: String) {
        self.name = name
    }

    /// The body stored under `key`, kept for the next pack; nil when the pack has none, or none
    /// that checks out. The SHA-256 is checked here, outside the lock: the workers check their own
    /// entries in parallel instead of one of them checking the whole pack while the others wait.
    func take(_ key: String, from folder: CacheFolder) -> Data? {
        let records = lock.withLock {
            if read == nil { read = CachePack.read(folder.url.appendingPathComponent(name)) }
            return read?[key] ?? []
        }
        guard let body = records.last(where: \.checksOut)?.body else { return nil }
        lock.withLock { used[key] = body }
        return body
    }

    /// The body stored under `key` without keeping it for the next pack (nil as for `take`).
    func peek(_ key: String, from folder: CacheFolder) -> Data? {
        let records = lock.withLock {
            if read == nil { read = CachePack.read(folder.url.appendingPathComponent(name)) }
            return read?[key] ?? []
        }
        return records.last(where: \.checksOut)?.body
    }

    /// `key` does not go into the next pack (its body did not decode).
    func drop(_ key: String) {
        _ = lock.withLock { used.removeValue(forKey: key) }
    }

    func keep(_ key: String, _ body: Data) {
        lock.withLock { used[key] = body }
    }

    /// `body` as UTF-8, for the next pack.
    func keepText(_ key: String, _ body: String) {
        lock.withLock { usedTexts[key] = body }
    }

    /// What `keepText` kept, let go here.
    func takeTexts() -> [String: String] {
        lock.withLock {
            defer { usedTexts = [:] }
            return usedTexts
        }
    }

    var kept: [String: Data] { lock.withLock { used } }

    /// What this run used, for the next pack; the pack read and the entries are let go here (a large
    /// app's packs are hundreds of megabytes, which the rest of a build does not need).
    func takeKept() -> [String: Data] {
        lock.withLock {
            defer { (read, used) = (nil, [:]) }
            return used
        }
    }

    func save(keys: Set<String>, in folder: CacheFolder, body: (String) -> Data?) {
        CachePack.write(keys: keys, to: folder.url.appendingPathComponent(name), body: body)
    }

    func save(_ entries: [String: Data], texts: [String: String] = [:], in folder: CacheFolder) {
        CachePack.write(entries, texts: texts, to: folder.url.appendingPathComponent(name))
    }
}

private extension String {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
