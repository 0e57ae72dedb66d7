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

    /// The fingerprint of these inputs (nil without a cache), and the record of the last build into
    /// `site` when that build had the same inputs and the site is still as it wrote it.
    func lastBuild(cache: CacheSetting, site: String) async -> (fingerprint: String?, upToDate: BuildRecord?) {
        guard case let .on(version) = cache else { return (nil, nil) }
        let tool = BuildCache.toolIdentity(version: version)
        guard let fingerprint = fingerprint(tool: tool, graphviz: await GraphvizRenderer.shared.version) else { return (nil, nil) }
        guard let existing = BuildCache(existingAt: listed.root, toolIdentity: tool),
              let record = existing.buildRecord(site: site), record.fingerprint == fingerprint,
              existing.siteIsIntact(site, files: record.files) else { return (fingerprint, nil) }
        return (fingerprint, record)
    }

    /// The SHA-256 of the inputs, hex; nil when one of them cannot be read (a build then finds out why).
    func fingerprint(tool: String, graphviz: String) -> String? {
        var digest = PartsDigest()
        func add(_ text: String) { digest.add(text) }
        func addFile(_ path: String, as name: String) -> Bool {
            guard let data = FileManager.default.contents(atPath: path) else { return false }
            digest.add(name)
            digest.add(data)
            return true
        }
        add("viper-docs build 1")
        for part in [tool, graphviz, listed.root.path] + options { add(part) }
        let configuration = listed.root.appendingPathComponent(Configuration.fileName).path
        add(FileManager.default.fileExists(atPath: configuration) ? "configuration" : "no configuration")
        if FileManager.default.fileExists(atPath: configuration), !addFile(configuration, as: Configuration.fileName) { return nil }
        for exclusion in listed.listing.excluded { add("excluded \(exclusion.path) \(exclusion.reason)") }
        for file in listed.listing.projectFiles + listed.listing.files {
            guard addFile(listed.root.appendingPathComponent(file).path, as: file) else { return nil }
        }
        for (label, folder) in [("theme", theme), ("guides", guides)] {
            add(label)
            guard let folder else { continue }
            guard let files = Self.files(under: folder) else { return nil }
            for file in files {
                guard addFile(folder.appendingPathComponent(file).path, as: file) else { return nil }
            }
        }
        return digest.finish()
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
