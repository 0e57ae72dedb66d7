import Foundation
import SwiftParser
import SwiftSyntax

// MARK: - Scanning a tree of sources

/// Finds the source files under a root and turns each into `FileFacts`, in parallel.
public struct SourceScanner: Sendable {
    /// Folder names that never hold the app's own sources.
    public static let defaultExcludedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "vendor", "Vendor", "Vendors", "ThirdParty", "3rdParty",
        "node_modules", "build",
        "SourcePackages", "Checkouts",
    ]
    /// A folder that holds this file, with `siteMarkerText` in it, was written by viper-docs (a site):
    /// never scanned. A marker with anything else in it (an empty file a pull request added to hide a
    /// module) does not count: it is listed and warned about, and its folder is scanned.
    public static let siteMarker = ".viper-docs-site"
    /// What viper-docs writes into a site's marker.
    public static let siteMarkerText = "This folder is a site written by viper-docs, which replaces it on every run.\n"

    /// Whether the file at `path` is a marker viper-docs wrote: a regular file (not a link) that holds `siteMarkerText`.
    public static func isSiteMarker(_ path: String) -> Bool {
        guard FileKind.of(linkAt: path) == .regular, case .bytes(let data) = FileKind.read(path, limit: 4096) else { return false }
        return data == Data(siteMarkerText.utf8)
    }

    public var root: URL
    public var excludedFolders: Set<String>
    /// Absolute paths never to descend into (the output folder).
    public var excludedPaths: Set<String>
    /// Decides whether a relative path is excluded by the user's configuration (globs).
    public var isExcluded: @Sendable (String) -> Bool
    /// Folders to scan, relative to the root; empty: the whole root.
    public var sourceRoots: [String]
    /// Globs (`include:` in the configuration) that override the built-in exclusions.
    public var included: [String]
    /// Caps on a file's size, nesting and parse time (`limits:` in the configuration).
    public var limits: Limits = .default
    /// Whether symbolic links may lead outside the root (`allow-outside-root: true`); by default
    /// such a link is listed and skipped.
    public var allowsOutsideRoot: Bool
    /// Verdicts of earlier runs, by the files' bytes (the build cache); nil reads and parses every file.
    public var store: (any FactsStore)?
    /// Where the Swift files parsed keep their classified ranges, for a site's source pages; nil
    /// (`check`, `graph`) classifies nothing.
    public var highlights: HighlightSpans?

    public init(root: URL, excludedFolders: Set<String> = SourceScanner.defaultExcludedFolders, excludedPaths: Set<String> = [],
                sourceRoots: [String] = [], included: [String] = [], allowsOutsideRoot: Bool = false,
                isExcluded: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.allowsOutsideRoot = allowsOutsideRoot
        self.root = root.standardizedFileURL
        self.excludedFolders = excludedFolders
        self.excludedPaths = Set(excludedPaths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        self.sourceRoots = sourceRoots
        self.included = included
        self.isExcluded = isExcluded
    }

    /// The scannable files under the root, as paths relative to it, sorted (`listing()` says what
    /// was skipped, and why).
    public func sourceFiles() -> [String] {
        listing().files
    }

    public static func language(of fileName: String) -> SourceLanguage? {
        if fileName.hasSuffix(".swift") { return .swift }
        if fileName.hasSuffix(".h") || fileName.hasSuffix(".m") || fileName.hasSuffix(".mm") { return .objectiveC }
        if fileName.hasSuffix(".storyboard") { return .storyboard }
        return nil
    }

    /// Scans the given files (relative paths) with up to one task per core; the result is in the
    /// order of `paths`. A file that cannot be read is left out (`scanSources` lists it).
    public func scan(_ paths: [String]) async throws -> [FileFacts] {
        try await scanSources(paths, skippingGenerated: false).files
    }

    /// Scans the given files like `scan(_:)`; with `skippingGenerated`, a file whose first comment
    /// says it is generated (`DefaultExclusions.isGeneratedHeader`) is not parsed but listed in
    /// `excluded` ("generated code"), unless `included` names it; a file that cannot be read (or is
    /// no longer a regular file) is listed as `ExclusionReason.unreadableFile`. A file past one of
    /// the `limits` (size, nesting, parse time) or not text is listed in `excluded` too, with one
    /// line in `warnings`.
    public func scanSources(_ paths: [String], skippingGenerated: Bool = true) async throws
        -> (files: [FileFacts], excluded: [Exclusion], warnings: [String]) {
        let rootPath = root.path
        let included = self.included
        let limits = self.limits
        let store = self.store
        let highlights = self.highlights
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var results = [FileFacts?](repeating: nil, count: paths.count)
        var excluded: [Exclusion] = []
        var warnings = [String?](repeating: nil, count: paths.count)
        // A file that cannot be read (or is no longer a regular file) has no verdict. A few files per
        // task: a task for each file left a core idle for a moment between every two (one file's
        // task ends, the loop below is woken, the next one starts).
        let batch = 8
        try await withThrowingTaskGroup(of: [(Int, ScanVerdict?)].self) { group in
            var next = 0
            func addNext() {
                guard next < paths.count else { return }
                let indices = next..<min(next + batch, paths.count)
                group.addTask {
                    var verdicts: [(Int, ScanVerdict?)] = []
                    verdicts.reserveCapacity(indices.count)
                    for index in indices {
                        verdicts.append((index, await Self.verdict(on: paths[index], rootPath: rootPath, limits: limits,
                                                                   skippingGenerated: skippingGenerated, included: included,
                                                                   store: store, highlights: highlights)))
                    }
                    return verdicts
                }
                next = indices.upperBound
            }
            for _ in 0..<width { addNext() }
            while let verdicts = try await group.next() {
                for (index, verdict) in verdicts {
                    switch verdict {
                    case let .scanned(facts, warning):
                        results[index] = facts
                        warnings[index] = warning
                    case .generated:
                        excluded.append(Exclusion(path: paths[index], reason: ExclusionReason.generatedCode))
                    case let .skipped(reason, warning):
                        excluded.append(Exclusion(path: paths[index], reason: reason))
                        warnings[index] = warning
                    case nil:
                        excluded.append(Exclusion(path: paths[index], reason: ExclusionReason.unreadableFile))
                    }
                }
                addNext()
            }
        }
        return (results.compactMap { $0 }, excluded.sorted(), warnings.compactMap { $0 })
    }

    /// The verdict on the file at `path` (relative to `rootPath`): read within the limits and
    /// scanned, or taken from the store; nil when it cannot be read.
    static func verdict(on path: String, rootPath: String, limits: Limits, skippingGenerated: Bool, included: [String],
                        store: (any FactsStore)?, highlights: HighlightSpans?) async -> ScanVerdict? {
        // A string, not a URL: building a URL per file cost 3 % of a scan.
        let full = rootPath == "/" ? "/" + path : rootPath + "/" + path
        // A file the store vouches for (its stat unchanged since it was digested) is not read.
        if let store, let verdict = vouchedVerdict(path: path, full: full, limits: limits, skippingGenerated: skippingGenerated,
                                                   included: included, store: store) {
            return verdict
        }
        // Looked at again just before reading: the tree may have changed since the walk.
        switch FileKind.read(full, limit: limits.fileSize) {
        case .bytes(let data):
            return await guardedScan(data: data, path: path, limits: limits, skippingGenerated: skippingGenerated, included: included,
                                     store: store, highlights: highlights)
        case .tooLarge(let size): return tooLarge(path, size: size, limits: limits)
        case .unreadable: return nil
        }
    }

    /// Parses one file (once) and collects its facts.
    public static func scan(source: String, path: String) -> FileFacts {
        scan(source: source, path: path, maximumNestingDepth: Limits.default.nestingDepth)
    }
}

/// Why scanning failed.
public enum ScanError: Error, LocalizedError, Equatable {
    case unreadable(path: String)

    public var errorDescription: String? {
        switch self {
        case .unreadable(let path): "cannot read \(path): check that the file exists and is readable"
        }
    }
}
