import CCmark
import Foundation

// MARK: - Document

/// A Markdown guide, parsed with cmark-gfm (GitHub-flavoured Markdown: CommonMark with tables, task
/// lists, strikethrough and autolinks) where the package was built with it, else libcmark (CommonMark
/// 0.30): see `MarkdownDocument.flavour`.
///
/// Safe by default: raw HTML is omitted and `javascript:`, `vbscript:`, `file:` and (non-image)
/// `data:` URLs are emptied, because the guides come from the scanned repository and end up on a
/// published site. A value type with no C memory inside: the cmark tree lives only while a property
/// is computed or `html(rewritingLinks:)` runs, so the document is freely `Sendable`.
public struct MarkdownDocument: Sendable, Equatable {
    /// A heading of the document, in document order.
    public struct Heading: Sendable, Hashable {
        /// 1 to 6.
        public var level: Int
        /// The heading's plain text (markup, and raw HTML, left out).
        public var text: String
        /// The `id` the heading gets in `html(…)`: a GitHub-style slug, unique in the document.
        public var anchor: String

        /// A heading as `headings` lists it (for tests and for callers that build tables of contents).
        public init(level: Int, text: String, anchor: String) {
            self.level = level
            self.text = text
            self.anchor = anchor
        }
    }

    /// The source text.
    public let markdown: String
    /// Whether raw HTML and every URL scheme are passed through (`CMARK_OPT_UNSAFE`).
    public let allowUnsafeHTML: Bool
    /// Every heading, in document order.
    public let headings: [Heading]
    /// The contents, trimmed, of the fenced code blocks whose info string is `viper-diagram`
    /// (a module name such as `Home`, or `app`), in document order. `html(…)` renders each as a
    /// `<div class="viper-diagram" data-module="…"></div>` placeholder for the site to fill.
    public let diagramBlocks: [String]

    /// The info string that turns a fenced code block into a diagram placeholder.
    public static let diagramInfoString = "viper-diagram"

    /// Parses `markdown`. Never fails: CommonMark gives every text a meaning.
    public init(markdown: String, allowUnsafeHTML: Bool = false) {
        self.markdown = markdown
        self.allowUnsafeHTML = allowUnsafeHTML
        let tree = CmarkTree(markdown: markdown, options: Self.options(unsafe: allowUnsafeHTML))
        let scan = tree.scan()
        headings = scan.headings
        diagramBlocks = scan.diagramBlocks.map(\.content)
    }

    /// The text of the first level-1 heading, else of the first heading; `nil` without headings.
    public var title: String? {
        (headings.first { $0.level == 1 } ?? headings.first)?.text
    }

    /// The document as an HTML fragment.
    ///
    /// - Parameter rewrite: called with the URL of every link and image (`other.md`); its result
    ///   replaces the URL (`other.html`), and `nil` empties it. In safe mode, a dangerous URL is
    ///   emptied after rewriting too.
    /// - Returns: HTML in which every heading has `id` = its `anchor`, and every `viper-diagram`
    ///   block is a placeholder `<div>`.
    public func html(rewritingLinks rewrite: (String) -> String? = { $0 }) -> String {
        let options = Self.options(unsafe: allowUnsafeHTML)
        // A fresh tree per call: rewriting changes the tree, and a second call must start from the
        // author's URLs, not from the previous call's.
        let tree = CmarkTree(markdown: markdown, options: options)
        return Self.render(tree, tree.scan(), options: options, rewritingLinks: rewrite)
    }

    /// Parses `markdown` once and renders it: the document (headings, diagram blocks, title) and
    /// the same HTML as `html(rewritingLinks:)`, for callers that need both (a large guide is not
    /// parsed twice).
    public static func rendered(markdown: String, allowUnsafeHTML: Bool = false,
                                rewritingLinks rewrite: (String) -> String? = { $0 }) -> (document: MarkdownDocument, html: String) {
        let options = Self.options(unsafe: allowUnsafeHTML)
        let tree = CmarkTree(markdown: markdown, options: options)
        let scan = tree.scan()
        let document = MarkdownDocument(markdown: markdown, allowUnsafeHTML: allowUnsafeHTML,
                                        headings: scan.headings, diagramBlocks: scan.diagramBlocks.map(\.content))
        return (document, render(tree, scan, options: options, rewritingLinks: rewrite))
    }

    private init(markdown: String, allowUnsafeHTML: Bool, headings: [Heading], diagramBlocks: [String]) {
        self.markdown = markdown
        self.allowUnsafeHTML = allowUnsafeHTML
        self.headings = headings
        self.diagramBlocks = diagramBlocks
    }

    private static func render(_ tree: CmarkTree, _ scan: CmarkTree.Scan, options: Int32, rewritingLinks rewrite: (String) -> String?) -> String {
        for link in scan.links {
            let url = cmark_node_get_url(link).map { String(cString: $0) } ?? ""
            cmark_node_set_url(link, rewrite(url) ?? "")
        }
        for block in scan.diagramBlocks {
            let placeholder = #"<div class="viper-diagram" data-module="\#(escapeAttribute(block.content))"></div>"#
            tree.replace(block.node, withHTML: placeholder)
        }
        // Headings last, so that the links inside them are already rewritten when they are rendered.
        for (node, heading) in zip(scan.headingNodes, scan.headings) {
            // Render the heading alone and put the id into its own opening tag: done on the whole
            // page, raw `<hN>` tags of an unsafe document could be taken for headings.
            var rendered = tree.render(node, options: options)
            let tag = "<h\(heading.level)"
            if rendered.hasPrefix(tag) {
                rendered.insert(contentsOf: #" id="\#(escapeAttribute(heading.anchor))""#, at: rendered.index(rendered.startIndex, offsetBy: tag.count))
            }
            while rendered.hasSuffix("\n") { rendered.removeLast() }
            tree.replace(node, withHTML: rendered)
        }
        return tree.render(tree.root, options: options)
    }

    static func options(unsafe: Bool) -> Int32 {
        // CMARK_OPT_DEFAULT is safe in cmark ≥ 0.29; the unsafe flag is the only switch.
        unsafe ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
    }
}

// MARK: - Slugs

extension MarkdownDocument {
    /// GitHub's heading anchor for `text`: lower-cased, every character that is not a letter, mark,
    /// digit, `_`, `-` or space removed, and spaces turned into `-`. Empty for a heading of only
    /// punctuation.
    public static func slug(_ text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                 .nonspacingMark, .spacingMark, .enclosingMark,
                 .decimalNumber, .letterNumber, .otherNumber, .connectorPunctuation:
                slug.unicodeScalars.append(scalar)
            default:
                if scalar == "-" || scalar == " " { slug += "-" }
            }
        }
        return slug
    }
}

/// Makes anchors unique the way GitHub does (github-slugger): the second `intro` becomes `intro-1`,
/// the third `intro-2`, skipping a suffix that another heading already took.
struct AnchorDeduplicator {
    private var occurrences: [String: Int] = [:]

    mutating func unique(_ text: String) -> String {
        let base = MarkdownDocument.slug(text).isEmpty ? "section" : MarkdownDocument.slug(text)
        var result = base
        while occurrences[result] != nil {
            occurrences[base, default: 0] += 1
            result = "\(base)-\(occurrences[base]!)"
        }
        occurrences[result] = 0
        return result
    }
}

// MARK: - HTML

/// `value` safe inside a double-quoted HTML attribute.
func escapeAttribute(_ value: String) -> String {
    var result = ""
    for character in value {
        switch character {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&#39;"
        default: result.append(character)
        }
    }
    return result
}

// MARK: - cmark tree

/// One parsed cmark tree; frees it when it goes. Used only inside one call, never shared.
private final class CmarkTree {
    let root: OpaquePointer
    #if CMARK_GFM
    /// cmark-gfm's parser owns the list of extensions that rendering needs: it lives as long as the tree.
    private let parser: OpaquePointer
    #endif

    init(markdown: String, options: Int32) {
        var text = markdown
        #if CMARK_GFM
        let parser = GFM.parser(options: options)
        self.parser = parser
        text.withUTF8 { bytes in
            // An empty String may have no storage; cmark wants a pointer anyway.
            guard let base = bytes.baseAddress else { return cmark_parser_feed(parser, "", 0) }
            base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { cmark_parser_feed(parser, $0, bytes.count) }
        }
        root = cmark_parser_finish(parser)
        #else
        root = text.withUTF8 { bytes in
            // An empty String may have no storage; cmark wants a pointer anyway.
            guard let base = bytes.baseAddress else { return cmark_parse_document("", 0, options) }
            return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                cmark_parse_document($0, bytes.count, options)
            }
        }
        #endif
    }

    deinit {
        cmark_node_free(root)
        #if CMARK_GFM
        cmark_parser_free(parser)
        #endif
    }

    /// What one walk over the tree finds.
    struct Scan {
        var headings: [MarkdownDocument.Heading] = []
        var headingNodes: [OpaquePointer] = []
        var diagramBlocks: [(node: OpaquePointer, content: String)] = []
        var links: [OpaquePointer] = []
    }

    /// Walks the tree once. Nodes are only collected here, not changed: cmark allows changing the
    /// tree only behind the iterator, so the callers change them after the walk.
    func scan() -> Scan {
        var scan = Scan()
        var anchors = AnchorDeduplicator()
        var headingText: String?

        guard let iterator = cmark_iter_new(root) else { return scan }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let entering = event == CMARK_EVENT_ENTER
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                if entering {
                    headingText = ""
                } else {
                    let text = (headingText ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
                    let level = Int(cmark_node_get_heading_level(node))
                    scan.headings.append(.init(level: level, text: text, anchor: anchors.unique(text)))
                    scan.headingNodes.append(node)
                    headingText = nil
                }
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                headingText? += Self.literal(node)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                headingText? += " "
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if entering { scan.links.append(node) }
            case CMARK_NODE_CODE_BLOCK:
                let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
                // The info string's first word names the language; the rest is free for attributes.
                if info.split(whereSeparator: \.isWhitespace).first == Substring(MarkdownDocument.diagramInfoString) {
                    let content = Self.literal(node).trimmingCharacters(in: .whitespacesAndNewlines)
                    scan.diagramBlocks.append((node, content))
                }
            default:
                break
            }
        }
        return scan
    }

    /// `node` rendered as HTML (the whole tree for `root`).
    func render(_ node: OpaquePointer, options: Int32) -> String {
        #if CMARK_GFM
        guard let html = cmark_render_html(node, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        #else
        guard let html = cmark_render_html(node, options) else { return "" }
        #endif
        defer { free(html) }
        return String(cString: html)
    }

    /// Puts a custom block that prints `html` where `node` was, and frees `node`. cmark prints a
    /// custom block's text as is, unaffected by safe mode: `html` must be built by us, escaped.
    func replace(_ node: OpaquePointer, withHTML html: String) {
        guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { return }
        cmark_node_set_on_enter(block, html)
        cmark_node_set_on_exit(block, "")
        guard cmark_node_replace(node, block) == 1 else {
            cmark_node_free(block)
            return
        }
        cmark_node_free(node)
    }

    private static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }
}
