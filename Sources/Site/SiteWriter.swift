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

    /// The theme, read and parsed the first time it is asked for (by `validate()` or a session).
    private let loaded = LoadedTheme()

    /// Loads the theme and checks the base URL without writing anything, so that a command can
    /// refuse bad options before it does any work.
    public func validate() throws {
        _ = try theme()
        _ = try normalizedBaseURL()
    }

    /// The theme, parsed once for this writer (a build makes its own writer, so an edited theme is
    /// read again by the next build).
    func theme() throws -> Theme {
        try loaded.theme { try Theme(directory: themeDirectory) }
    }

    func checkedBaseURL() throws -> String? { try normalizedBaseURL() }

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
    ///
    /// With `stamps`, a page whose inputs are those of the page the previous build wrote there, and
    /// whose file the previous site still holds untouched, is linked from it without being rendered.
    @discardableResult
    public func write(_ content: SiteContent, to output: URL, stamps: (any PageStampStore)? = nil) throws -> SiteSummary {
        try begin(to: output, stamps: stamps).finish(content)
    }

    /// The path of the site folder `output`, as the writer names it (links resolved), which keys
    /// what the build cache keeps about the site.
    public static func sitePath(_ output: URL) -> String {
        output.standardizedFileURL.resolvingSymlinksInPath().path
    }

    // MARK: - Rendering

    /// Every file of the site, by its path relative to the root; with `emit`, every page is handed to
    /// it as soon as it is rendered (from any thread), with the digest of its inputs when there is
    /// `reuse`, and only the other files are returned. A page for which `reuse` (given its path and
    /// digest) answers true was placed by it, and is not rendered.
    ///
    /// Pages are independent of each other, so they are built and rendered on all cores; each page
    /// lands at its own path, so the result does not depend on the order the work finishes in.
    ///
    /// With `kinds`, only the pages of those kinds are rendered; without `otherFiles`, no other file
    /// is made; `runner` runs the pages' jobs instead of all cores; `map` is the content's `PageMap`,
    /// when it was made already (a site written in two parts, `SiteWriter.Session`).
    func render(_ content: SiteContent, theme: Theme, baseURL: String? = nil,
                kinds: [any PageKind.Type] = PageKinds.all, otherFiles: Bool = true, runner: PageRunner? = nil,
                map: PageMap? = nil,
                pages given: PageBuilder? = nil,
                keep: ((PageJob) throws -> Bool)? = nil,
                makesSearchIndex: Bool = true,
                emit: (@Sendable (String, Data, String?) throws -> Void)? = nil,
                reuse: (@Sendable (String, String) throws -> Bool)? = nil) throws -> [String: Data] {
        let map = given?.map ?? map ?? Self.pageMap(content)
        let pages = given ?? PageBuilder(content: content, map: map, baseURL: baseURL)

        // One job per page, of every kind of page.
        let jobs = PageKinds.all.flatMap { $0.jobs(pages) }
        // A theme's asset or a generated file of a page's path wins over the page.
        var generated = Set(theme.assets).union([SearchIndex.path, ".nojekyll", Self.markerFileName])
        if baseURL != nil { generated.insert("sitemap.xml") }
        let names = Set(kinds.map { $0.name })
        let pageJobs = jobs.filter { names.contains($0.kind) && !generated.contains($0.path) }
        var files: [String: Data] = [:]
        for asset in theme.assets where otherFiles {
            guard let data = FileManager.default.contents(atPath: theme.directory.appendingPathComponent(asset).path) else {
                throw SiteError.theme(path: theme.directory.appendingPathComponent(asset).path, reason: "the asset cannot be read")
            }
            files[asset] = data
        }
        if otherFiles {
            let pagePaths = Set(jobs.map(\.path))
            for (path, data) in content.extraFiles where files[path] == nil && !pagePaths.contains(path) {
                files[path] = data
            }
            // Generated after the theme's assets: a theme cannot replace the index by accident (it
            // is made on another thread while the pages are rendered, and put in place below).
            // (Without it, the caller keeps the previous site's.)
            files[SearchIndex.path] = makesSearchIndex ? Data() : nil
            // GitHub Pages would otherwise run Jekyll, which hides files and folders that start with `_`.
            files[".nojekyll"] = Data()
            if let baseURL {
                files["sitemap.xml"] = SitemapXML.xml(pages: map.allPages, base: baseURL)
            }
            files[Self.markerFileName] = Data(SourceScanner.siteMarkerText.utf8)
        }

        let render: (PageJob) throws -> Data = { job in
            if let keep, try keep(job) { return Data() }
            var context: (any TemplateContext)?
            var digest: String?
            // The frame around the page, made once for its digest (without the body) and its HTML.
            var frame = pages.layout(page: job.path, kind: job.kind, pageTitle: job.title, body: "")
            if let reuse {
                let made = try Self.digest(job, theme: theme, frame: frame)
                if try reuse(job.path, made.digest) { return Data() }
                (context, digest) = (made.context, made.digest)
            }
            frame.content = try theme.render(job.kind, context ?? (try job.context()))
            let html = Data(try theme.render("layout", frame).utf8)
            guard let emit else { return html }
            try emit(job.path, html, digest)
            return Data()
        }
        let searchIndex = otherFiles && makesSearchIndex ? Parallel.start { SearchIndex.script(content, map: map) } : nil
        let rendered = try (runner ?? { try Self.concurrentMap($0, $1) })(pageJobs, render)
        if let searchIndex { files[SearchIndex.path] = searchIndex.wait() }
        if emit == nil {
            for (job, data) in zip(pageJobs, rendered) { files[job.path] = data }
        }
        return files
    }

    /// The pages `content` makes, by kind and name.
    static func pageMap(_ content: SiteContent) -> PageMap {
        PageMap(moduleNames: content.model.modules.map(\.name), guidePaths: content.guides.map(\.sourcePath),
                sourcePaths: content.sources.paths, ruleIDs: content.rules.map(\.id),
                groupNames: content.model.modules.map(\.group))
    }

    /// How the jobs of a site's pages are run (by default on all cores, `concurrentMap`): the results
    /// are the pages, in the jobs' order, unless they were handed to an `emit`.
    typealias PageRunner = (_ jobs: [PageJob], _ render: @escaping (PageJob) throws -> Data) throws -> [Data]

    /// The digest of what `job`'s page is made from: the theme, the page's inputs (its context, which
    /// is returned for rendering, unless the kind has cheaper inputs) and its frame.
    private static func digest(_ job: PageJob, theme: Theme, frame: PageBuilder.Layout) throws -> (digest: String, context: (any TemplateContext)?) {
        var digest = PageDigest()
        digest.add(theme.digest)
        var context: (any TemplateContext)?
        if let inputs = try job.inputs() {
            digest.add(inputs)
        } else {
            let made = try job.context()
            digest.add(made)
            context = made
        }
        digest.add(frame)
        return (digest.finish(), context)
    }

    /// `transform` applied to every element on all cores, results in the order of `elements`; the
    /// first error (in that order) is thrown once all work is done.
    public static func concurrentMap<T, R>(_ elements: [T], _ transform: (T) throws -> R) throws -> [R] {
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
        // Only a marker with the text viper-docs writes: an empty one, which a repository can hold,
        // must not make a folder of someone's (its sources, its docs) replaceable.
        if SourceScanner.isSiteMarker(output.appendingPathComponent(markerFileName).path) {
            return .site
        }
        throw SiteError.notASite(path: output.path)
    }

    /// Writes one new file into a folder that exists, with `open`/`write`: Foundation's URLs and
    /// `Data.write` cost more than the writing when a site has thousands of files.
    static func writeFile(_ data: Data, to path: String, reportedAs reported: String) throws {
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

/// A writer's theme once parsed: checking the options before a build and writing the site after it
/// read and parsed every template twice.
private final class LoadedTheme: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: Theme?

    func theme(_ load: () throws -> Theme) throws -> Theme {
        try lock.withLock {
            if let loaded { return loaded }
            let theme = try load()
            loaded = theme
            return theme
        }
    }
}
