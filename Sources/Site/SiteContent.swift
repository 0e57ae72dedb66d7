import Architecture
import Foundation
import Rules

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

    public init(sourcePath: String, title: String, html: String) {
        self.sourcePath = sourcePath
        self.title = title
        self.html = html
    }
}

/// What the rules page says about one rule.
public struct RuleSummary: Sendable, Hashable {
    /// `presenter-holds-view-weakly`.
    public var id: String
    public var title: String
    public var severity: Severity
    public var rationale: String

    public init(id: String, title: String, severity: Severity, rationale: String) {
        self.id = id
        self.title = title
        self.severity = severity
        self.rationale = rationale
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
    /// The SVG of the app map. Links inside it are relative to the site root (`modules/Home.html`).
    public var appDiagram: String
    public var guides: [GuidePage]
    public var rules: [RuleSummary]
    /// Relative file path → its lines, to quote the offending line under each violation.
    public var sourceLines: [String: [String]]

    public init(title: String, model: AppModel, violations: [Violation] = [], moduleDiagrams: [String: String] = [:],
                appDiagram: String = "", guides: [GuidePage] = [], rules: [RuleSummary] = [],
                sourceLines: [String: [String]] = [:]) {
        self.title = title
        self.model = model
        self.violations = violations
        self.moduleDiagrams = moduleDiagrams
        self.appDiagram = appDiagram
        self.guides = guides
        self.rules = rules
        self.sourceLines = sourceLines
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

    public init(output: URL, pages: Int, files: Int) {
        self.output = output
        self.pages = pages
        self.files = files
    }
}
