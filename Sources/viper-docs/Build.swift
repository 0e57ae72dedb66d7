import ArgumentParser
import Foundation
import ViperDocsKit

struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Writes the documentation site of an app (default output: <PATH>/viper-docs-site).")

    @OptionGroup var scan: ScanOptions

    @Option(name: .shortAndLong, help: "The site's folder. Default: viper-docs-site inside the scanned folder.")
    var output: String?

    @Option(help: "A folder of Markdown guides. Default: the app's Docs folder, if it has one.")
    var guides: String?

    @Option(help: ArgumentHelp("A theme folder shaped like Themes/default (templates and assets/). Default: the built-in theme.",
                               valueName: "dir"))
    var theme: String?

    @Option(name: .customLong("base-url"),
            help: ArgumentHelp("The site's published address (https://example.com/docs/): adds canonical links and writes sitemap.xml.",
                               valueName: "url"))
    var baseURL: String?

    @Flag(name: .customLong("unsafe-html"), help: "Pass raw HTML in guides through (by default it is escaped).")
    var unsafeHTML = false

    @Flag(help: "Exit 1 on any finding, not only on errors (the site is written all the same).")
    var strict = false

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run() async throws {
        let result = try await SiteBuild.run(path: scan.path, output: output, guides: guides, theme: theme,
                                           baseURL: baseURL, unsafeHTML: unsafeHTML, quiet: quiet)
        print(result.indexPath)
        try exitForFindings(strict ? result.findings : result.errors)
    }
}
