import BuildCache
import Diagrams
import Foundation
import Site
import SourceScanner

// MARK: - A build with nothing to do
//
// Like `make` answering "nothing to be done": a build whose inputs are byte for byte those of the
// build that wrote the site, into a site that still holds every file as that build wrote it, does
// not scan, model, check, draw or render anything. It prints what that build warned about and
// exits as it did. The inputs are everything a build reads: the tool, Graphviz, the options, the
// configuration, every listed source and project file, the theme and the guides (see Docs/Cache.md).

/// What a build that wrote a site leaves for the next one into the same site.
struct BuildRecord: Codable, Equatable {
    /// SHA-256 of every input (`BuildInputs`).
    var fingerprint: String
    /// The warnings the build printed, to print again.
    var warnings: [RecordedWarning]
    var errors: Int
    var findings: Int
    var pages: Int
    var files: Int
    /// The digest of what the site's pages other than the source pages and the About page were made
    /// from (`BuildInputs.view`); nil from a build that did not know it.
    var view: String?
    /// The warning the build printed about the maps it collapsed, if any (a build that keeps the
    /// pages draws no map, and prints it again).
    var diagramWarning: String?
}

/// A warning line as a build printed it: `always` when it is printed even with `--quiet`.
public struct RecordedWarning: Codable, Equatable, Sendable {
    public var text: String
    public var always: Bool
}

/// Everything a build reads, digested.
struct BuildInputs {
    let listed: Analyzer.Listed
    let options: [String]
    let theme: URL
    let guides: URL?

    /// What a build learns of its inputs before it starts.
    struct LastBuild {
        /// The fingerprint of the inputs (nil without a cache, or when one cannot be read).
        var fingerprint: String?
        /// The fingerprint of the inputs but the scanned files' contents (`view(of:)`).
        var frame: String?
        /// The record of the last build into the site, whatever its inputs.
        var previous: BuildRecord?
        /// The record of the last build into the site, when that build had the same inputs and the
        /// site is still as it wrote it.
        var upToDate: BuildRecord?
        /// The inputs' digests, to remember for the next build (nil without a cache).
        var digests: FileDigests?
    }

    func lastBuild(cache: CacheSetting, site: String) async -> LastBuild {
        guard case let .on(version) = cache, !CommittedCache.isTrackedInCI(root: listed.root) else { return LastBuild() }
        let tool = BuildCache.toolIdentity(version: version)
        let existing = BuildCache(existingAt: listed.root, toolIdentity: tool)
        let digests = existing?.fileDigests() ?? FileDigests()
        guard let fingerprints = fingerprint(tool: tool, graphviz: await GraphvizRenderer.shared.version, digests: digests) else {
            return LastBuild(digests: digests)
        }
        var last = LastBuild(fingerprint: fingerprints.inputs, frame: fingerprints.frame, digests: digests)
        last.previous = existing?.buildRecord(site: site)
        guard let existing, let record = last.previous, record.fingerprint == fingerprints.inputs,
              existing.siteIsIntact(site, files: record.files) else { return last }
        last.upToDate = record
        return last
    }

    /// The digest of what the pages other than the source pages and the About page are made from:
    /// the inputs but the scanned files' contents (`frame`), and the content as those pages see it
    /// (`SiteContent.viewDigest()`). When it is the last build's, a rebuild keeps those pages.
    static func view(of content: SiteContent, frame: String?) -> String? {
        guard let frame, let digest = content.viewDigest() else { return nil }
        var view = PartsDigest()
        view.add("viper-docs site view 1")
        view.add(frame)
        view.add(digest)
        return view.finish()
    }

    /// The SHA-256 of the inputs, hex; nil when one of them cannot be read (a build then finds out why).
    /// Each file counts by its path and the SHA-256 of its contents, which `digests` reads only for
    /// the files whose stat changed since the last build. `frame` is the same but the scanned files'
    /// contents (each counts by its path).
    func fingerprint(tool: String, graphviz: String, digests: FileDigests) -> (inputs: String, frame: String)? {
        var digest = PartsDigest()
        var frame = PartsDigest()
        func add(_ text: String) { digest.add(text); frame.add(text) }
        add("viper-docs build 2")
        for part in [tool, graphviz, listed.root.path] + options { add(part) }
        let configuration = listed.root.appendingPathComponent(Configuration.fileName).path
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration)
        add(hasConfiguration ? "configuration" : "no configuration")
        for exclusion in listed.listing.excluded { add("excluded \(exclusion.path) \(exclusion.reason)") }
        // Every file by its name as the build sees it and where it is read from; a section's label has no file.
        var files: [(name: String, path: String?, scanned: Bool)] = hasConfiguration ? [(Configuration.fileName, configuration, false)] : []
        // Paths joined as strings: a URL per file cost more than the rest of the fingerprint.
        let root = listed.root.path.hasSuffix("/") ? listed.root.path : listed.root.path + "/"
        files += listed.listing.projectFiles.map { ($0, root + $0, false) } + listed.listing.files.map { ($0, root + $0, true) }
        for (label, folder) in [("theme", theme), ("guides", guides)] {
            // A NUL before the label: no file's name starts with one, so no file reads as a section.
            files.append(("\u{0}\(label)", nil, false))
            guard let folder else { continue }
            guard let names = Self.files(under: folder) else { return nil }
            files += names.map { ($0, folder.appendingPathComponent($0).path, false) }
        }
        var contents = digests.digests(of: files.compactMap(\.path)).makeIterator()
        for file in files {
            add(file.name)
            guard file.path != nil else { continue }
            guard let content = contents.next() ?? nil else { return nil }
            digest.add(content)
            if !file.scanned { frame.add(content) }
        }
        return (digest.finish(), frame.finish())
    }

    /// Every regular file under `folder` (hidden ones too: a guide may link one), relative, sorted.
    static func files(under folder: URL) -> [String]? {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return nil }
        var files: [String] = []
        for case let path as String in enumerator where FileKind.of(folder.appendingPathComponent(path).path) == .regular {
            files.append(path)
        }
        return files.sorted()
    }
}

extension BuildCache {
    /// The record of the last build into `site`, when it was made by this tool.
    func buildRecord(site: String) -> BuildRecord? {
        siteRecord(site: site).flatMap { try? JSONDecoder().decode(BuildRecord.self, from: $0) }
    }

    func storeBuildRecord(_ record: BuildRecord, site: String) {
        guard let data = try? JSONEncoder().encode(record) else { return }
        storeSiteRecord(data, site: site)
    }

    /// Whether the site at `site` holds every file the last build wrote there, untouched, and no other.
    func siteIsIntact(_ site: String, files: Int) -> Bool {
        let stamps = pageStamps(site: site)
        guard stamps.count == files, PageStamp.regularFileCount(under: site) == files else { return false }
        return stamps.allSatisfy { path, stamp in stamp.describes(path: site + "/" + path) }
    }
}
