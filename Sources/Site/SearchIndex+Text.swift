import Foundation
import Rules

// MARK: - Findings and guides' text in the search index

extension SearchIndex {
    /// Every finding: `presenter-holds-view-weakly in Home`, its message as the detail, at its place
    /// on its module's page (or the dashboard, filtered to its module, when the module has no page).
    static func findings(_ content: SiteContent, map: PageMap) -> [SearchEntry] {
        let byModule = Dictionary(grouping: content.violations.sorted(), by: \.module)
        let numbers = PageBuilder.numbers(of: byModule)
        return content.violations.sorted().map { violation in
            let target = map.modulePages[violation.module].map { $0 + "#" + SitePaths.violationAnchor(numbers[violation] ?? 1) }
                ?? PageMap.dashboard + "#" + PageBuilder.filterFragment(["module": violation.module])
            return SearchEntry(title: "\(violation.rule) in \(violation.module)", kind: "finding",
                               url: SitePaths.href(from: PageMap.index, to: target), detail: violation.message)
        }
    }

    /// The longest text of one section kept in the index: enough to find a guide by what it says,
    /// without making the index as large as the guides.
    static let maxSectionText = 4000

    /// A guide's text by section, as plain text: the key nil is the text before its first heading
    /// (after the title), every other key a heading's anchor (the text up to the next heading).
    static func sections(of guide: GuidePage) -> [String?: String] {
        let html = guide.html
        // Where each heading starts, and where its own text ends.
        var cuts: [(anchor: String?, start: String.Index, bodyStart: String.Index)] = []
        for heading in guide.headings {
            let tag = "<h\(heading.level) id=\"\(HTML.escape(heading.anchor))\""
            guard let start = html.range(of: tag, range: (cuts.last?.bodyStart ?? html.startIndex)..<html.endIndex),
                  let end = html.range(of: "</h\(heading.level)>", range: start.upperBound..<html.endIndex) else { continue }
            cuts.append((heading.level == 1 && heading.text == guide.title ? nil : heading.anchor, start.lowerBound, end.upperBound))
        }
        var sections: [String?: String] = [:]
        var previous: (anchor: String?, bodyStart: String.Index) = (nil, html.startIndex)
        for cut in cuts + [(anchor: nil, start: html.endIndex, bodyStart: html.endIndex)] {
            let text = plainText(html[previous.bodyStart..<cut.start])
            if !text.isEmpty {
                let joined = [sections[previous.anchor], text].compactMap { $0 }.joined(separator: " ")
                sections[previous.anchor] = String(joined.prefix(maxSectionText))
            }
            previous = (cut.anchor, cut.bodyStart)
        }
        return sections
    }

    /// `html` without its tags (a block's end makes a space, an inline tag nothing), entities decoded,
    /// runs of white space as one space.
    static func plainText(_ html: Substring) -> String {
        var text = ""
        var tag: String?
        for character in html {
            if let inside = tag {
                if character == ">" {
                    let name = inside.drop { $0 == "/" }.prefix { !$0.isWhitespace && $0 != "/" }.lowercased()
                    if blockTags.contains(name) { text.append(" ") }
                    tag = nil
                } else {
                    tag = inside + String(character)
                }
            } else if character == "<" {
                tag = ""
            } else {
                text.append(character)
            }
        }
        return HTML.unescape(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static let blockTags: Set<String> = [
        "p", "div", "li", "ul", "ol", "pre", "br", "tr", "td", "th", "table", "blockquote", "figure", "figcaption",
        "h1", "h2", "h3", "h4", "h5", "h6", "dt", "dd", "hr",
    ]
}
