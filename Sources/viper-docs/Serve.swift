import ArgumentParser
import Foundation
import SourceScanner
import ViperDocsKit

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Builds the site and serves it on 127.0.0.1; with --watch, rebuilds it when the app changes and reloads open pages.",
        discussion: "PATH may also be a site viper-docs wrote: it is then served as it is. Ctrl-C stops the server.")

    @OptionGroup var scan: ScanOptions

    @OptionGroup var site: SiteOptions

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (1-65535; 0 lets the system choose).", valueName: "n"))
    var port: Int = 8000

    @Flag(help: "Rebuild when a source, guide or the configuration changes, and reload open pages.")
    var watch = false

    @Flag(help: "Print nothing but errors and the address.")
    var quiet = false

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port \(port) is no port; give one from 1 to 65535 (or 0 to let the system choose)")
        }
    }

    func run() async throws {
        let options = SiteServe.Options(path: scan.path, output: site.output, guides: site.guides, theme: site.theme,
                                        baseURL: site.baseURL, unsafeHTML: site.unsafeHTML, port: UInt16(port),
                                        watch: watch, cache: scan.cache, quiet: quiet)
        let watching = watch
        try await SiteServe.run(options) { url in
            // Written at once (not through print's buffer): a script waits for this line.
            let line = "Serving \(url.absoluteString)\(watching ? " and watching for changes" : "") (press Ctrl-C to stop)\n"
            // A closed stdout does not stop the server (nor trap, as `FileHandle.write` does).
            StandardStream.write(Data(line.utf8), to: STDOUT_FILENO)
        }
    }
}
