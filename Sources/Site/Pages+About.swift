import Architecture
import Foundation
import SourceScanner

// MARK: - About this site

extension PageBuilder {
    /// `about.mustache`: what was scanned and what was skipped, and why.
    ///
    /// `root`, `siteTitle`, `indexHref`, `fileCount`, `filesLabel` ("58 source files"), `lineCount`,
    /// `scansWholeFolder`, `sourceFolders` [String] (the configured `sources:`), `exclusions`
    /// [{`path`, `reason`}] sorted by path, `hasExclusions`, `exclusionsLabel` ("3 folders and files
    /// skipped"), `reasons` [{`reason`, `count`}] sorted by reason, `configurationFile` (`.viper-docs.yml`).
    func about() -> [String: Any] {
        let page = SiteMap.about
        let excluded = content.model.excluded.sorted()
        let folders = content.scannedFolders.filter { !$0.isEmpty && $0 != "." }
        return [
            "root": SitePaths.root(of: page),
            "siteTitle": content.title,
            "indexHref": SitePaths.href(from: page, to: SiteMap.index),
            "fileCount": content.model.files.count,
            "filesLabel": Self.count(content.model.files.count, "source file"),
            "lineCount": content.model.files.reduce(0) { $0 + $1.lineCount },
            "scansWholeFolder": folders.isEmpty,
            "sourceFolders": folders,
            "exclusions": excluded.map { ["path": $0.path, "reason": $0.reason] },
            "hasExclusions": !excluded.isEmpty,
            "exclusionsLabel": excluded.count == 1 ? "1 folder or file skipped" : "\(excluded.count) folders and files skipped",
            "reasons": Dictionary(grouping: excluded, by: \.reason).sorted { $0.key < $1.key }.map { ["reason": $0.key, "count": $0.value.count] },
            "configurationFile": ".viper-docs.yml",
        ]
    }
}
