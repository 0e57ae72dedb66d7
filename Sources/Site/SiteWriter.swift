import Architecture
import Diagrams
import Dispatch
import Foundation
import SourceScanner

// MARK: - Writing a site
//
// The site is written into a new folder beside the output and only then swapped in, so a failure
// halfway leaves the previous site as it was. A folder is replaced only when it is missing, empty,
// or holds the marker file that says viper-docs wrote it.

/// Writes the documentation site: pages from the theme's templates, the theme's assets, the marker.
public struct SiteWriter: Sendable {
    /// The file at the root of every site this tool writes; its presence allows replacing the folder.
    public static let markerFileName = ".viper-docs-site"

    public let themeDirectory: URL
    /// Where the site will be published (`https://example.com/docs/`), as given; used only for
    /// `sitemap.xml` and each page's `<link rel="canonical">`. Without it, no sitemap is written.
    public let baseURL: String?

    /// - Parameters:
    ///   - themeDirectory: a theme folder; `DefaultTheme.directory` for the default theme.
    ///   - baseURL: the site's published address, or nil.
    public init(themeDirectory: URL, baseURL: String? = nil) {
        self.themeDirectory = themeDirectory
        self.baseURL = baseURL
    }

    /// Loads the theme and checks the base URL without writing anything, so that a command can
    /// refuse bad options before it does any work.
    public func validate() throws {
        _ = try Theme(directory: themeDirectory)
        _ = try normalizedBaseURL()
    }

    private func normalizedBaseURL() throws -> String? {
        guard let baseURL else { return nil }
        guard let normalized = SitemapXML.normalizedBaseURL(baseURL) else { throw SiteError.invalidBaseURL(baseURL) }
        return normalized
    }

    /// Writes the whole site into a new temporary folder beside `output`, then swaps it in.
    ///
    /// Replaces `output` only if it is missing, empty, or a site this tool wrote (it holds the marker
    /// file `.viper-docs-site`); otherwise throws `SiteError.notASite`. Never deletes a folder it did
    /// not create, and leaves the previous site intact when writing fails.
    @discardableResult
    public func write(_ content: SiteContent, to output: URL) throws -> SiteSummary {
        let theme = try Theme(directory: themeDirectory)
        let baseURL = try normalizedBaseURL()
        let output = output.standardizedFileURL.resolvingSymlinksInPath()
        // A file of the previous site with the same bytes is linked, not written again.
        let previous = try Self.existingOutput(output) == .site ? output.path : nil

        let files = try render(content, theme: theme, baseURL: baseURL)

        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).viper-docs-new-\(UUID().uuidString)")
        // From here on, SIGINT and SIGTERM remove the unfinished site before the process ends.
        Interruption.shared.register(staging.path)
        defer { Interruption.shared.unregister(staging.path) }
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw SiteError.unwritable(path: parent.path, reason: Self.reason(error))
        }
        do {
            // Folders first, once each (asking for every file's folder again cost more than the
            // writing), then the files, on all cores.
            let folders = Set(files.keys.map { ($0 as NSString).deletingLastPathComponent }).filter { !$0.isEmpty }
            for folder in folders.sorted() {
                if Interruption.shared.isCancelled { throw SiteError.interrupted }
                do {
                    try FileManager.default.createDirectory(atPath: staging.path + "/" + folder, withIntermediateDirectories: true)
                } catch {
                    throw SiteError.unwritable(path: output.appendingPathComponent(folder).path, reason: Self.reason(error))
                }
            }
            let root = staging.path
            let linked = try Self.concurrentMap(files.sorted(by: { $0.key < $1.key })) { path, data -> Bool in
                if let previous, Self.linkIfUnchanged(data, previous: previous + "/" + path, to: root + "/" + path) { return true }
                try Self.writeFile(data, to: root + "/" + path, reportedAs: output.appendingPathComponent(path).path)
                return false
            }
            Interruption.shared.checkpoint("swap")
            try swapIn(staging, as: output)
            return SiteSummary(output: output, pages: files.keys.filter { $0.hasSuffix(".html") }.count, files: files.count,
                               unchanged: linked.filter { $0 }.count)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }

    // MARK: - Rendering

    /// Every file of the site, by its path relative to the root.
    ///
    /// Pages are independent of each other, so they are built and rendered on all cores; each page
    /// lands at its own path, so the result does not depend on the order the work finishes in.
    func render(_ content: SiteContent, theme: Theme, baseURL: String? = nil) throws -> [String: Data] {
        let map = PageMap(moduleNames: content.model.modules.map(\.name), guidePaths: content.guides.map(\.sourcePath),
                          sourcePaths: Array(content.sources.keys), ruleIDs: content.rules.map(\.id),
                          groupNames: content.model.modules.map(\.group))
        let pages = PageBuilder(content: content, map: map, baseURL: baseURL)

        // One job per page, of every kind of page.
        let jobs = PageKinds.all.flatMap { $0.jobs(pages) }
        let rendered = try Self.concurrentMap(jobs) { job -> Data in
            let body = try theme.render(job.kind, job.context())
            let html = try theme.render("layout", pages.layout(page: job.path, kind: job.kind, pageTitle: job.title, body: body))
            return Data(html.utf8)
        }
        var files: [String: Data] = [:]
        for (job, data) in zip(jobs, rendered) { files[job.path] = data }

        for asset in theme.assets {
            guard let data = FileManager.default.contents(atPath: theme.directory.appendingPathComponent(asset).path) else {
                throw SiteError.theme(path: theme.directory.appendingPathComponent(asset).path, reason: "the asset cannot be read")
            }
            files[asset] = data
        }
        for (path, data) in content.extraFiles where files[path] == nil {
            files[path] = data
        }
        // Generated after the theme's assets: a theme cannot replace the index by accident.
        files[SearchIndex.path] = SearchIndex.script(content, map: map)
        // GitHub Pages would otherwise run Jekyll, which hides files and folders that start with `_`.
        files[".nojekyll"] = Data()
        if let baseURL {
            files["sitemap.xml"] = SitemapXML.xml(pages: map.allPages, base: baseURL)
        }
        files[Self.markerFileName] = Data("This folder is a site written by viper-docs, which replaces it on every run.\n".utf8)
        return files
    }

    /// `transform` applied to every element on all cores, results in the order of `elements`; the
    /// first error (in that order) is thrown once all work is done.
    static func concurrentMap<T, R>(_ elements: [T], _ transform: (T) throws -> R) throws -> [R] {
        let results = ConcurrentResults<R>(count: elements.count)
        withoutActuallyEscaping(transform) { transform in
            // The elements and the transform are only read, from any thread; each result has its slot.
            nonisolated(unsafe) let transform = transform
            nonisolated(unsafe) let elements = elements
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                let result = Result { try transform(elements[index]) }
                results.lock.lock()
                results.values[index] = result
                results.lock.unlock()
            }
        }
        return try results.values.map { try $0!.get() }
    }

    /// One slot per job of `concurrentMap`, filled from any thread.
    private final class ConcurrentResults<R>: @unchecked Sendable {
        var values: [Result<R, Error>?]
        let lock = NSLock()
        init(count: Int) { values = Array(repeating: nil, count: count) }
    }

    // MARK: - Files

    enum ExistingOutput { case missing, empty, site }

    /// What is at `output` now; throws when it is something this tool must not replace.
    static func existingOutput(_ output: URL) throws -> ExistingOutput {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return .missing }
        guard isDirectory.boolValue else { throw SiteError.notASite(path: output.path) }
        let entries: [String]
        do {
            entries = try fileManager.contentsOfDirectory(atPath: output.path)
        } catch {
            throw SiteError.unwritable(path: output.path, reason: reason(error))
        }
        // Finder's `.DS_Store` does not make a folder worth keeping.
        if entries.allSatisfy({ $0 == ".DS_Store" }) { return .empty }
        var markerIsDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: output.appendingPathComponent(markerFileName).path, isDirectory: &markerIsDirectory),
           !markerIsDirectory.boolValue {
            return .site
        }
        throw SiteError.notASite(path: output.path)
    }

    /// Writes one new file into a folder that exists, with `open`/`write`: Foundation's URLs and
    /// `Data.write` cost more than the writing when a site has thousands of files.
    private static func writeFile(_ data: Data, to path: String, reportedAs reported: String) throws {
        if Interruption.shared.isCancelled { throw SiteError.interrupted }
        defer { Interruption.shared.checkpoint("write") }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw SiteError.unwritable(path: reported, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw SiteError.unwritable(path: reported, reason: String(cString: strerror(errno)))
                }
                offset += written
            }
        }
    }

    /// Why a file operation failed, as a clause: the POSIX reason when there is one (Foundation's
    /// own words on Linux are often untrue: "The file doesn't exist." for a read-only folder).
    public static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        for candidate in [nsError.userInfo[NSUnderlyingErrorKey] as? NSError, nsError].compactMap({ $0 })
        where candidate.domain == NSPOSIXErrorDomain {
            return SiteError.writeReason(errno: Int32(candidate.code))
        }
        if nsError.domain == NSCocoaErrorDomain,
           [NSFileWriteNoPermissionError, NSFileWriteVolumeReadOnlyError, NSFileNoSuchFileError, NSFileWriteFileExistsError]
            .contains(nsError.code) {
            return "the folder is not writable"
        }
        return SiteError.clause(nsError.localizedDescription)
    }
}

/// `write(2)`, by a name the writer's own `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
