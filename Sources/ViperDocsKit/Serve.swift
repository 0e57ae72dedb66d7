import Foundation
import Site
import SiteServer
import SourceScanner

// MARK: - `viper-docs serve`

/// Builds the site (through the cache), serves it on 127.0.0.1, and with `watch` rebuilds it when
/// the app changes; open pages then reload.
public enum SiteServe {
    public struct Options: Sendable {
        public var path: String
        public var output: String?
        public var guides: String?
        public var theme: String?
        public var baseURL: String?
        public var unsafeHTML: Bool
        public var port: UInt16
        public var watch: Bool
        public var cache: CacheSetting
        public var quiet: Bool

        public init(path: String, output: String?, guides: String?, theme: String?, baseURL: String? = nil, unsafeHTML: Bool = false,
                    port: UInt16, watch: Bool, cache: CacheSetting, quiet: Bool) {
            self.path = path
            self.output = output
            self.guides = guides
            self.theme = theme
            self.baseURL = baseURL
            self.unsafeHTML = unsafeHTML
            self.port = port
            self.watch = watch
            self.cache = cache
            self.quiet = quiet
        }
    }

    /// How often `--watch` looks for changes.
    static let pollInterval: Duration = .milliseconds(500)

    /// Runs until the process is stopped (Ctrl-C). `announce` gets the site's address once it is served.
    public static func run(_ options: Options, announce: @Sendable (URL) -> Void) async throws {
        let root = try Analyzer.validatedRoot(options.path)
        let site: URL
        if options.output == nil, !options.watch,
           SourceScanner.isSiteMarker(root.appendingPathComponent(SiteWriter.markerFileName).path) {
            // A site folder itself: served as it is.
            site = root
        } else {
            let result = try await build(options)
            site = URL(fileURLWithPath: result.indexPath).deletingLastPathComponent()
        }
        OpenFileLimit.raise()
        let server = SiteServer(folder: site, port: options.port, reloads: options.watch)
        let started: (url: URL, serving: Task<Void, Error>)
        do {
            started = try await server.start()
        } catch let error as ServeError {
            throw ViperDocsError.failed(step: "Serve", message: error.errorDescription ?? "\(error)")
        }
        announce(started.url)
        let port = UInt16(clamping: started.url.port ?? Int(options.port))
        let serving = Task { try await keepListening(server, serving: started.serving, port: port) }
        guard options.watch else { return try await serving.value }
        let guidesURL = try SiteBuild.guidesFolder(options.guides, root: root)
        let watch = SourceWatch(root: root, guides: guidesURL, output: site)
        var last = watch.fingerprint()
        while !serving.isCancelled {
            try await Task.sleep(for: pollInterval)
            let now = watch.fingerprint()
            guard now != last else { continue }
            last = now
            do {
                _ = try await build(options)
                server.siteChanged()
            } catch let error as LocalizedError {
                // The served site stays as it was; the next change tries again.
                TerminalText.writeLine("viper-docs: error: \(error.errorDescription ?? "\(error)")")
            }
        }
    }

    /// Waits while `serving` serves. When the listener stops with an error (every descriptor taken by
    /// open connections makes `accept` fail with EMFILE, which ended the server for good, or the
    /// process with exit 2), says so once and listens again on the same port a second later, for as
    /// long as the process runs; a rebuild meanwhile still reaches the pages (their generation is the server's state).
    static func keepListening(_ first: SiteServer, serving: Task<Void, Error>, port: UInt16) async throws {
        var server = first, serving = serving, warned = false
        while true {
            do {
                try await serving.value
                return
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                if !warned {
                    TerminalText.writeLine("viper-docs: warning: serve stopped listening (\(error)); it listens again on port \(port) "
                        + "as soon as it can: close idle connections, or raise the open-file limit (ulimit -n)")
                    warned = true
                }
            }
            try await Task.sleep(for: .seconds(1))
            server = server.anew(port: port)
            do {
                serving = try await server.start().serving
            } catch {
                serving = Task { throw error }
            }
        }
    }

    private static func build(_ options: Options) async throws -> SiteBuild.Result {
        try await SiteBuild.run(path: options.path, output: options.output, guides: options.guides, theme: options.theme,
                                baseURL: options.baseURL, unsafeHTML: options.unsafeHTML, cache: options.cache, quiet: options.quiet)
    }
}
