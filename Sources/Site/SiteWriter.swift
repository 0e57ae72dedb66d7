import Architecture
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
        guard let normalized = Sitemap.normalizedBaseURL(baseURL) else { throw SiteError.invalidBaseURL(baseURL) }
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
        _ = try Self.existingOutput(output)

        let files = try render(content, theme: theme, baseURL: baseURL)

        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).viper-docs-new-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw SiteError.unwritable(path: parent.path, reason: Self.reason(error))
        }
        do {
            for (path, data) in files.sorted(by: { $0.key < $1.key }) {
                try Self.writeFile(data, to: staging, path: path, reportedAs: output)
            }
            try swapIn(staging, as: output)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
        return SiteSummary(output: output, pages: files.keys.filter { $0.hasSuffix(".html") }.count, files: files.count)
    }

    // MARK: - Rendering

    /// Every file of the site, by its path relative to the root.
    func render(_ content: SiteContent, theme: Theme, baseURL: String? = nil) throws -> [String: Data] {
        let map = SiteMap(moduleNames: content.model.modules.map(\.name), guidePaths: content.guides.map(\.sourcePath),
                          sourcePaths: Array(content.sources.keys), ruleIDs: content.rules.map(\.id))
        let pages = PageBuilder(content: content, map: map, baseURL: baseURL)
        var files: [String: Data] = [:]

        func page(_ path: String, kind: PageBuilder.PageKind, template: String, title: String, context: [String: Any]) throws {
            let body = try theme.render(template, context)
            let html = try theme.render("layout", pages.layout(page: path, kind: kind, pageTitle: title, body: body))
            files[path] = Data(html.utf8)
        }

        try page(SiteMap.index, kind: .index, template: "index", title: content.title, context: pages.index())
        try page(SiteMap.rules, kind: .rules, template: "rules", title: "Rules", context: pages.rules())
        for module in content.model.modules {
            try page(map.modulePages[module.name]!, kind: .module, template: "module", title: module.name,
                     context: pages.module(module))
        }
        let placeholders = DiagramPlaceholders(diagrams: content.moduleDiagrams, appDiagram: content.appDiagram, map: map)
        for guide in content.guides {
            let path = map.guidePages[guide.sourcePath]!
            let html = placeholders.expand(SourceHighlighter.highlightCodeBlocks(in: guide.html), page: path)
            try page(path, kind: .guide, template: "guide", title: guide.title, context: pages.guide(guide, html: html))
        }
        for rule in content.rules {
            try page(map.rulePages[rule.id]!, kind: .rule, template: "rule", title: rule.title, context: pages.rule(rule))
        }
        let sourcePaths = content.sources.keys.sorted()
        let highlighted = Self.highlight(sourcePaths.map { (content.sources[$0]!, pages.language(of: $0)) })
        for (path, lines) in zip(sourcePaths, highlighted) {
            try page(map.sourcePages[path]!, kind: .source, template: "source", title: path,
                     context: pages.source(path: path, lines: lines))
        }
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
        files[SearchIndex.path] = SearchIndex.script(SearchIndex.entries(content, map: map))
        // GitHub Pages would otherwise run Jekyll, which hides files and folders that start with `_`.
        files[".nojekyll"] = Data()
        if let baseURL {
            files["sitemap.xml"] = Sitemap.xml(pages: map.allPages, base: baseURL)
        }
        files[Self.markerFileName] = Data("This folder is a site written by viper-docs, which replaces it on every run.\n".utf8)
        return files
    }

    /// The HTML lines of every file, highlighted on all cores (parsing is the slow part of a build's
    /// last step); in the order given.
    static func highlight(_ files: [(text: String, language: SourceLanguage?)]) -> [[String]] {
        final class Results: @unchecked Sendable {
            var lines: [[String]]
            let lock = NSLock()
            init(count: Int) { lines = Array(repeating: [], count: count) }
        }
        let results = Results(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let lines = SourceHighlighter.lines(of: files[index].text, language: files[index].language)
            results.lock.lock()
            results.lines[index] = lines
            results.lock.unlock()
        }
        return results.lines
    }

    // MARK: - Files

    private enum ExistingOutput { case missing, empty, site }

    /// What is at `output` now; throws when it is something this tool must not replace.
    private static func existingOutput(_ output: URL) throws -> ExistingOutput {
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

    private static func writeFile(_ data: Data, to root: URL, path: String, reportedAs output: URL) throws {
        let url = root.appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        } catch {
            throw SiteError.unwritable(path: output.appendingPathComponent(path).path, reason: reason(error))
        }
    }

    /// Puts the finished site at `output`. Checks `output` again: it may have changed while rendering.
    private func swapIn(_ staging: URL, as output: URL) throws {
        let fileManager = FileManager.default
        switch try Self.existingOutput(output) {
        case .missing:
            do {
                try fileManager.moveItem(at: staging, to: output)
            } catch {
                throw SiteError.unwritable(path: output.path, reason: Self.reason(error))
            }

        case .empty:
            // The folder is the user's: fill it rather than replace it.
            let entries = (try? fileManager.contentsOfDirectory(atPath: staging.path).sorted()) ?? []
            var moved: [URL] = []
            do {
                for entry in entries {
                    let destination = output.appendingPathComponent(entry)
                    try fileManager.moveItem(at: staging.appendingPathComponent(entry), to: destination)
                    moved.append(destination)
                }
            } catch {
                for url in moved { try? fileManager.removeItem(at: url) }
                throw SiteError.unwritable(path: output.path, reason: Self.reason(error))
            }
            try? fileManager.removeItem(at: staging)

        case .site:
            let parent = output.deletingLastPathComponent()
            let old = parent.appendingPathComponent(".\(output.lastPathComponent).viper-docs-old-\(UUID().uuidString)")
            do {
                try fileManager.moveItem(at: output, to: old)
            } catch {
                throw SiteError.unwritable(path: output.path, reason: Self.reason(error))
            }
            do {
                try fileManager.moveItem(at: staging, to: output)
            } catch {
                try? fileManager.moveItem(at: old, to: output)
                throw SiteError.unwritable(path: output.path, reason: Self.reason(error))
            }
            do {
                try fileManager.removeItem(at: old)
            } catch {
                throw SiteError.unwritable(
                    path: old.path, reason: "the new site is in place, but the previous one was left here (\(Self.reason(error)))")
            }
        }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}
