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

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func run() async throws {
        let result = try await SiteBuild.run(path: scan.path, output: output, guides: guides, quiet: quiet)
        print(result.indexPath)
        try exitForFindings(result.errors)
    }
}
