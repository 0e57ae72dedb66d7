import ArgumentParser
import Foundation

/// Options shared by the commands that write a site (`build`, `serve`).
struct SiteOptions: ParsableArguments {
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
}
