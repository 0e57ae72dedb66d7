import ArgumentParser
import Foundation
import ViperDocsKit

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Writes the documentation site of an app (default output: <PATH>/viper-docs-site).")

    @OptionGroup var scan: ScanOptions

    @OptionGroup var site: SiteOptions

    @Flag(help: "Exit 1 on any finding, not only on errors (the site is written all the same).")
    var strict = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run() async throws {
        let result = try await SiteBuild.run(path: scan.path, output: site.output, guides: site.guides, theme: site.theme,
                                           baseURL: site.baseURL, unsafeHTML: site.unsafeHTML, cache: scan.cache, quiet: quiet)
        try Commands.writeStandardOutput(result.indexPath + "\n")
        KeptUntilExit.keep(result)
        try exitForFindings(strict ? result.findings : result.errors)
    }
}
