import Architecture
import Foundation
import Markdown
import Site
import SourceScanner
import Yams

// MARK: - The team's guides

/// Turns the Markdown files of a guides folder into pages: front matter read, links between guides
/// pointed at their pages, `viper:Module` links at module pages, images copied, and a warning for
/// every link or diagram that leads nowhere.
struct GuideBuilder {
    struct Output: Sendable {
        var pages: [GuidePage] = []
        /// Site-relative path → bytes: the images and other files the guides link to.
        var files: [String: Data] = [:]
        /// One line each: `Docs/02-Guide.md: unknown module Hme in link viper:Hme`.
        var warnings: [String] = []
    }

    let folder: URL?
    let model: AppModel
    let allowUnsafeHTML: Bool
    /// `allow-outside-root: true`: a guide or an image may be a link to a file outside the folder.
    var allowOutside = false
    var limits: Limits = .default

    func build() throws -> Output {
        guard let folder else { return Output() }
        let fm = FileManager.default
        var output = Output()
        var paths: [String] = []
        if let enumerator = fm.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator {
                // Hidden files and folders (`.drafts/`) are never published nor indexed.
                if url.lastPathComponent.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                guard ["md", "markdown"].contains(url.pathExtension.lowercased()) else { continue }
                let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
                if let problem = problem(with: relative) {
                    output.warnings.append("\(folder.lastPathComponent)/\(relative): skipped, \(problem)")
                    continue
                }
                paths.append(relative)
            }
        }
        let guidePaths = Set(paths)
        for relative in paths.sorted() {
            let name = folder.lastPathComponent + "/" + relative
            let data: Data
            switch FileKind.read(folder.appendingPathComponent(relative).path, limit: limits.guideSize) {
            case .bytes(let bytes): data = bytes
            case .tooLarge(let size):
                output.warnings.append("\(name): \(Limits.describe(bytes: size)) is larger than limits.guide-size "
                    + "(\(Limits.describe(bytes: limits.guideSize))): split it, or raise the limit in .viper-docs.yml; the guide is skipped")
                continue
            case .unreadable:
                output.warnings.append("\(name): skipped, a guide that cannot be read; check its permissions")
                continue
            }
            if let problem = Self.problem(with: data) {
                output.warnings.append("\(name): \(problem); the guide is skipped")
                continue
            }
            let front: FrontMatter, markdown: String
            do {
                (front, markdown) = try Self.frontMatter(of: String(decoding: data, as: UTF8.self), file: name, limits: limits)
            } catch {
                // `Docs/x.md:3:7: <what YAML says>`: one guide's bad front matter never stops the others.
                output.warnings.append("\(error.localizedDescription) (in the front matter); the guide is skipped: fix the front matter or remove it")
                continue
            }
            let page = SitePaths.guidePage(sourcePath: relative)
            let toRoot = String(repeating: "../", count: page.split(separator: "/").count - 1)
            let (document, html) = MarkdownDocument.rendered(markdown: markdown, allowUnsafeHTML: allowUnsafeHTML, rewritingLinks: { link in
                rewrite(link, in: relative, page: page, toRoot: toRoot, guides: guidePaths, output: &output)
            })
            // One warning per guide, however many blocks: each says what it cannot draw on the page too.
            let problems = document.diagramBlocks.compactMap { GuideDiagram.problem($0, in: model, limit: limits.diagramNodes) }
            if !problems.isEmpty {
                let shown = problems.prefix(5).joined(separator: "; ") + (problems.count > 5 ? "; and \(problems.count - 5) more" : "")
                output.warnings.append("\(folder.lastPathComponent)/\(relative): "
                    + (problems.count == 1 ? "a viper-diagram block" : "\(problems.count) viper-diagram blocks")
                    + " cannot be drawn as written: \(shown) (see Docs/Guides.md)")
            }
            output.pages.append(GuidePage(
                sourcePath: relative, title: front.title ?? document.title ?? String(relative.split(separator: "/").last ?? ""),
                html: html, headings: document.headings,
                order: front.order))
        }
        return output
    }

    /// `other.md#part` → `other.html#part`; `viper:Home` → the module's page; an image → copied beside
    /// the page, link unchanged (any other file is left out, `GuideFiles`); `javascript:` and the like
    /// are dropped by cmark.
    private func rewrite(_ link: String, in guide: String, page: String, toRoot: String, guides: Set<String>, output: inout Output) -> String? {
        let where_ = "\(folder?.lastPathComponent ?? "Docs")/\(guide)"
        if link.hasPrefix("viper:") {
            let name = String(link.dropFirst("viper:".count))
            guard let module = model.module(named: name) else {
                output.warnings.append("\(where_): unknown module \(name) in link \(link)")
                return ""
            }
            return toRoot + SitePaths.modulePage(named: module.name)
        }
        if link.isEmpty || link.hasPrefix("#") || link.hasPrefix("/") || link.contains(":") { return link }
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = String(parts[0]).removingPercentEncoding ?? String(parts[0])
        let anchor = parts.count > 1 ? "#" + parts[1] : ""
        // The target as a path inside the guides folder, or nil when it leaves it.
        var components = guide.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/") {
            if part == ".." { if components.popLast() == nil { return link } } else if part != "." { components.append(String(part)) }
        }
        let resolved = components.joined(separator: "/")
        if target.lowercased().hasSuffix(".md") || target.lowercased().hasSuffix(".markdown") {
            guard guides.contains(resolved) else {
                // A broken link is dropped rather than written: the site itself has none.
                output.warnings.append("\(where_): broken link \(link): no guide \(resolved)")
                return ""
            }
            // The page's own name, percent-encoded: a guide named `c#sharp.md` is `c_23sharp.html`.
            return SitePaths.href(from: page, to: SitePaths.guidePage(sourcePath: resolved)) + anchor
        }
        if let refusal = GuideFiles.refusal(forName: resolved) {
            output.warnings.append("\(where_): \(link) not copied, \(refusal)")
            return ""
        }
        if let problem = problem(with: resolved), FileKind.of(linkAt: folder?.appendingPathComponent(resolved).path ?? "") != .missing {
            output.warnings.append("\(where_): \(link) not copied, \(problem)")
            return ""
        }
        let data: Data
        switch folder.map({ GuideFiles.read($0.appendingPathComponent(resolved).path) }) {
        case .success(let bytes)?:
            data = bytes
        case .failure(.tooLarge(let why))?:
            output.warnings.append("\(where_): \(link) not copied, \(why)")
            return ""
        case .failure(.unreadable)?, nil:
            output.warnings.append("\(where_): broken link \(link): no file \(resolved) in the guides folder")
            return ""
        }
        if let refusal = GuideFiles.refusal(of: data, name: resolved) {
            output.warnings.append("\(where_): \(link) not copied, \(refusal)")
            return ""
        }
        output.files["guides/" + resolved] = data
        return link
    }

    /// Why the file at `relative` in the guides folder is not read, or nil: it is no regular file
    /// (a FIFO would block), or it leads outside the folder and `allowOutside` is off.
    private func problem(with relative: String) -> String? {
        guard let folder else { return nil }
        let path = folder.appendingPathComponent(relative).path
        guard let real = FileKind.realPath(path) else {
            return FileKind.of(linkAt: path) == .symlink ? "\(ExclusionReason.danglingLink); fix or remove the link" : nil
        }
        let folderReal = FileKind.realPath(folder.path) ?? folder.path
        if !allowOutside && !FileKind.isInside(real, folderReal) {
            return "a symbolic link that leads outside the guides folder; set allow-outside-root: true in .viper-docs.yml to read it"
        }
        let kind = FileKind.of(real)
        if kind.isSpecial { return "\(kind.noun), never opened; remove it" }
        if kind != .regular { return "\(kind.noun), not a file" }
        return nil
    }

    // MARK: - Front matter

    struct FrontMatter {
        var title: String?
        var order: Int?
    }

    /// Why a guide that is not text is not read (its size is looked at as it is read).
    static func problem(with data: Data) -> String? {
        if data.prefix(2).elementsEqual([0xFF, 0xFE]) || data.prefix(2).elementsEqual([0xFE, 0xFF]) {
            return "the file is UTF-16: save it as UTF-8"
        }
        if data.prefix(8192).contains(0) { return "the file holds NUL bytes, so it is not Markdown: remove it or move it out of the guides" }
        return nil
    }

    /// Reads a leading `---` … `---` YAML block (`title`, `order`) and returns the rest; throws a
    /// `ConfigurationError` (file, line, column) when the block is not YAML or nests too deep.
    static func frontMatter(of text: String, file: String, limits: Limits = .default) throws -> (FrontMatter, String) {
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return (FrontMatter(), text) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else {
            return (FrontMatter(), text)
        }
        // A first empty line, so that YAML's line numbers are the file's.
        let yaml = "\n" + lines[1..<end].joined(separator: "\n")
        let rest = lines[(end + 1)...].joined(separator: "\n")
        var front = FrontMatter()
        if let mapping = try Configuration.composeYAML(yaml, file: file, maximumDepth: limits.nestingDepth)?.mapping {
            front.title = mapping["title"]?.string
            front.order = mapping["order"]?.int
        }
        return (front, rest)
    }
}
