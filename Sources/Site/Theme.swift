import Foundation
import Mustache

// MARK: - Themes
//
// A theme is a folder of Mustache templates and an `assets/` folder that is copied as it is.
// Every `.mustache` file is registered under its path without the extension (`partials/violations`),
// so any template can use any other as a partial.

/// A loaded theme: its templates, parsed, and the asset files to copy.
///
/// Every template is parsed with `SiteEscaping.pragma` before its first line, so that `{{name}}`
/// escapes through `HTML.escape` (see `SiteEscaping`).
struct Theme {
    /// The templates every theme must have: the page frame and one per kind of page.
    static var requiredTemplates: [String] { PageKinds.templates }
    /// The stylesheet every page links to.
    static let stylesheet = "assets/style.css"

    let directory: URL
    let library: MustacheLibrary
    /// Of every template's name and text: a page made with another theme is made again.
    let digest: String
    /// Paths relative to the theme folder (`assets/style.css`), sorted.
    let assets: [String]

    /// Reads and parses every template in `directory`.
    init(directory: URL) throws {
        self.directory = directory
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteError.theme(path: directory.path, reason: "the theme folder does not exist")
        }
        let files = try Self.files(in: directory)

        var library = MustacheLibrary()
        var texts: [(file: String, text: String)] = []
        for file in files where file.hasSuffix(".mustache") {
            let url = directory.appendingPathComponent(file)
            guard let data = fileManager.contents(atPath: url.path) else {
                throw SiteError.theme(path: url.path, reason: "the template cannot be read")
            }
            let text = String(decoding: data, as: UTF8.self)
            do {
                library.register(try MustacheTemplate(string: SiteEscaping.pragma + text),
                                 named: String(file.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                // Lines counted from the template's own first line, not from the pragma's.
                throw SiteError.theme(
                    path: "\(url.path):\(max(error.context.lineNumber - 1, 1)):\(error.context.columnNumber)",
                    reason: "the template does not parse (\(error.error))")
            }
            texts.append((file, text))
        }
        // Mustache renders a missing partial as nothing; a theme with a typo should fail loudly instead.
        var partials: [String: [String]] = [:]
        for (file, text) in texts {
            for match in text.matches(of: Self.partialTag) {
                let name = String(match.output[1].substring ?? "")
                if library.getTemplate(named: name) == nil {
                    throw SiteError.theme(path: directory.appendingPathComponent(file).path,
                                          reason: "the template uses the partial \(name), but there is no \(name).mustache")
                }
                partials[String(file.dropLast(".mustache".count)), default: []].append(name)
            }
        }
        // A partial that includes itself, directly or through others, would recurse until the stack ends.
        if let cycle = Self.cycle(in: partials) {
            throw SiteError.theme(path: directory.appendingPathComponent("\(cycle[0]).mustache").path,
                                  reason: "the partials include each other in a circle (\(cycle.joined(separator: " → "))), "
                                    + "which would never end")
        }
        for name in Self.requiredTemplates where library.getTemplate(named: name) == nil {
            throw SiteError.theme(
                path: directory.appendingPathComponent("\(name).mustache").path,
                reason: "the template is missing; a theme needs \(Self.requiredTemplates.map { "\($0).mustache" }.joined(separator: ", "))")
        }
        self.library = library
        var digest = PageDigest()
        digest.add(SiteEscaping.pragma)
        for (file, text) in texts {
            digest.add(file)
            digest.add(text)
        }
        self.digest = digest.finish()
        self.assets = files.filter { $0.hasPrefix("assets/") }
        guard assets.contains(Self.stylesheet) else {
            throw SiteError.theme(path: directory.appendingPathComponent(Self.stylesheet).path,
                                  reason: "the stylesheet is missing")
        }
    }

    /// The first circle of templates that include each other as partials (`a → b → a`), if any;
    /// templates in name order, so the answer is stable.
    static func cycle(in partials: [String: [String]]) -> [String]? {
        var done = Set<String>()
        for start in partials.keys.sorted() where !done.contains(start) {
            // Depth first without recursion: each entry is a template and the index of its next partial.
            var path: [(name: String, next: Int)] = [(start, 0)]
            var onPath: Set<String> = [start]
            while let top = path.last {
                let children = partials[top.name] ?? []
                guard top.next < children.count else {
                    done.insert(top.name)
                    onPath.remove(top.name)
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let child = children[top.next]
                if onPath.contains(child) {
                    return path.map(\.name).drop { $0 != child } + [child]
                }
                if !done.contains(child) {
                    path.append((child, 0))
                    onPath.insert(child)
                }
            }
        }
        return nil
    }

    /// `{{> name}}` or `{{< name}}` (with the default delimiters).
    private static var partialTag: Regex<AnyRegexOutput> { try! Regex(#"\{\{[<>]\s*([^}\s]+)\s*\}\}"#) }

    /// Renders the template `name` with `context`.
    func render(_ name: String, _ context: any TemplateContext) throws -> String {
        guard let text = library.render(TemplateNode(context), withTemplate: name) else {
            throw SiteError.theme(path: directory.appendingPathComponent("\(name).mustache").path,
                                  reason: "the template is missing")
        }
        return text
    }

    /// Every regular file under `directory`, relative, with `/`, sorted; hidden files left out.
    private static func files(in directory: URL) throws -> [String] {
        let fileManager = FileManager.default
        guard let enumerator = fileManager.enumerator(atPath: directory.path) else {
            throw SiteError.theme(path: directory.path, reason: "the theme folder cannot be read")
        }
        var files: [String] = []
        for case let path as String in enumerator {
            let components = path.split(separator: "/")
            guard !components.contains(where: { $0.hasPrefix(".") }) else { continue }
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory),
               !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }
}
