import Architecture
import Diagrams
import Foundation
import Markdown
import Rules
import SourceScanner

// MARK: - What the site is made of
//
// Everything the site stage needs, produced by the earlier stages: the model, the findings, the
// rendered diagrams and guides. The site stage only lays these out; it renders nothing itself.

/// One Markdown guide, already rendered to HTML by the Markdown stage.
public struct GuidePage: Sendable, Hashable {
    /// Relative to the guides folder, with `/` separators: `02-Creating-A-Module.md`.
    public var sourcePath: String
    public var title: String
    /// The body HTML, links already rewritten. May hold `<div class="viper-diagram" data-module="X"></div>`
    /// placeholders, which the site replaces with the diagram of module `X` (`app`: the app map).
    public var html: String
    /// The headings of the guide, in order, each with the `id` it has in `html` (for the search index
    /// and the guide's table of contents).
    public var headings: [GuideHeading]
    /// Where the guide goes among its siblings (front matter `order:`); guides without one come after,
    /// by file name.
    public var order: Int?

    public init(sourcePath: String, title: String, html: String, headings: [GuideHeading] = [], order: Int? = nil) {
        self.sourcePath = sourcePath
        self.title = title
        self.html = html
        self.headings = headings
        self.order = order
    }
}

/// A heading of a guide: its level (1–6), text and `id` in the guide's HTML, as the Markdown stage
/// reads it.
public typealias GuideHeading = MarkdownDocument.Heading

/// What the rules page says about one rule.
public struct RuleSummary: Sendable, Hashable {
    /// `presenter-holds-view-weakly`.
    public var id: String
    public var title: String
    public var severity: Severity
    public var rationale: String
    /// The module styles the rule applies to; empty means all.
    public var styles: [ModuleStyle]
    /// Small apps the rule reports (`↓` marks where), and apps it leaves alone, shown on its page.
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]

    public init(id: String, title: String, severity: Severity, rationale: String, styles: [ModuleStyle] = [],
                triggeringExamples: [RuleExample] = [], nonTriggeringExamples: [RuleExample] = []) {
        self.id = id
        self.title = title
        self.severity = severity
        self.rationale = rationale
        self.styles = styles
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    /// What a rule's description says about it.
    public init(_ description: RuleDescription) {
        self.init(id: description.id, title: description.title, severity: description.defaultSeverity,
                  rationale: description.rationale, styles: description.styles,
                  triggeringExamples: description.triggeringExamples, nonTriggeringExamples: description.nonTriggeringExamples)
    }
}

/// Everything one site is made of.
public struct SiteContent: Sendable {
    /// The app's name, shown in every page's title: `TVShows`.
    public var title: String
    public var model: AppModel
    /// All findings, sorted.
    public var violations: [Violation]
    /// Module name → SVG markup, inlined in the module's page. Links inside it are relative to the
    /// `modules/` folder (`Details.html`, `Home.html#component-HomePresenter`).
    public var moduleDiagrams: [String: String]
    /// The SVG of the app map. Links inside it are relative to the site root (`modules/Home.html`,
    /// or `groups/Catalog.html` when it shows groups: `Diagrams.AppMap.showsGroups`).
    public var appDiagram: String
    /// Group name → the SVG of its map, inlined in the group's page. Links inside it are relative to
    /// the `groups/` folder (`../modules/Home.html`, `Account.html`). Every group of the model gets a
    /// page, with or without a map.
    public var groupDiagrams: [String: String]
    public var guides: [GuidePage]
    public var rules: [RuleSummary]
    /// The team's dependency rules (`dependencies:` in `.viper-docs.yml`): their layers order the
    /// dependency matrix, and the edges they forbid are red in it.
    public var dependencyRules: DependencyRules = .none
    /// Relative file path → its lines, to quote the offending line under each violation. A file that
    /// is missing here is quoted from `sources`.
    public var sourceLines: [String: [String]]
    /// Relative file path (`Modules/Shows/Home/HomePresenter.swift`) → its text. Every file listed
    /// gets a source page (`source/<path>.html`), and every `file:line` of the site that names it
    /// links to its line there. The language comes from `model.files`, else from the extension.
    public var sources: SourceTexts
    /// Files copied into the site as they are: site-relative path → bytes (a guide's images). A path
    /// that a page or asset of the site already takes is left to the site.
    public var extraFiles: [String: Data] = [:]
    /// The folders that were scanned (`sources:` in the configuration), relative to the root; empty:
    /// the whole folder. Shown on the "About this site" page with `model.excluded`.
    public var scannedFolders: [String] = []
    /// The maps' node limit (`limits.diagram-nodes`): above it, the app map shows groups.
    public var diagramNodeLimit = AppMap.groupThreshold
    /// The SHA-256 of the model as the passes left it, in `ModelCodec`'s form (before the project's
    /// layout regrouped it), when the build knows it: the site view takes it for the modules and the
    /// decisions instead of digesting them again (`viewDigest()`).
    public var modelDigest: String?
    /// Module name → the SVG of its neighbourhood map (the modules one navigation away), on its page.
    /// Links inside it are relative to the `modules/` folder.
    public var neighbourhoodDiagrams: [String: String] = [:]
    /// The flows that guides embed (`flow Login -> Home`), by `GuideDiagram.flowKey`: SVG with links
    /// relative to the site root.
    public var flowDiagrams: [String: String] = [:]
    /// What a map collapsed to stay within the node limit, shown below it: `app` for the app map,
    /// `group:<name>` for a group's, `module:<name>` for a module's neighbourhood.
    public var mapNotes: [String: String] = [:]

    public init(title: String, model: AppModel, violations: [Violation] = [], moduleDiagrams: [String: String] = [:],
                appDiagram: String = "", groupDiagrams: [String: String] = [:], guides: [GuidePage] = [],
                rules: [RuleSummary] = [], sourceLines: [String: [String]] = [:], sources: SourceTexts = [:]) {
        self.title = title
        self.model = model
        self.violations = violations
        self.moduleDiagrams = moduleDiagrams
        self.appDiagram = appDiagram
        self.groupDiagrams = groupDiagrams
        self.guides = guides
        self.rules = rules
        self.sourceLines = sourceLines
        self.sources = sources
    }
}

/// What `SiteWriter.write` produced.
public struct SiteSummary: Sendable, Hashable {
    /// The folder that now holds the site.
    public var output: URL
    /// HTML pages written.
    public var pages: Int
    /// All files written: pages, assets and the marker.
    public var files: Int
    /// Files with the same bytes as in the previous site: linked from it, not written again.
    public var unchanged: Int
    /// Pages rendered by this build; the others' inputs had not changed, and the previous site's
    /// files were linked without rendering them (`PageStamp`).
    public var rendered: Int

    public init(output: URL, pages: Int, files: Int, unchanged: Int = 0, rendered: Int? = nil) {
        self.output = output
        self.pages = pages
        self.files = files
        self.unchanged = unchanged
        self.rendered = rendered ?? pages
    }
}
