import Architecture
import BuildCache
import DefaultTheme
import Diagrams
import Foundation
import Markdown
import Rules
import Site
import SourceScanner

// MARK: - `viper-docs build`

/// The whole pipeline, as named steps: scan → model → rules → diagrams → guides → site.
public enum SiteBuild {
    /// The output folder's name when `--output` is not given, inside the scanned folder.
    public static let defaultOutputName = "viper-docs-site"

    public struct Result: Sendable {
        /// The written site's `index.html`.
        public var indexPath: String
        /// Error-level findings (for the exit code).
        public var errors: Int
        /// All findings, whatever their severity (for `--strict`).
        public var findings: Int
        /// What the build made (nil when it had nothing to do): a command that ends with the build
        /// keeps it until the process exits rather than free it one allocation at a time.
        public var made: (analysis: Analysis, content: SiteContent)?
    }

    /// Writes the site of the app at `path`.
    ///
    /// - Parameters:
    ///   - theme: a theme folder shaped like `Themes/default`; nil for the default theme.
    ///   - baseURL: where the site will be published; used for `sitemap.xml` (written only then)
    ///     and each page's canonical link.
    ///   - unsafeHTML: pass the guides' raw HTML through (by default it is escaped).
    ///   - cache: whether to read and fill the app's build cache (`--no-cache` turns it off).
    public static func run(path: String, output: String?, guides: String?, theme: String? = nil, baseURL: String? = nil,
                           unsafeHTML: Bool = false, cache: CacheSetting = .off, quiet: Bool) async throws -> Result {
        let root = try Analyzer.validatedRoot(path)
        let outputURL = output.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? root.appendingPathComponent(defaultOutputName)
        // Checked before any work, so that a wrong output, theme or base URL costs nothing; the
        // writer checks again.
        try validateOutput(outputURL, root: root)
        let lock = try lockOutput(outputURL)
        defer { lock.release() }
        let guidesURL = try guidesFolder(guides, root: root)
        // The theme is read and parsed while the app is listed, on another core (about 6 ms, which a
        // rebuild with nothing changed paid before listing); a bad theme or base URL is still
        // reported before what the listing finds, and before any work that writes.
        let checkedWriter = Parallel.start { Swift.Result { try siteWriter(theme: theme, baseURL: baseURL) } }
        let progress = Progress(quiet: quiet, total: 6)
        let started = Date()
        let listing = Swift.Result { try Analyzer.list(path: path, excluding: [outputURL.path]) }
        let writer = try checkedWriter.wait().get()
        let listed = try listing.get()
        let site = SiteWriter.sitePath(outputURL)
        // With the cache, a build whose inputs are those of the build that wrote the site does nothing.
        let inputs = BuildInputs(listed: listed, options: [site, guidesURL?.path ?? "", writer.themeDirectory.path,
                                                           baseURL ?? "", unsafeHTML ? "unsafe-html" : ""],
                                 theme: writer.themeDirectory, guides: guidesURL)
        let last = await inputs.lastBuild(cache: cache, site: site)
        if let record = last.upToDate {
            return upToDate(record, site: site, files: listed.listing.files.count, since: started, progress: progress)
        }
        let fingerprint = last.fingerprint
        // The source pages are highlighted from the trees the scan parses.
        let highlights = HighlightSpans()
        let analysis = try await Analyzer.analyze(path: path, excluding: [outputURL.path], cache: cache, progress: progress,
                                                  listed: listed, highlights: highlights)
        let guides = try await progress.run("Render guides", {
            try GuideBuilder(folder: guidesURL, model: analysis.model, allowUnsafeHTML: unsafeHTML,
                             allowOutside: analysis.configuration.allowOutsideRoot, limits: analysis.configuration.limits).build()
        }, summary: { "\($0.pages.count) guides, \($0.files.count) images, \($0.warnings.count) warnings" })
        for warning in guides.warnings { progress.warn(warning) }
        // The pages that show no diagram are rendered while libgvc lays out the diagrams on its one thread.
        var content = SiteContent(
            title: analysis.title, model: analysis.model, violations: analysis.violations,
            moduleDiagrams: [:], appDiagram: "", guides: guides.pages,
            rules: (RuleRegistry.all.map { $0.description } + analysis.configuration.rules.dependencyRuleDescriptions).map(RuleSummary.init),
            sources: sourceTexts(for: analysis, digests: last.digests, highlights: highlights))
        content.extraFiles = guides.files
        content.scannedFolders = analysis.configuration.sources
        content.dependencyRules = analysis.configuration.rules.dependencies
        content.diagramNodeLimit = analysis.configuration.limits.diagramNodes
        content.modelDigest = analysis.modelDigest
        // What the pages but the texts' are made from: when it is the last build's, they are kept.
        let view = analysis.cache == nil ? nil : BuildInputs.view(of: content, frame: last.frame)
        let keeping = view != nil && last.previous?.view == view
        let written: Written
        do {
            written = try await write(content, analysis: analysis, guides: guides.pages, writer: writer, to: outputURL,
                                      keepingPages: keeping, previousDiagramWarning: last.previous?.diagramWarning, progress: progress)
        } catch SiteError.keptPageMissing {
            progress.back(2)
            written = try await write(content, analysis: analysis, guides: guides.pages, writer: writer, to: outputURL,
                                      keepingPages: false, previousDiagramWarning: nil, progress: progress)
        }
        let summary = written.summary
        // The packs of the cache, written in the background, are whole before the build ends.
        analysis.cache?.waitForSaves()
        let errors = analysis.violations.filter { $0.severity == .error }.count
        if let digests = last.digests { analysis.cache?.storeFileDigests(digests) }
        if let fingerprint {
            analysis.cache?.storeBuildRecord(BuildRecord(fingerprint: fingerprint, warnings: progress.warnings, errors: errors,
                                                         findings: analysis.violations.count, pages: summary.pages,
                                                         files: summary.files, view: view,
                                                         diagramWarning: written.diagramWarning), site: site)
        }
        return Result(indexPath: summary.output.appendingPathComponent("index.html").path,
                      errors: errors, findings: analysis.violations.count, made: (analysis, content))
    }

    /// The end of a build that had nothing to do: the last build's warnings and outcome again.
    private static func upToDate(_ record: BuildRecord, site: String, files: Int, since started: Date, progress: Progress) -> Result {
        for warning in record.warnings {
            if warning.always { progress.warnAlways(warning.text) } else { progress.warn(warning.text) }
        }
        progress.say("Up to date: \(files) files, the configuration, theme and guides are as the last build read them, "
            + "and \(site) holds its \(record.pages) pages as written (\(String(format: "%.2f", Date().timeIntervalSince(started))) s)")
        return Result(indexPath: site + "/index.html", errors: record.errors, findings: record.findings)
    }

    // MARK: - Steps

    /// The writer for the theme and base URL, both checked: a bad one is reported before any work.
    static func siteWriter(theme: String?, baseURL: String?) throws -> SiteWriter {
        let themeURL: URL
        if let theme {
            themeURL = URL(fileURLWithPath: theme).standardizedFileURL
        } else if let directory = DefaultTheme.directory {
            themeURL = directory
        } else {
            throw ViperDocsError.failed(step: "Theme", message: "the default theme is missing from the installation; reinstall viper-docs")
        }
        let writer = SiteWriter(themeDirectory: themeURL, baseURL: baseURL)
        do {
            try writer.validate()
        } catch let error as SiteError {
            let option = if case .invalidBaseURL = error { "--base-url" } else { theme == nil ? "Theme" : "--theme" }
            throw ViperDocsError.failed(step: option, message: error.errorDescription ?? "\(error)")
        } catch let error as LocalizedError {
            throw ViperDocsError.failed(step: "Theme", message: error.errorDescription ?? "\(error)")
        }
        return writer
    }

    /// Refuses, with a true reason, an output that is the scanned folder, holds it, is no folder
    /// (a file, a FIFO, a device), is a folder viper-docs did not write, or cannot be written.
    static func validateOutput(_ output: URL, root: URL) throws {
        func refuse(_ message: String) -> ViperDocsError { .failed(step: "Output", message: message) }
        let outputReal = FileKind.realPath(output.path) ?? output.path
        let rootReal = FileKind.realPath(root.path) ?? root.path
        if output.path == root.path || outputReal == rootReal { throw ViperDocsError.outputInsideSources(output.path) }
        if FileKind.isInside(rootReal, outputReal) {
            throw refuse("\(output.path) holds the scanned folder \(root.path); choose a new folder for the site with --output")
        }
        let fm = FileManager.default
        switch FileKind.of(output.path) {
        case .missing:
            break
        case .directory:
            let entries: [String]
            do {
                entries = try fm.contentsOfDirectory(atPath: output.path)
            } catch {
                throw refuse("\(output.path) cannot be read (\(SiteWriter.reason(error))); choose another folder with --output")
            }
            if !entries.isEmpty && !entries.allSatisfy({ $0 == ".DS_Store" })
                && !SourceScanner.isSiteMarker(output.appendingPathComponent(SiteWriter.markerFileName).path) {
                throw refuse("\(output.path) exists and is not a site viper-docs wrote; "
                    + "choose an empty or new folder with --output (viper-docs never deletes a folder it did not create)")
            }
        case .regular:
            throw refuse("\(output.path) is a file; choose a folder with --output")
        case let kind:
            throw refuse("\(output.path) is \(kind.noun), not a folder; choose a folder with --output")
        }
        let parent = output.deletingLastPathComponent()
        switch FileKind.of(parent.path) {
        case .directory:
            break
        case .missing:
            throw refuse("cannot write \(output.path): its folder \(parent.path) does not exist; create it or choose another --output")
        case let kind:
            throw refuse("cannot write \(output.path): \(parent.path) is \(kind.noun), not a folder; choose another --output")
        }
        if access(parent.path, W_OK) != 0 {
            throw refuse("cannot write \(output.path): \(parent.path) is not writable; choose another --output")
        }
    }

    /// Takes the output's lock (`OutputLock`): a second build into the same folder refuses.
    static func lockOutput(_ output: URL) throws -> OutputLock {
        do {
            let lock = try OutputLock.acquire(for: output)
            Interruption.shared.checkpoint("scan")
            return lock
        } catch SiteError.unwritable(let folder, _) {
            throw ViperDocsError.failed(step: "Output", message: "cannot write \(output.path): \(folder) is not writable; choose another --output")
        } catch let error as SiteError {
            throw ViperDocsError.failed(step: "Output", message: error.errorDescription ?? "\(error)")
        }
    }

    static func guidesFolder(_ guides: String?, root: URL) throws -> URL? {
        if let guides {
            let url = URL(fileURLWithPath: guides).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ViperDocsError.failed(step: "Guides", message: "no such folder: \(guides); pass a folder of Markdown files to --guides")
            }
            return url
        }
        let docs = root.appendingPathComponent("Docs")
        return FileManager.default.fileExists(atPath: docs.path) ? docs : nil
    }

    struct Diagrams: Sendable {
        var modules: [String: String]
        var app: String
        /// Group name → the SVG of its map (links relative to `groups/`).
        var groups: [String: String] = [:]
        /// Module name → the SVG of its neighbourhood map (links relative to `modules/`).
        var neighbourhoods: [String: String] = [:]
        /// What the maps above the node limit collapsed: `app`, `group:<name>`, `module:<name>` → the note.
        var notes: [String: String] = [:]
        /// The one warning line about them, if any map was collapsed.
        var warning: String?
        /// How many SVGs came from the build cache (nil without one).
        var fromCache: Int?

        /// How many SVGs were drawn.
        var count: Int { modules.count + 1 + groups.count + neighbourhoods.count }
    }

    /// Every module's diagram and neighbourhood, every group's map and the app map: from the build
    /// cache when it has the SVG of the same DOT text, else laid out by libgvc on its one serial executor.
    static func renderDiagrams(_ analysis: Analysis, sourcePages: PathMap<String>? = nil) async throws -> Diagrams {
        let renderer = GraphvizRenderer.shared
        let version = await renderer.version
        var result = Diagrams(modules: [:], app: "")
        var fromCache = 0
        var collapses: [MapCollapse] = []
        for job in DiagramFactory.jobs(analysis, sourcePages: sourcePages) {
            let svg: String
            if let cache = analysis.cache, let cached = cache.svg(forDOT: job.dot, graphvizVersion: version) {
                svg = cached
                fromCache += 1
            } else {
                svg = try await renderer.svg(dot: job.dot, name: job.name)
                analysis.cache?.storeSVG(svg, forDOT: job.dot, graphvizVersion: version)
            }
            switch job.kind {
            case .module(let name):
                result.modules[name] = svg
            case .neighbourhood(let name):
                result.neighbourhoods[name] = svg
                if let collapse = job.collapse { result.notes["module:" + name] = collapse.note; collapses.append(collapse) }
            case .group(let name):
                result.groups[name] = svg
                if let collapse = job.collapse { result.notes["group:" + name] = collapse.note; collapses.append(collapse) }
            case .app:
                result.app = svg
                if let collapse = job.collapse { result.notes["app"] = collapse.note; collapses.insert(collapse, at: 0) }
            }
        }
        analysis.cache?.saveSVGs()
        result.fromCache = analysis.cache == nil ? nil : fromCache
        result.warning = MapCollapse.warning(collapses, limit: analysis.configuration.limits.diagramNodes)
        return result
    }

    /// The flows that guides embed (`flow Login -> Home`), each drawn once: those within the node
    /// limit, and at most `GuideDiagram.maximumFlows` (the page says so for the others).
    static func renderFlows(_ flows: [[String]], _ analysis: Analysis) async throws -> [String: String] {
        var result: [String: String] = [:]
        let limit = analysis.configuration.limits.diagramNodes
        for steps in flows.filter({ Set($0).count <= limit }).prefix(GuideDiagram.maximumFlows) {
            let key = GuideDiagram.flowKey(steps)
            result[key] = try await GraphvizRenderer.shared.svg(dot: DiagramFactory.flowDOT(steps, analysis), name: "the flow \(key)")
        }
        return result
    }

    /// The text of every scanned file, for its source page (and to quote the lines of findings).
    /// The scanned files' texts, read when a page needs them; with the digests this build took of
    /// them (to tell a source page unchanged without reading its file).
    static func sourceTexts(for analysis: Analysis, digests: FileDigests?, highlights: HighlightSpans? = nil) -> SourceTexts {
        let root = analysis.root.path.hasSuffix("/") ? analysis.root.path : analysis.root.path + "/"
        let files = analysis.model.files.map(\.path)
        var known = PathMap<String>()
        if let digests {
            for file in files { known[file] = digests.recorded(root + file) }
        }
        var texts = SourceTexts(root: root, files: files, digests: known)
        texts.highlights = highlights
        return texts
    }
}
