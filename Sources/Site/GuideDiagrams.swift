import Architecture
import Diagrams
import Foundation

// MARK: - Guide placeholders
//
// A guide embeds a live diagram with a fenced block (` ```viper-diagram `) whose text says which:
//   Home                              the module's diagram
//   app                               the app map
//   group Shows                       the group's map
//   neighbourhood Home                the module and the modules one navigation away
//   flow Login -> Home -> ShowDetails a path through the app (`FlowDiagram`)
// The Markdown stage leaves a `<div class="viper-diagram" data-module="…">` placeholder; the site
// puts the figure there, with a compact legend.

/// What a `viper-diagram` block asks for.
public enum GuideDiagram: Equatable, Sendable {
    case module(String)
    case app
    case group(String)
    case neighbourhood(String)
    /// The steps, two or more.
    case flow([String])

    /// Reads the text of a block; nil for a flow of fewer than two steps.
    public init?(_ text: String) {
        let words = text.trimmingCharacters(in: .whitespacesAndNewlines)
        func rest(after keyword: String) -> String? {
            guard words.hasPrefix(keyword + " ") else { return nil }
            return String(words.dropFirst(keyword.count + 1)).trimmingCharacters(in: .whitespaces)
        }
        if words == "app" {
            self = .app
        } else if let name = rest(after: "group") {
            self = .group(name == "Ungrouped" ? "" : name)
        } else if let name = rest(after: "neighbourhood") ?? rest(after: "neighborhood") {
            self = .neighbourhood(name)
        } else if let spec = rest(after: "flow") {
            guard let steps = FlowDiagram.steps(spec) else { return nil }
            self = .flow(steps)
        } else {
            self = .module(words)
        }
    }

    /// Why the block `text` cannot be drawn as written for `model` (nil when it can): an unknown
    /// module or group, a flow of fewer than two steps or of more modules than `limit`. A flow through
    /// an unknown module is still drawn (dashed), and so named.
    public static func problem(_ text: String, in model: AppModel, limit: Int) -> String? {
        let names = Set(model.modules.map(\.name))
        switch GuideDiagram(text) {
        case nil:
            return "a flow needs two or more modules (flow Login -> Home)"
        case .app:
            return nil
        case let .module(name), let .neighbourhood(name):
            return names.contains(name) ? nil : "unknown module \(name)"
        case let .group(name):
            return model.modules.contains { $0.group == name } ? nil : "unknown group \(AppMap.title(ofGroup: name))"
        case let .flow(steps):
            if Set(steps).count > limit { return "a flow of \(Set(steps).count) modules is more than limits.diagram-nodes (\(limit))" }
            let unknown = steps.filter { !names.contains($0) }
            return unknown.isEmpty ? nil : "unknown module\(unknown.count == 1 ? "" : "s") \(unknown.joined(separator: ", ")) in flow"
        }
    }

    /// The most flows one site draws: each is a layout of its own.
    public static let maximumFlows = 200

    /// The key of a flow in `SiteContent.flowDiagrams`: its steps joined by ` -> `.
    public static func flowKey(_ steps: [String]) -> String { steps.joined(separator: " -> ") }

    /// Every flow that `guides` embed, each once, in order.
    public static func flows(in guides: [GuidePage]) -> [[String]] {
        var seen = Set<String>()
        var result: [[String]] = []
        for guide in guides {
            for match in guide.html.matches(of: DiagramPlaceholders.placeholder) {
                let text = HTML.unescape(match.output[1].substring.map(String.init) ?? "")
                if case let .flow(steps)? = GuideDiagram(text), seen.insert(flowKey(steps)).inserted { result.append(steps) }
            }
        }
        return result
    }
}

/// Replaces `<div class="viper-diagram" data-module="…"></div>` in a guide's HTML with a figure.
struct DiagramPlaceholders {
    let content: SiteContent
    let map: PageMap

    /// `html` of the guide page `page`, with every placeholder replaced.
    /// The SVG `id`s of the n-th figure get the prefix `diagram-n-`: a guide may show several.
    func expand(_ html: String, page: String) -> String {
        var count = 0
        return html.replacing(Self.placeholder) { match in
            let text = HTML.unescape(match.output[1].substring.map(String.init) ?? "")
            count += 1
            guard let diagram = GuideDiagram(text) else {
                return missing("a flow needs two or more modules: flow Login -> Home")
            }
            return figure(for: diagram, page: page, idPrefix: "diagram-\(count)-")
        }
    }

    private func figure(for diagram: GuideDiagram, page: String, idPrefix: String) -> String {
        let root = SitePaths.root(of: page)
        func inline(_ svg: String, folder: String, title: String, caption: String, legend: String) -> String {
            let markup = InlineSVG.titled(InlineSVG.namespaceIDs(
                in: InlineSVG.rebaseLinks(in: InlineSVG.prepare(svg), prefix: root + folder), prefix: idPrefix), title)
            return "<figure class=\"diagram\">\n\(markup)\n<figcaption>\(caption)\(legend)</figcaption>\n</figure>"
        }
        func link(_ text: String, to target: String?) -> String {
            target.map { "<a href=\"\(SitePaths.href(from: page, to: $0))\">\(HTML.escape(text))</a>" } ?? HTML.escape(text)
        }
        switch diagram {
        case .app:
            guard !content.appDiagram.isEmpty else { return missing("no app map was drawn") }
            return inline(content.appDiagram, folder: "", title: "App map", caption: "App map", legend: Self.mapLegend)
        case let .group(name):
            let title = AppMap.title(ofGroup: name)
            guard let svg = content.groupDiagrams[name], !svg.isEmpty else { return missing("unknown group \(title)") }
            return inline(svg, folder: "groups/", title: "Map of group \(title)",
                          caption: "The \(link(title, to: map.groupPages[name])) group", legend: Self.mapLegend)
        case let .neighbourhood(name):
            guard map.modulePages[name] != nil else { return missing("unknown module \(name)") }
            guard let svg = content.neighbourhoodDiagrams[name], !svg.isEmpty else {
                return "<p class=\"diagram-missing\">Module \(link(name, to: map.modulePages[name])) navigates with no other module.</p>"
            }
            return inline(svg, folder: "modules/", title: "Neighbourhood of module \(name)",
                          caption: "The modules that open \(link(name, to: map.modulePages[name])) and that it opens", legend: Self.mapLegend)
        case let .flow(steps):
            let key = GuideDiagram.flowKey(steps)
            guard let svg = content.flowDiagrams[key], !svg.isEmpty else {
                let steps = Set(steps).count
                return missing(steps > content.diagramNodeLimit
                    ? "a flow of \(steps) modules is more than limits.diagram-nodes (\(content.diagramNodeLimit)); split it"
                    : "no diagram was drawn for this flow: a site draws at most \(GuideDiagram.maximumFlows) flows")
            }
            let names = steps.map { link($0, to: map.modulePages[$0]) }.joined(separator: " → ")
            return inline(svg, folder: "", title: "Flow " + key.replacingOccurrences(of: " -> ", with: " → "),
                          caption: "Flow: \(names)", legend: Self.flowLegend)
        case let .module(name):
            guard let modulePage = map.modulePages[name] else { return missing("unknown module \(name)") }
            guard let svg = content.moduleDiagrams[name], !svg.isEmpty else {
                return "<p class=\"diagram-missing\">No diagram was drawn for module \(link(name, to: modulePage)).</p>"
            }
            return inline(svg, folder: "modules/", title: "Diagram of module \(name)",
                          caption: "The \(link(name, to: modulePage)) module", legend: Self.moduleLegend)
        }
    }

    private func missing(_ note: String) -> String {
        "<p class=\"diagram-missing\">\(HTML.escape(note))</p>"
    }

    // MARK: Compact legends

    /// Roles by colour, references by line: what a module diagram means, in one line.
    static let moduleLegend: String = {
        let roles = Role.allCases.map { role in
            "<span class=\"legend-item\"><span class=\"swatch\" style=\"\(PageBuilder.swatchStyle(role))\" aria-hidden=\"true\"></span>\(HTML.escape(role.title))</span>"
        }.joined(separator: " ")
        return "<span class=\"legend legend-compact\">\(roles) · solid: strong · dashed: weak · dotted: unowned · "
            + "<span class=\"legend-red\">red</span>: breaks a rule (click for the finding)</span>"
    }()

    static let mapLegend = "<span class=\"legend legend-compact\">box: a module (click to open; "
        + "<span class=\"legend-red\">red</span>: has an error) · arrow: opens · dashed: to or from another group</span>"

    static let flowLegend = "<span class=\"legend legend-compact\">box: a module (click to open) · arrow: opens · "
        + "dashed grey: the code has no such navigation</span>"

    // MARK: Placeholders

    static var placeholder: Regex<AnyRegexOutput> {
        try! Regex(#"<div\s+class="viper-diagram"\s+data-module="([^"]*)"\s*>\s*</div>"#)
    }
}
