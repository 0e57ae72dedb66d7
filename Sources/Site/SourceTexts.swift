import Foundation
import SourceScanner

/// The text of every scanned file, for its source page and for the lines findings quote.
///
/// A build reads each file when a page needs it (`init(root:files:digests:)`). A rebuild renders few
/// source pages and tells the others unchanged by the digest of the file the build already has
/// (`knownDigest(of:)`, from the cache's table of files' digests), so it does not read the thousands
/// of other files again, and a large app's texts are never all in memory at once. Tests give the
/// texts themselves (a dictionary literal, or `init(_:)`).
public struct SourceTexts: Sendable, ExpressibleByDictionaryLiteral {
    /// By the path's bytes (`PathKey`), as the other lookups of files.
    private var given: PathMap<String>
    private var disk: Disk?
    /// The classified ranges the scan kept of the Swift files it parsed.
    public var highlights: HighlightSpans?

    private struct Disk: Sendable {
        /// The app's root, ending in `/`.
        let root: String
        let files: Set<PathKey>
        let digests: PathMap<String>
    }

    public init(_ texts: [String: String]) {
        given = PathMap(firstOf: texts.map { ($0.key, $0.value) })
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The files at `files` (relative to `root`), read when asked for; `digests` are the SHA-256 of
    /// their contents by relative path, where the build knows them.
    public init(root: String, files: [String], digests: [String: String]) {
        self.init(root: root, files: files, digests: PathMap(firstOf: digests.map { ($0.key, $0.value) }))
    }

    /// `digests` by the files' bytes.
    public init(root: String, files: [String], digests: PathMap<String> = [:]) {
        given = [:]
        disk = Disk(root: root.hasSuffix("/") ? root : root + "/", files: Set(files.map(PathKey.init)), digests: digests)
    }

    /// Every file's path, relative, in no order (a build asks four times: its texts all come from
    /// the disk, whose set is not copied into a union).
    public var paths: [String] {
        var all = disk?.files ?? []
        if !given.isEmpty { all.formUnion(given.paths.map(PathKey.init)) }
        return all.map(\.path)
    }

    /// The text of `path` when it was given (set only gives texts; it never reads).
    public subscript(path: String) -> String? {
        get { given[path] }
        set { given[path] = newValue }
    }

    /// The text of `path`, read now when it comes from the disk; throws `SiteError.unreadableSource`
    /// when it cannot be read, nil when the path is not one of the files.
    public func text(of path: String) throws -> String? {
        if let text = given[path] { return text }
        guard let disk, disk.files.contains(PathKey(path)) else { return nil }
        guard let data = FileManager.default.contents(atPath: disk.root + path) else { throw SiteError.unreadableSource(path: path) }
        return String(decoding: data, as: UTF8.self)
    }

    /// The ranges the scan classified in `path`, if it parsed this `text`; handed over once.
    public func keptSpans(of path: String, text: String) -> [HighlightSpan]? {
        highlights?.take(path, text: text)
    }

    /// The SHA-256 of `path`'s contents when the build already knows it (a given text has none: it
    /// is digested itself).
    public func knownDigest(of path: String) -> String? {
        given[path] == nil ? disk?.digests[path] : nil
    }
}
