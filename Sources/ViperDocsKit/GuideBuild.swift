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

    func build() throws -> Output {
        guard let folder else { return Output() }
        let fm = FileManager.default
        var output = Output()
        var paths: [String] = []
        if let enumerator = fm.enumerator(at: folder, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where ["md", "markdown"].contains(url.pathExtension.lowercased()) {
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
            guard let data = fm.contents(atPath: folder.appendingPathComponent(relative).path) else {
                output.warnings.append("\(folder.lastPathComponent)/\(relative): skipped, a guide that cannot be read; check its permissions")
                continue
            }
            let (front, markdown) = try Self.frontMatter(of: String(decoding: data, as: UTF8.self), file: folder.lastPathComponent + "/" + relative)
            let document = MarkdownDocument(markdown: markdown, allowUnsafeHTML: allowUnsafeHTML)
            let page = SitePaths.guidePage(sourcePath: relative)
            let toRoot = String(repeating: "../", count: page.split(separator: "/").count - 1)
            let html = document.html(rewritingLinks: { link in
                rewrite(link, in: relative, toRoot: toRoot, guides: guidePaths, output: &output)
            })
            for block in document.diagramBlocks where block != "app" && model.module(named: block) == nil {
                output.warnings.append("\(folder.lastPathComponent)/\(relative): unknown module \(block) in a viper-diagram block")
            }
            output.pages.append(GuidePage(
                sourcePath: relative, title: front.title ?? document.title ?? String(relative.split(separator: "/").last ?? ""),
                html: html, headings: document.headings,
                order: front.order))
        }
        return output
    }

    /// `other.md#part` → `other.html#part`; `viper:Home` → the module's page; an image or other local
    /// file → copied beside the page, link unchanged; `javascript:` and the like are dropped by cmark.
    private func rewrite(_ link: String, in guide: String, toRoot: String, guides: Set<String>, output: inout Output) -> String? {
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
            return String(target.dropLast(target.lowercased().hasSuffix(".md") ? 3 : 9)) + ".html" + anchor
        }
        if let problem = problem(with: resolved), FileKind.of(linkAt: folder?.appendingPathComponent(resolved).path ?? "") != .missing {
            output.warnings.append("\(where_): \(link) not copied, \(problem)")
            return ""
        }
        guard let folder, let data = FileManager.default.contents(atPath: folder.appendingPathComponent(resolved).path) else {
            output.warnings.append("\(where_): broken link \(link): no file \(resolved) in the guides folder")
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

    /// Reads a leading `---` … `---` YAML block (`title`, `order`) and returns the rest.
    static func frontMatter(of text: String, file: String) throws -> (FrontMatter, String) {
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return (FrontMatter(), text) }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else {
            return (FrontMatter(), text)
        }
        let yaml = lines[1..<end].joined(separator: "\n")
        let rest = lines[(end + 1)...].joined(separator: "\n")
        var front = FrontMatter()
        do {
            if let mapping = try Yams.compose(yaml: yaml)?.mapping {
                front.title = mapping["title"]?.string
                front.order = mapping["order"]?.int
            }
        } catch {
            throw ViperDocsError.failed(step: "Render guides", message: "\(file): the front matter is not valid YAML; fix it or remove it")
        }
        return (front, rest)
    }
}
