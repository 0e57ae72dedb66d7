import Architecture
import Foundation
import SourceScanner

// MARK: - About this site

/// `about.html`: what was scanned and what was skipped, and why.
enum AboutPageKind: PageKind {
    static let name = "about"
    static func path(of item: Void, _ site: PageBuilder) -> String { PageMap.about }
    static func title(of item: Void, _ site: PageBuilder) -> String { "About this site" }
    /// It counts every file's lines.
    static let readsWholeFiles = true
    static func context(of item: Void, _ site: PageBuilder) -> PageBuilder.AboutContext { site.about() }
}

extension PageBuilder {
    /// `about.mustache`.
    struct AboutContext: TemplateContext {
        /// `root`, `siteTitle`, `indexHref`, `rulesHref`.
        let frame: Inline<Frame>
        let fileCount: Int
        /// "58 source files".
        let filesLabel: String
        let lineCount: Int
        let scansWholeFolder: Bool
        /// The configured `sources:`.
        let sourceFolders: [String]
        /// By path.
        let exclusions: [Exclusion]
        let hasExclusions: Bool
        /// "3 folders and files skipped".
        let exclusionsLabel: String
        /// By reason.
        let reasons: [ReasonCount]
        /// `.viper-docs.yml`.
        let configurationFile: String
        /// Model health: the modules the model doubts, least sure first.
        let doubted: [DoubtedModule]
        let hasDoubted: Bool
        /// "2 of 47 modules".
        let doubtedLabel: String
    }

    struct DoubtedModule: TemplateContext {
        let name: String
        let href: String?
        let confidence: String
        let doubts: [DoubtRow]
    }

    struct Exclusion: TemplateContext {
        let path: String
        let reason: String
    }

    struct ReasonCount: TemplateContext {
        let reason: String
        let count: Int
    }

    func about() -> AboutContext {
        let page = PageMap.about
        let excluded = content.model.excluded.sorted()
        let folders = content.scannedFolders.filter { !$0.isEmpty && $0 != "." }
        let doubted = content.model.modules.filter { $0.confidence != .high }
            .sorted { ($0.confidence, $0.name) < ($1.confidence, $1.name) }
        return AboutContext(
            frame: frame(page),
            fileCount: content.model.files.count,
            filesLabel: Self.count(content.model.files.count, "source file"),
            lineCount: content.model.files.reduce(0) { $0 + $1.lineCount },
            scansWholeFolder: folders.isEmpty,
            sourceFolders: folders,
            exclusions: excluded.map { Exclusion(path: $0.path, reason: $0.reason) },
            hasExclusions: !excluded.isEmpty,
            exclusionsLabel: excluded.count == 1 ? "1 folder or file skipped" : "\(excluded.count) folders and files skipped",
            reasons: Dictionary(grouping: excluded, by: \.reason).sorted { $0.key < $1.key }.map {
                ReasonCount(reason: $0.key, count: $0.value.count)
            },
            configurationFile: ".viper-docs.yml",
            doubted: doubted.map { module in
                DoubtedModule(name: module.name, href: moduleHref(module.name, from: page), confidence: module.confidence.rawValue,
                              doubts: DoubtRow.rows(of: module))
            },
            hasDoubted: !doubted.isEmpty,
            doubtedLabel: "\(doubted.count) of \(Self.count(content.model.modules.count, "module"))")
    }
}
