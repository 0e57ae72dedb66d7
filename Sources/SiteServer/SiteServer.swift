import FlyingFox
import FlyingSocks
import Foundation

// MARK: - `viper-docs serve`: the site over HTTP on 127.0.0.1
//
// A site works from file:// as it is; serving it adds what a browser on file:// lacks (the same
// origin for fetches) and, with `--watch`, a reload: HTML responses get one extra script (added
// here, never written into the site's files, so sites stay byte-identical and offline) that polls
// `/_viper-docs/generation` and reloads the page when a rebuild has finished.

/// Why the server cannot start.
public enum ServeError: Error, LocalizedError, Equatable, Sendable {
    case portInUse(UInt16)
    case cannotListen(port: UInt16, reason: String)

    public var errorDescription: String? {
        switch self {
        case let .portInUse(port):
            "port \(port) on 127.0.0.1 is already in use; stop what uses it, or choose another with --port"
        case let .cannotListen(port, reason):
            "cannot listen on 127.0.0.1 port \(port) (\(reason)); choose another with --port"
        }
    }
}

/// Serves one site folder on 127.0.0.1.
public final class SiteServer: Sendable {
    /// The path the reloading script polls; never a file of a site (sites have no `_viper-docs` folder).
    public static let generationPath = "/_viper-docs/generation"
    /// The reloading script itself, which served pages load (with `reloads`).
    public static let reloadScriptPath = "/_viper-docs/reload.js"

    private let server: HTTPServer
    private let port: UInt16
    private let state: ServedSite

    /// - Parameters:
    ///   - folder: the site's folder.
    ///   - port: the port; 0 lets the system choose one (`start` says which).
    ///   - reloads: whether HTML pages reload themselves after `siteChanged()`.
    public convenience init(folder: URL, port: UInt16, reloads: Bool) {
        self.init(state: ServedSite(folder: folder.standardizedFileURL, reloads: reloads), port: port)
    }

    private init(state: ServedSite, port: UInt16) {
        self.port = port
        self.state = state
        // `inet(ip4:)` only throws for a malformed address, and this one is constant.
        let address = (try? sockaddr_in.inet(ip4: "127.0.0.1", port: port)) ?? .inet(port: port)
        server = HTTPServer(address: address, timeout: 15, logger: .disabled, handler: SiteHandler(site: state))
    }

    /// Starts listening; returns the site's address (`http://127.0.0.1:8000/`) once it does. `serving`
    /// ends when the server stops.
    public func start() async throws -> (url: URL, serving: Task<Void, Error>) {
        let serving = Task { try await server.run() }
        do {
            try await server.waitUntilListening(timeout: 10)
        } catch {
            serving.cancel()
            throw Self.describe(await Self.failure(of: serving) ?? error, port: port)
        }
        var actualPort = port
        if case let .ip4(_, listening)? = await server.listeningAddress { actualPort = listening }
        return (URL(string: "http://127.0.0.1:\(actualPort)/")!, serving)
    }

    /// A server of the same site on `port` (the one this server listened on), to listen again after
    /// this one stopped: its pages' generation goes on.
    public func anew(port: UInt16) -> SiteServer {
        SiteServer(state: state, port: port)
    }

    /// Open pages reload (with `reloads`): the site in the folder was rebuilt.
    public func siteChanged() {
        state.bump()
    }

    public func stop() async {
        await server.stop()
    }

    /// The error `serving` ended with, if it ended.
    private static func failure(of serving: Task<Void, Error>) async -> Error? {
        do {
            try await serving.value
            return nil
        } catch {
            return error
        }
    }

    static func describe(_ error: Error, port: UInt16) -> ServeError {
        if case let .failed(_, code, message)? = error as? SocketError {
            return code == EADDRINUSE ? .portInUse(port) : .cannotListen(port: port, reason: message.lowercased())
        }
        return .cannotListen(port: port, reason: (error as? LocalizedError)?.errorDescription ?? "\(error)")
    }
}

/// The served folder and its generation (how many rebuilds have finished).
final class ServedSite: @unchecked Sendable {
    let folder: URL
    let reloads: Bool
    private let lock = NSLock()
    private var value = 0

    init(folder: URL, reloads: Bool) {
        self.folder = folder
        self.reloads = reloads
    }

    var generation: Int { lock.withLock { value } }

    func bump() {
        lock.withLock { value += 1 }
    }
}
