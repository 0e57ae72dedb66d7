import FlyingFox
import Foundation

// MARK: - Answering requests

/// Answers GET and HEAD with the site's files: `/` and folders give their `index.html`; paths that
/// leave the folder, hidden names and anything else are 404. Only requests addressed to the loopback
/// host are answered (`ServePolicy`), and every response carries the policy's headers.
struct SiteHandler: HTTPHandler {
    let site: ServedSite

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard ServePolicy.allowsHost(request.headers[.host]) else {
            return Self.response(Data("This server answers only for localhost, 127.0.0.1 and [::1].\n".utf8),
                                 type: "text/plain; charset=utf-8", status: .misdirectedRequest)
        }
        guard request.method == .GET || request.method == .HEAD else {
            var response = Self.response(Data(), type: "text/plain; charset=utf-8", status: .methodNotAllowed)
            response.headers[HTTPHeader("Allow")] = "GET, HEAD"
            return response
        }
        // The path as the client sent it, decoded here exactly once (FlyingFox's `path` is decoded
        // already: decoding it again served `50%2541off.html` as `50Aoff.html`).
        let path = request.target.path(percentEncoded: true)
        if site.reloads, path == SiteServer.generationPath {
            return Self.response(Data("\(site.generation)".utf8), type: "text/plain; charset=utf-8")
        }
        if site.reloads, path == SiteServer.reloadScriptPath {
            return Self.response(Data(Self.reloadScript.utf8), type: "text/javascript; charset=utf-8")
        }
        guard let file = Self.file(for: path, in: site.folder),
              let data = FileManager.default.contents(atPath: file.path) else {
            return Self.response(Data("Not found\n".utf8), type: "text/plain; charset=utf-8", status: .notFound)
        }
        let type = Self.contentType(of: file.pathExtension)
        if site.reloads, file.pathExtension == "html" {
            return Self.response(Self.withReloadScript(data, generation: site.generation), type: type)
        }
        return Self.response(data, type: type)
    }

    static func response(_ data: Data, type: String, status: HTTPStatusCode = .ok) -> HTTPResponse {
        // Never cached: a rebuilt page must show at once.
        var headers = HTTPHeaders([.contentType: type, .cacheControl: "no-store"])
        for (name, value) in ServePolicy.headers { headers[HTTPHeader(name)] = value }
        return HTTPResponse(statusCode: status, headers: headers, body: data)
    }

    /// The file a percent-encoded request path names inside `folder`, or nil: no `..`, no hidden
    /// names (the site's marker), no links out of the folder, nothing that does not decode.
    static func file(for path: String, in folder: URL) -> URL? {
        guard let decoded = path.removingPercentEncoding else { return nil }
        let parts = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.contains(where: { $0 == ".." || $0.hasPrefix(".") || $0.contains("\0") }) else { return nil }
        var url = parts.reduce(folder) { $0.appendingPathComponent(String($1)) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            url.appendPathComponent("index.html")
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        }
        let real = url.resolvingSymlinksInPath().path
        let root = folder.resolvingSymlinksInPath().path
        return real.hasPrefix(root + "/") ? url : nil
    }

    static func contentType(of pathExtension: String) -> String {
        switch pathExtension.lowercased() {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "json": "application/json"
        case "svg": "image/svg+xml"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "xml": "application/xml"
        case "txt", "md": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }

    /// The page with the reloading script before `</body>` (or at the end): a script of the server's
    /// own, not inline, so the Content-Security-Policy allows no inline script.
    static func withReloadScript(_ page: Data, generation: Int) -> Data {
        let script = Data("<script src=\"\(SiteServer.reloadScriptPath)\" data-generation=\"\(generation)\"></script>\n".utf8)
        guard let range = page.range(of: Data("</body>".utf8), options: .backwards) else { return page + script }
        var result = page
        result.insert(contentsOf: script, at: range.lowerBound)
        return result
    }

    /// Polls the generation once a second and reloads when it is no longer the one the page was
    /// served with (its script element's `data-generation`).
    static let reloadScript = """
        /* Added by `viper-docs serve --watch`; never part of a written site. */
        (function () {
          var served = Number(document.currentScript.dataset.generation);
          setInterval(function () {
            fetch("\(SiteServer.generationPath)", { cache: "no-store" })
              .then(function (response) { return response.text(); })
              .then(function (text) { if (Number(text) !== served) { location.reload(); } })
              .catch(function () {});
          }, 1000);
        })();

        """
}
