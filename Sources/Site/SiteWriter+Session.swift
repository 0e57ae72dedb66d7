import Architecture
import Dispatch
import Foundation
import SourceScanner

// MARK: - A site written in two parts
//
// A build lays out its diagrams on libgvc's one thread, which leaves the other cores idle; the pages
// that show no diagram (a source file's page) can be rendered meanwhile. A session is a site being
// written into its staging folder: `start` renders some kinds of pages in the background, `finish`
// renders the rest, adds the other files and swaps the site in; `cancel` removes the staging folder.

extension SiteWriter {
    /// Begins writing a site at `output`: checks the output and makes the staging folder beside it.
    ///
    /// With `keepingPages`, the caller vouches that every page but the source pages and the About
    /// page is made from what the previous site's was (`SiteContent.viewDigest()`): those pages are
    /// linked from it as they are, without their digests, and need no diagrams; a source page is
    /// kept so when its file's text is the one its page was made from. When a kept page is missing
    /// or changed, `finish` throws `SiteError.keptPageMissing`.
    public func begin(to output: URL, stamps: (any PageStampStore)? = nil, keepingPages: Bool = false) throws -> Session {
        try Session(writer: self, output: output, stamps: stamps, keepingPages: keepingPages)
    }

    public final class Session: @unchecked Sendable {
        let writer: SiteWriter
        let theme: Theme
        let baseURL: String?
        let output: URL
        let staging: URL
        /// Where the site swapped out is kept for the next build; nil: it is removed.
        let spare: String?
        /// What the staging folder held when it was the site before last.
        let recycled: RecycledTree?
        let stamps: (any PageStampStore)?
        let written: WrittenFiles
        /// A file into the new site (with its digest, for a page): linked from the previous site when
        /// its bytes did not change, else written.
        let placeFile: @Sendable (String, Data, String?) throws -> Void
        /// A page whose inputs did not change, linked from the previous site; false when it cannot be.
        let reuse: (@Sendable (String, String) throws -> Bool)?
        /// A page of the previous site linked as it is, whatever its digest; false when it cannot be.
        private let keepAsIs: @Sendable (String) throws -> Bool
        /// Whether the pages but the texts' are kept from the previous site (`begin(…keepingPages:)`).
        public let keepsPages: Bool
        /// The digests of the texts the previous site's source pages were made from, by file.
        private let previousSources: PathMap<String>
        /// The background's pages (`start`), which `finish` and `cancel` wait for, or run themselves
        /// when no thread has taken them.
        private var early: Parallel.Pending<Void>?
        /// The background's pages, which `finish` helps render on all cores once its own are done.
        private let queue = PageQueue()
        private var earlyError: Error?
        private var earlyKinds: [any PageKind.Type] = []
        /// The pages of the site, made once for both parts (the diagrams change none of them).
        private var map: PageMap?
        /// The page builder of the pages `start` renders, once made: `finish` takes its lookups
        /// instead of making them again.
        private var earlyPages: Parallel.Pending<PageBuilder>?

        /// The page of every scanned file, once `startPagesWithoutDiagrams` made the site's page map.
        public var sourcePages: PathMap<String>? { map?.sourcePages }
        private var closed = false

        init(writer: SiteWriter, output: URL, stamps: (any PageStampStore)?, keepingPages: Bool = false) throws {
            self.writer = writer
            theme = try writer.theme()
            baseURL = try writer.checkedBaseURL()
            let output = URL(fileURLWithPath: SiteWriter.sitePath(output))
            self.output = output
            self.stamps = stamps
            // A file of the previous site with the same bytes (or inputs) is linked, not written again.
            let previous = try SiteWriter.existingOutput(output) == .site ? output.path : nil
            let previousStamps = previous == nil ? [:] : stamps?.pageStamps(site: output.path) ?? [:]

            let parent = output.deletingLastPathComponent()
            let staging = parent.appendingPathComponent(".\(output.lastPathComponent).viper-docs-new-\(UUID().uuidString)")
            self.staging = staging
            // The site before last, when the cache kept it: made into this one (`RecycledTree`).
            let spare = previous == nil ? nil : stamps?.spareFolder(site: output.path)
            self.spare = spare
            // From here on, SIGINT and SIGTERM remove the unfinished site before the process ends.
            Interruption.shared.register(staging.path)
            let recycled = spare.flatMap { RecycledTree.take($0, as: staging.path) }
            self.recycled = recycled
            do {
                try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
                if recycled == nil { try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false) }
            } catch {
                Interruption.shared.unregister(staging.path)
                throw SiteError.unwritable(path: parent.path, reason: SiteWriter.reason(error))
            }
            let written = WrittenFiles(root: staging.path, output: output, folders: recycled?.folders ?? [""])
            self.written = written
            placeFile = { path, data, digest in
                try written.makeFolder(of: path)
                let target = staging.path + "/" + path
                if recycled != nil { SiteWriter.clearPath(target) }
                if let previous, SiteWriter.linkIfUnchanged(data, previous: previous + "/" + path, to: target) {
                    written.count(path, linked: true)
                } else {
                    try SiteWriter.writeFile(data, to: target, reportedAs: output.appendingPathComponent(path).path)
                    written.count(path, linked: false)
                }
                // Every file is stamped (a page with its digest), so that the next build can tell the site is whole.
                if let stamp = PageStamp.of(path: target, digest: digest ?? "") { written.stamp(path, stamp) }
            }
            let linkFromPrevious: @Sendable (String, String?) throws -> Bool = { path, digest in
                guard let previous, let stamp = previousStamps[path], digest == nil || stamp.digest == digest,
                      stamp.describes(path: previous + "/" + path) else { return false }
                try written.makeFolder(of: path)
                let target = staging.path + "/" + path
                // The site before last may have this very file already.
                if recycled?.holds(path, inode: stamp.inode) != true {
                    if recycled != nil { SiteWriter.clearPath(target) }
                    guard link(previous + "/" + path, target) == 0 else { return false }
                }
                written.count(path, linked: true)
                written.stamp(path, stamp)
                return true
            }
            let reuseByDigest: @Sendable (String, String) throws -> Bool = { path, digest in try linkFromPrevious(path, digest) }
            reuse = stamps == nil ? nil : reuseByDigest
            keepAsIs = { path in try linkFromPrevious(path, nil) }
            keepsPages = keepingPages && previous != nil && stamps != nil
            previousSources = keepsPages ? stamps?.sourceDigests(site: output.path) ?? [:] : [:]
        }

        /// Whether `job`'s page was linked from the previous site as it is (`begin(…keepingPages:)`):
        /// any page that reads no more of the scanned files than their paths, languages and types
        /// (`PageKind.readsWholeFiles`), and a source page only when its file's text is the one it
        /// was made from. Throws when a page other than a source page cannot be.
        private func keep(_ job: PageJob, sources: SourceTexts) throws -> Bool {
            guard keepsPages, !job.readsWholeFiles else { return false }
            if let file = job.textFile {
                guard let made = previousSources[file], made == sources.knownDigest(of: file) else { return false }
                return try keepAsIs(job.path)
            }
            if try keepAsIs(job.path) { return true }
            throw SiteError.keptPageMissing(path: job.path)
        }

        /// Renders the pages that show no diagram (a source file's) in the background, from `content`,
        /// which must give them what the finished site's content gives them: all but the diagrams.
        public func startPagesWithoutDiagrams(_ content: SiteContent) {
            start(content, kinds: [SourcePageKind.self])
        }

        func start(_ content: SiteContent, kinds: [any PageKind.Type]) {
            earlyKinds = kinds
            let map = SiteWriter.pageMap(content)
            self.map = map
            let baseURL = baseURL
            let pages = Parallel.start { PageBuilder(content: content, map: map, baseURL: baseURL) }
            earlyPages = pages
            early = Parallel.start { [self] in
                do {
                    // On this one thread (libgvc's thread has the other core) until `finish` joins in.
                    _ = try render(content, kinds: kinds, otherFiles: false, pages: pages.wait()) { [queue] jobs, render in
                        queue.fill(jobs, render)
                        queue.drain()
                        return []
                    }
                } catch {
                    earlyError = error
                }
            }
        }

        /// The pages of the kinds `start` did not render, the theme's assets and generated files, then
        /// the new site swapped in for the previous one.
        public func finish(_ content: SiteContent) throws -> SiteSummary {
            defer { close() }
            do {
                let kinds = PageKinds.all.filter { kind in !earlyKinds.contains { $0 == kind } }
                let rest = try render(content, kinds: kinds, otherFiles: true,
                                      pages: earlyPages.map { PageBuilder(content: content, reusing: $0.wait()) })
                DispatchQueue.concurrentPerform(iterations: ProcessInfo.processInfo.activeProcessorCount) { [queue] _ in queue.drain() }
                _ = early?.wait()
                if let error = earlyError ?? queue.firstError { throw error }
                _ = try SiteWriter.concurrentMap(rest.sorted(by: { $0.key < $1.key })) { try placeFile($0.key, $0.value, nil) }
                if keepsPages, try !keepAsIs(SearchIndex.path) { throw SiteError.keptPageMissing(path: SearchIndex.path) }
                recycled?.prune(staging.path, keeping: Set(written.stamps.keys))
                Interruption.shared.checkpoint("swap")
                try writer.swapIn(staging, as: output, keepingPreviousAt: spare)
                // The texts the source pages were made from, where the build knew their digests.
                var sources = PathMap<String>()
                if stamps != nil {
                    for file in content.sources.paths { sources[file] = content.sources.knownDigest(of: file) }
                }
                stamps?.storePageStamps(written.stamps, sources: sources, site: output.path)
                return written.summary
            } catch {
                _ = early?.wait()
                try? FileManager.default.removeItem(at: staging)
                throw error
            }
        }

        /// Gives up the site: waits for the background pages and removes the staging folder.
        public func cancel() {
            guard !closed else { return }
            _ = early?.wait()
            try? FileManager.default.removeItem(at: staging)
            close()
        }

        private func close() {
            closed = true
            Interruption.shared.unregister(staging.path)
        }

        private func render(_ content: SiteContent, kinds: [any PageKind.Type], otherFiles: Bool, pages: PageBuilder? = nil,
                            runner: SiteWriter.PageRunner? = nil) throws -> [String: Data] {
            // Pages are written as soon as they are rendered, on all cores: the whole site is never in memory at once.
            let sources = content.sources
            return try writer.render(content, theme: theme, baseURL: baseURL, kinds: kinds, otherFiles: otherFiles, runner: runner, map: map,
                              pages: pages,
                              keep: keepsPages ? { [self] job in try keep(job, sources: sources) } : nil,
                              // The search index is made from what the kept pages are made from.
                              makesSearchIndex: !keepsPages,
                              emit: { [placeFile, written] path, data, digest in
                                  try placeFile(path, data, digest)
                                  written.countRendered()
                              }, reuse: reuse)
        }
    }
}

/// Page jobs that any number of threads take one at a time; the first error stops them.
final class PageQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [PageJob] = []
    private var next = 0
    private var render: ((PageJob) throws -> Data)?
    private var error: Error?

    func fill(_ jobs: [PageJob], _ render: @escaping (PageJob) throws -> Data) {
        lock.withLock { (self.jobs, self.render) = (jobs, render) }
    }

    /// Renders jobs until there are none left.
    func drain() {
        while let (job, render) = take() {
            do {
                _ = try render(job)
            } catch {
                lock.withLock {
                    if self.error == nil { self.error = error }
                    next = jobs.count
                }
            }
        }
    }

    var firstError: Error? { lock.withLock { error } }

    private func take() -> (PageJob, (PageJob) throws -> Data)? {
        lock.withLock {
            guard next < jobs.count, let render else { return nil }
            defer { next += 1 }
            return (jobs[next], render)
        }
    }
}
