import Architecture
import Foundation

// MARK: - The search index
//
// The search box works offline and from `file://`, where a page may not fetch another file: the
// index is a script (`assets/search-index.js`) that sets `window.VIPER_SEARCH` to an array of
// entries, which the theme's `assets/search.js` reads. URLs are relative to the site root; the
// script makes them relative to the page with the `data-root` attribute of `<body>`.

/// One thing the search box can find.
struct SearchEntry: Encodable, Equatable {
    /// What is shown and matched first: `HomePresenter`, `reloadData()`.
    var title: String
    /// `module`, `component`, `protocol`, `method`, `rule`, `guide`, `heading`, `service`, `entity`, `file`.
    var kind: String
    /// Where it is, from the site root, percent-encoded: `modules/Home.html#component-HomePresenter`.
    var url: String
    /// A second line that says where: `Presenter · Home`. Matched after the title.
    var detail: String

    enum CodingKeys: String, CodingKey {
        case title = "t", kind = "k", url = "u", detail = "d"
    }
}

enum SearchIndex {
    /// Where the index is written, relative to the site root.
    static let path = "assets/search-index.js"

    /// The order of kinds in the index (and among results of equal rank).
    static let kinds = ["module", "component", "protocol", "method", "service", "entity", "rule", "guide", "heading", "file"]

    /// Every entry, in a stable order: by kind, then title, then URL.
    static func entries(_ content: SiteContent, map: SiteMap) -> [SearchEntry] {
        var entries: [SearchEntry] = []
        func url(_ target: String) -> String { SitePaths.href(from: SiteMap.index, to: target) }

        for module in content.model.modules {
            guard let page = map.modulePages[module.name] else { continue }
            let group = module.group.isEmpty ? module.style.rawValue : "\(module.group) · \(module.style.rawValue)"
            entries.append(SearchEntry(title: module.name, kind: "module", url: url(page), detail: "Module · \(group)"))
            for component in module.components {
                entries.append(SearchEntry(
                    title: component.type, kind: "component",
                    url: url(page + "#" + SitePaths.componentAnchor(component.type)),
                    detail: "\(component.role.title) of \(module.name)"))
            }
            for proto in module.protocols {
                let target = page + "#" + SitePaths.protocolAnchor(proto.name)
                entries.append(SearchEntry(title: proto.name, kind: "protocol", url: url(target), detail: "Protocol of \(module.name)"))
                for method in proto.methods {
                    entries.append(SearchEntry(title: methodTitle(method), kind: "method", url: url(target),
                                               detail: "\(proto.name) · \(module.name)"))
                }
            }
        }
        for (nodes, kind, title) in [(content.model.services, "service", "Service"), (content.model.entities, "entity", "Entity")] {
            for node in nodes {
                let target = map.sourcePages[node.location.file].map { $0 + "#" + SitePaths.lineAnchor(node.location.line) }
                    ?? SiteMap.index + (kind == "service" ? "#services" : "#entities")
                entries.append(SearchEntry(title: node.name, kind: kind, url: url(target), detail: "\(title) · \(node.location.file)"))
            }
        }
        for rule in content.rules {
            guard let page = map.rulePages[rule.id] else { continue }
            entries.append(SearchEntry(title: rule.id, kind: "rule", url: url(page), detail: rule.title))
        }
        for guide in content.guides {
            guard let page = map.guidePages[guide.sourcePath] else { continue }
            entries.append(SearchEntry(title: guide.title, kind: "guide", url: url(page), detail: "Guide"))
            for heading in guide.headings where !(heading.level == 1 && heading.text == guide.title) {
                entries.append(SearchEntry(title: heading.text, kind: "heading", url: url(page + "#" + heading.anchor),
                                           detail: guide.title))
            }
        }
        for (path, page) in map.sourcePages {
            entries.append(SearchEntry(title: String(path.split(separator: "/").last ?? ""), kind: "file", url: url(page), detail: path))
        }

        let rank = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1, $0) })
        return entries.sorted {
            (rank[$0.kind] ?? kinds.count, $0.title, $0.url, $0.detail) < (rank[$1.kind] ?? kinds.count, $1.title, $1.url, $1.detail)
        }
    }

    /// `window.VIPER_SEARCH = [...];`, one entry per line.
    static func script(_ entries: [SearchEntry]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var text = "// Written by viper-docs: what the search box finds. URLs are relative to the site root.\n"
        text += "window.VIPER_SEARCH = [\n"
        text += entries.map { entry in
            // `<` escaped, so the index can also be inlined in a page's `<script>` without ending it.
            String(decoding: (try? encoder.encode(entry)) ?? Data("{}".utf8), as: UTF8.self)
                .replacingOccurrences(of: "<", with: "\\u003c")
        }.joined(separator: ",\n")
        text += "\n];\n"
        return Data(text.utf8)
    }

    /// A requirement's name as a reader looks for it: `func item(at indexPath: IndexPath) -> Show` →
    /// `item(at:)`, `var numberOfItems: Int { get }` → `numberOfItems`.
    static func methodTitle(_ signature: String) -> String {
        var words = signature.split(separator: " ", omittingEmptySubsequences: true)[...]
        let modifiers: Set<Substring> = ["static", "class", "mutating", "nonmutating", "public", "internal", "private",
                                         "fileprivate", "open", "final", "override", "optional", "@objc", "async", "nonisolated"]
        while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") { words = words.dropFirst() }
        guard let keyword = words.first else { return signature }
        let rest = words.dropFirst().joined(separator: " ")
        // `init(view: V)` splits as `init(view:` and `V)`: the keyword is whatever precedes `(`, `<`, `?` or `!`.
        let name = keyword.prefix { !"(<?!".contains($0) }
        let isInitializer = name == "init" || name == "subscript"
        switch keyword {
        case _ where keyword == "func" || isInitializer:
            let head = keyword == "func" ? rest : words.joined(separator: " ")
            guard let open = head.firstIndex(of: "(") else { return head }
            let name = head[..<open].trimmingCharacters(in: .whitespaces)
            let labels = argumentLabels(String(head[open...]))
            return "\(name)(\(labels))"
        case "var", "let":
            return String(rest.prefix { $0 != ":" && $0 != " " && $0 != "{" })
        default:
            return signature
        }
    }

    /// `(at indexPath: IndexPath, _ x: Int) -> Show` → `at:_:`.
    private static func argumentLabels(_ parameters: String) -> String {
        var depth = 0, current = "", labels: [String] = []
        var seenColon = false
        for character in parameters.dropFirst() {
            if depth == 0 && character == ")" { break }
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            default: break
            }
            if depth == 0 && character == "," {
                seenColon = false
                current = ""
                continue
            }
            if depth == 0 && character == ":" && !seenColon {
                seenColon = true
                let label = current.split(separator: " ").first.map(String.init) ?? "_"
                labels.append(label + ":")
                continue
            }
            if !seenColon { current.append(character) }
        }
        return labels.joined()
    }
}

// MARK: - The sitemap

/// `sitemap.xml`, written only when the site knows its address (`--base-url`): the sitemap protocol
/// wants absolute URLs.
enum Sitemap {
    /// `https://example.com/docs/` and `modules/Home.html` → `https://example.com/docs/modules/Home.html`.
    static func absoluteURL(of page: String, base: String) -> String {
        base + SitePaths.href(from: SiteMap.index, to: page)
    }

    static func xml(pages: [String], base: String) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages.sorted() {
            text += "<url><loc>\(escape(absoluteURL(of: page, base: base)))</loc></url>\n"
        }
        text += "</urlset>\n"
        return Data(text.utf8)
    }

    private static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&apos;")
    }

    /// `string` as a base URL ending in `/`, or nil when it is no absolute `http(s)` URL without query
    /// or fragment.
    static func normalizedBaseURL(_ string: String) -> String? {
        guard let components = URLComponents(string: string), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
              components.query == nil, components.fragment == nil else { return nil }
        return string.hasSuffix("/") ? string : string + "/"
    }
}
