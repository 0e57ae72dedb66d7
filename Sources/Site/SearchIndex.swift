import Architecture
import Foundation
import SourceScanner

// MARK: - The search index
//
// The search box works offline and from `file://`, where a page may not fetch another file: the
// index is a script (`assets/search-index.js`) that sets `window.VIPER_SEARCH` to an array of
// entries, which the theme's `assets/search.js` reads. The script carries the entries packed and
// unpacks them as it loads (`script(_:map:)`). URLs are relative to the site root; the
// script makes them relative to the page with the `data-root` attribute of `<body>`.

/// One thing the search box can find.
struct SearchEntry: Encodable, Equatable {
    /// What is shown and matched first: `HomePresenter`, `reloadData()`.
    var title: String
    /// `module`, `component`, `protocol`, `method`, `service`, `entity`, `rule`, `finding`, `guide`,
    /// `heading`, `file`.
    var kind: String
    /// Where it is, from the site root, percent-encoded: `modules/Home.html#component-HomePresenter`.
    var url: String
    /// A second line that says where: `Presenter · Home`. Matched after the title.
    var detail: String
    /// The text of a guide's section (a guide's up to its first heading, a heading's up to the next),
    /// matched after the detail; nil for everything else.
    var text: String? = nil

    enum CodingKeys: String, CodingKey {
        case title = "t", kind = "k", url = "u", detail = "d", text = "x"
    }
}

enum SearchIndex {
    /// Where the index is written, relative to the site root.
    static let path = "assets/search-index.js"

    /// The order of kinds in the index (and among results of equal rank).
    static let kinds = ["module", "component", "protocol", "method", "service", "entity", "rule", "finding", "guide", "heading", "file"]

    /// Every entry (or those of the kinds `including` names), in a stable order: by kind, then
    /// title, then URL.
    static func entries(_ content: SiteContent, map: PageMap, including: Set<String> = Set(kinds)) -> [SearchEntry] {
        var entries: [SearchEntry] = []
        func url(_ target: String) -> String { SitePaths.href(from: PageMap.index, to: target) }

        for module in content.model.modules where including.contains("module") {
            guard let page = map.modulePages[module.name] else { continue }
            entries.append(SearchEntry(title: module.name, kind: "module", url: url(page), detail: moduleDetail(module)))
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
        for (nodes, kind, title) in [(content.model.services, "service", "Service"), (content.model.entities, "entity", "Entity")]
            where including.contains(kind) {
            for node in nodes {
                let target = map.sourcePages[node.location.file].map { $0 + "#" + SitePaths.lineAnchor(node.location.line) }
                    ?? PageMap.index + (kind == "service" ? "#services" : "#entities")
                entries.append(SearchEntry(title: node.name, kind: kind, url: url(target), detail: "\(title) · \(node.location.file)"))
            }
        }
        for rule in content.rules where including.contains("rule") {
            guard let page = map.rulePages[rule.id] else { continue }
            entries.append(SearchEntry(title: rule.id, kind: "rule", url: url(page), detail: rule.title))
        }
        if including.contains("finding") {
            entries += findings(content, map: map)
        }
        for guide in content.guides where including.contains("guide") || including.contains("heading") {
            guard let page = map.guidePages[guide.sourcePath] else { continue }
            let sections = Self.sections(of: guide)
            if including.contains("guide") {
                entries.append(SearchEntry(title: guide.title, kind: "guide", url: url(page), detail: "Guide", text: sections[nil]))
            }
            for heading in guide.headings where including.contains("heading") && !(heading.level == 1 && heading.text == guide.title) {
                entries.append(SearchEntry(title: heading.text, kind: "heading", url: url(page + "#" + heading.anchor),
                                           detail: guide.title, text: sections[heading.anchor]))
            }
        }
        for (path, page) in map.sourcePages where including.contains("file") {
            entries.append(SearchEntry(title: String(path.split(separator: "/").last ?? ""), kind: "file", url: url(page), detail: path))
        }

        let rank = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1, $0) })
        return entries.sorted {
            (rank[$0.kind] ?? kinds.count, $0.title, $0.url, $0.detail) < (rank[$1.kind] ?? kinds.count, $1.title, $1.url, $1.detail)
        }
    }

    // MARK: The script

    /// `assets/search-index.js`: the entries of `entries(_:map:)`, packed, and the few lines of
    /// JavaScript that unpack them into `window.VIPER_SEARCH` (an array of `{t, k, u, d}`, in the
    /// same order), so that the theme's `search.js` reads what it always read.
    ///
    /// Packed because a thousand modules made 25,000 entries and 3.6 MB, loaded by every page: a
    /// module's components, protocols and methods share its page and name their module in their
    /// detail; a file's URL and detail are its path. Packed, each is written once (a fifth of the
    /// size). Whatever does not follow the pattern (an anchor that had to be escaped, a page renamed
    /// to stay unique) is written out in full.
    static func script(_ content: SiteContent, map: PageMap) -> Data {
        func url(_ target: String) -> String { SitePaths.href(from: PageMap.index, to: target) }
        let roles = Role.allCases
        let roleIndex = Dictionary(uniqueKeysWithValues: roles.enumerated().map { ($1, $0) })

        // [name, detail, page or 0, [[type, role, anchor or 0]], [[protocol, anchor or 0, [method]]]]
        var modules: [PackedJSON] = []
        for module in content.model.modules {
            guard let page = map.modulePages[module.name] else { continue }
            let pageURL = url(page)
            let components: [PackedJSON] = module.components.map { component in
                let anchor = SitePaths.componentAnchor(component.type)
                return [.string(component.type), .int(roleIndex[component.role]!),
                        anchor == "component-" + component.type ? 0 : .string(anchor)]
            }
            let protocols: [PackedJSON] = module.protocols.map { proto in
                let anchor = SitePaths.protocolAnchor(proto.name)
                return [.string(proto.name), anchor == "protocol-" + proto.name ? 0 : .string(anchor),
                        .array(proto.methods.map { .string(methodTitle($0)) })]
            }
            modules.append([.string(module.name), .string(moduleDetail(module)),
                            pageURL == "modules/\(module.name).html" ? 0 : .string(pageURL), .array(components), .array(protocols)])
        }

        // Files by folder: [name, folder, page or 0]; a path that does not split so goes to `other`.
        var folders: [String] = []
        var folderIndex: [String: Int] = [:]
        var files: [PackedJSON] = []
        var other: [SearchEntry] = []
        for (path, page) in map.sourcePages.sorted(by: { PathKey($0.key) < PathKey($1.key) }) {
            let title = String(path.split(separator: "/").last ?? "")
            let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
            let pageURL = url(page)
            guard (folder.isEmpty ? title : folder + "/" + title) == path, !title.isEmpty else {
                other.append(SearchEntry(title: title, kind: "file", url: pageURL, detail: path))
                continue
            }
            if folderIndex[folder] == nil {
                folderIndex[folder] = folders.count
                folders.append(folder)
            }
            files.append([.string(title), .int(folderIndex[folder]!), pageURL == "source/\(path).html" ? 0 : .string(pageURL)])
        }

        // Everything else as it is: [title, kind, URL, detail].
        other += entries(content, map: map, including: ["service", "entity", "rule", "finding", "guide", "heading"])
        let rest: [PackedJSON] = other.map { entry in
            .array([.string(entry.title), .int(kinds.firstIndex(of: entry.kind) ?? 0), .string(entry.url), .string(entry.detail)]
                   + (entry.text.map { [.string($0)] } ?? []))
        }

        let packed: PackedJSON = [.array(kinds.map(PackedJSON.string)), .array(roles.map { .string($0.title) }), .array(modules),
                                  .array(folders.map(PackedJSON.string)), .array(files), .array(rest)]
        var bytes = Array((unpacker + "(").utf8)
        packed.write(to: &bytes)
        bytes.append(contentsOf: ");\n".utf8)
        return Data(bytes)
    }

    /// `Module · Catalog · infinum`: a module's detail line.
    static func moduleDetail(_ module: Module) -> String {
        let group = module.group.isEmpty ? module.style.rawValue : "\(module.group) · \(module.style.rawValue)"
        return "Module · \(group)"
    }

    /// The head of the script: what it is, and the function that unpacks the index that follows.
    /// It builds the entries as `entries(_:map:)` does, then sorts them as it does (by kind, title,
    /// URL, detail).
    static let unpacker = #"""
        // Written by viper-docs: what the search box finds. URLs are relative to the site root.
        // The index is packed (a module's components, protocols and methods under it, files by
        // folder); the function unpacks it into window.VIPER_SEARCH, an array of
        // {t: title, k: kind, u: URL, d: detail, x: a guide section's text}, ordered by kind, then title.
        window.VIPER_SEARCH = (function (index) {
          "use strict";
          var kinds = index[0], roles = index[1], folders = index[3], entries = [];
          function add(t, k, u, d, x) { entries.push(x === undefined ? { t: t, k: k, u: u, d: d } : { t: t, k: k, u: u, d: d, x: x }); }
          index[2].forEach(function (m) {
            var name = m[0], page = m[2] || "modules/" + name + ".html";
            add(name, "module", page, m[1]);
            m[3].forEach(function (c) {
              add(c[0], "component", page + "#" + (c[2] || "component-" + c[0]), roles[c[1]] + " of " + name);
            });
            m[4].forEach(function (p) {
              var url = page + "#" + (p[1] || "protocol-" + p[0]);
              add(p[0], "protocol", url, "Protocol of " + name);
              p[2].forEach(function (method) { add(method, "method", url, p[0] + " · " + name); });
            });
          });
          index[4].forEach(function (f) {
            var path = folders[f[1]] ? folders[f[1]] + "/" + f[0] : f[0];
            add(f[0], "file", f[2] || "source/" + path + ".html", path);
          });
          index[5].forEach(function (e) { add(e[0], kinds[e[1]], e[2], e[3], e[4]); });
          var rank = {};
          kinds.forEach(function (kind, i) { rank[kind] = i; });
          function compare(a, b) { return a < b ? -1 : a > b ? 1 : 0; }
          entries.sort(function (a, b) {
            return rank[a.k] - rank[b.k] || compare(a.t, b.t) || compare(a.u, b.u) || compare(a.d, b.d);
          });
          return entries;
        })
        """# + "\n"

    /// A requirement's name as a reader looks for it: `func item(at indexPath: IndexPath) -> Show` →
    /// `item(at:)`, `var numberOfItems: Int { get }` → `numberOfItems`.
    /// Words before a declaration's keyword (made once: a set per signature was most of the index's time).
    private static let modifiers: Set<Substring> = ["static", "class", "mutating", "nonmutating", "public", "internal", "private",
                                                    "fileprivate", "open", "final", "override", "optional", "@objc", "async", "nonisolated"]

    static func methodTitle(_ signature: String) -> String {
        var words = signature.split(separator: " ", omittingEmptySubsequences: true)[...]
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
enum SitemapXML {
    /// `https://example.com/docs/` and `modules/Home.html` → `https://example.com/docs/modules/Home.html`.
    static func absoluteURL(of page: String, base: String) -> String {
        base + SitePaths.href(from: PageMap.index, to: page)
    }

    static func xml(pages: [String], base: String) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for page in pages.sorted() {
            text += "<url><loc>\(HTML.escape(absoluteURL(of: page, base: base)))</loc></url>\n"
        }
        text += "</urlset>\n"
        return Data(text.utf8)
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
