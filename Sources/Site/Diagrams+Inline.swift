import Architecture
import Foundation

// MARK: - Inlining diagrams
//
// The diagrams stage hands over SVG documents; a page inlines them. An inline SVG needs no XML
// declaration or DOCTYPE, and its links must be rewritten when the page that holds it is not in the
// folder the links were written for (a module diagram inside a guide).

enum InlineSVG {
    /// `markup` from its `<svg` on: what an XML file needs before it (declaration, DOCTYPE, comments)
    /// is not allowed inside HTML.
    ///
    /// On the UTF-8 bytes: Foundation's trimming and search convert the whole SVG to UTF-16 first,
    /// which took a tenth of the time of writing a large site.
    static func prepare(_ markup: String) -> String {
        let bytes = markup.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, isWhitespace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        var start = bytes.startIndex
        if let svg = bytes[..<end].firstRange(of: "<svg".utf8) {
            start = svg.lowerBound
        } else {
            while start < end, isWhitespace(bytes[start]) { start = bytes.index(after: start) }
        }
        return String(markup[start..<end])
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// `svg` with a `<title>` as its first child: the name a screen reader gives the picture (and the
    /// label of its pan-and-zoom controls). Graphviz titles only the graph's group, with its DOT name.
    static func titled(_ svg: String, _ title: String) -> String {
        guard svg.hasPrefix("<svg"), let end = svg.firstIndex(of: ">") else { return svg }
        let after = svg.index(after: end)
        return String(svg[..<after]) + "\n<title>\(HTML.escape(title))</title>" + String(svg[after...])
    }

    /// `svg` with `prefix` put before every relative `href`/`xlink:href` (not `#…`, `/…` or `scheme:…`).
    static func rebaseLinks(in svg: String, prefix: String) -> String {
        guard !prefix.isEmpty else { return svg }
        return svg.replacing(hrefAttribute) { match in
            let attribute = match.output[1].substring ?? ""
            let value = match.output[2].substring.map(String.init) ?? ""
            return attribute + (isRelative(value) ? collapsingParents(prefix + value) : value) + "\""
        }
    }

    /// `../modules/../source/A.html#L3` → `../source/A.html#L3`: a folder followed by `..` is dropped.
    static func collapsingParents(_ link: String) -> String {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var kept: [Substring] = []
        for component in parts[0].split(separator: "/", omittingEmptySubsequences: false) {
            if component == "..", let last = kept.last, last != "..", last != "." {
                kept.removeLast()
            } else {
                kept.append(component)
            }
        }
        return kept.joined(separator: "/") + (parts.count > 1 ? "#" + parts[1] : "")
    }

    /// `svg` with `prefix` put before every `id`, and before every `#…` link and `url(#…)` that names
    /// one, so that a diagram's `id`s clash neither with another diagram's nor with the page's own.
    ///
    /// A `#…` link to an id the SVG does not define (`#component-HomePresenter`, a row of the page)
    /// is left alone: it points into the page, not into the diagram.
    ///
    /// A scan over the bytes, not a `Regex`: a large app inlines a thousand diagrams, and the regex
    /// took most of the time of writing its site.
    static func namespaceIDs(in svg: String, prefix: String) -> String {
        var bytes = Array(svg.utf8)
        // First the ids the SVG defines, then every id and reference, rewritten.
        var defined = Set<[UInt8]>()
        forEachIDOrReference(in: bytes) { kind, name in
            if kind == .id { defined.insert(Array(bytes[name])) }
        }
        let prefixBytes = Array(prefix.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 16)
        var copied = 0
        forEachIDOrReference(in: bytes) { kind, name in
            guard kind != .link || defined.contains(Array(bytes[name])) else { return }
            out.append(contentsOf: bytes[copied..<name.lowerBound])
            out.append(contentsOf: prefixBytes)
            copied = name.lowerBound
        }
        out.append(contentsOf: bytes[copied...])
        bytes = out
        return String(decoding: bytes, as: UTF8.self)
    }

    private enum NameKind { case id, link, url }

    /// Calls `body` with the kind and the byte range of the name after every ` id="`, ` href="#`,
    /// ` xlink:href="#` (the space may be any white space) and `url(#`, left to right. A name ends
    /// at `"` or `)`. The patterns are found with `memchr`: a loop over every byte in Swift took
    /// seconds on a thousand diagrams in a debug build.
    private static func forEachIDOrReference(in bytes: [UInt8], _ body: (NameKind, Range<Int>) -> Void) {
        var starts: [(start: Int, kind: NameKind)] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            func find(_ pattern: StaticString, _ each: (Int) -> Void) {
                pattern.withUTF8Buffer { needle in
                    // `memchr` to the pattern's first byte, `memcmp` for the rest (no `memmem` in
                    // every C library Swift imports).
                    var from = 0
                    while from < buffer.count,
                          let hit = memchr(base + from, Int32(needle[0]), buffer.count - from) {
                        let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                        if index + needle.count <= buffer.count, memcmp(base + index, needle.baseAddress!, needle.count) == 0 {
                            each(index)
                        }
                        from = index + 1
                    }
                }
            }
            func isSpace(_ index: Int) -> Bool {
                index >= 0 && [0x20, 0x0A, 0x09, 0x0D, 0x0C, 0x0B].contains(buffer[index])
            }
            find("id=\"") { if isSpace($0 - 1) { starts.append(($0 + 4, .id)) } }
            find("href=\"#") { index in
                if isSpace(index - 1) || (index >= 7 && isSpace(index - 7) && bytes[(index - 6)..<index].elementsEqual("xlink:".utf8)) {
                    starts.append((index + 7, .link))
                }
            }
            find("url(#") { starts.append(($0 + 5, .url)) }
        }
        starts.sort { $0.start < $1.start }
        var consumed = 0
        for (start, kind) in starts where start >= consumed {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: ")") { end += 1 }
            body(kind, start..<end)
            consumed = end
        }
    }

    private static func isRelative(_ link: String) -> Bool {
        guard let first = link.first, first != "#", first != "/" else { return false }
        // `scheme:…`: a letter, then letters, digits, `+`, `-` or `.`, then `:`.
        if let colon = link.firstIndex(of: ":"), first.isASCII, first.isLetter,
           link[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) {
            return false
        }
        return true
    }

    /// ` href="…"` or ` xlink:href="…"`. (A `Regex` is no `Sendable` constant, so it is built per use.)
    private static var hrefAttribute: Regex<AnyRegexOutput> { try! Regex(#"(\s(?:xlink:)?href=")([^"]*)""#) }
}

// MARK: - Neighbourhood maps

extension PageBuilder {
    /// A module page's neighbourhood map (the modules one navigation away).
    struct Neighbourhood: TemplateContext {
        /// SVG; nil for a module that navigates with no other.
        let neighbourhood: String?
        /// What the map collapsed to stay within the node limit.
        let neighbourhoodNote: String?
    }

    func neighbourhood(of module: Module) -> Neighbourhood {
        Neighbourhood(
            neighbourhood: figureSVG(content.neighbourhoodDiagrams[module.name] ?? "", number: 2,
                                     title: "Neighbourhood of module \(module.name): the modules it opens and the modules that open it"),
            neighbourhoodNote: content.mapNotes["module:" + module.name])
    }

    /// The `number`-th diagram of a page, ready to inline: its `id`s prefixed with `diagram-<number>-`,
    /// so that no two diagrams of one page share an id.
    func figureSVG(_ markup: String, number: Int, title: String) -> String? {
        markup.isEmpty ? nil
            : InlineSVG.titled(InlineSVG.namespaceIDs(in: InlineSVG.prepare(markup), prefix: "diagram-\(number)-"), title)
    }
}
