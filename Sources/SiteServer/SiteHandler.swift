import FlyingFox
import Foundation

// MARK: - Answering requests

/// Answers GET and HEAD with the site's files: `/` and folders give their `index.html`; paths that
/// leave the folder, hidden names and anything else are 404.
struct SiteHandler: HTTPHandler {
    let site: ServedSite

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            return HTTPResponse(statusCode: .methodNotAllowed, headers: HTTPHeaders([HTTPHeader("Allow"): "GET, HEAD"]))
        }
        if site.reloads, request.path == SiteServer.generationPath {
            return Self.response(Data("\(site.generation)".utf8), type: "text/plain; charset=utf-8")
        }
        guard let file = Self.file(for: request.path, in: site.folder),
              let data = FileManager.default.contents(atPath: file.path) else {
            return HTTPResponse(statusCode: .notFound, headers: HTTPHeaders([.contentType: "text/plain; charset=utf-8"]),
                                body: Data("Not found: \(request.path)\n".utf8))
        }
        let type = Self.contentType(of: file.pathExtension)
        if site.reloads, file.pathExtension == "html" {
            return Self.response(Self.withReloadScript(data, generation: site.generation), type: type)
        }
        return Self.response(data, type: type)
    }

    static func response(_ data: Data, type: String) -> HTTPResponse {
        // Never cached: a rebuilt page must show at once.
        HTTPResponse(statusCode: .ok, headers: HTTPHeaders([.contentType: type, .cacheControl: "no-store"]), body: data)
    }

    /// The file a request path names inside `folder`, or nil: no `..`, no hidden names (the
    /// site's marker), no links out of the folder.
    static func file(for path: String, in folder: URL) -> URL? {
        let decoded = path.removingPercentEncoding ?? path
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

    /// The page with the reloading script before `</body>` (or at the end).
    static func withReloadScript(_ page: Data, generation: Int) -> Data {
        let script = Data(reloadScript(generation: generation).utf8)
        guard let range = page.range(of: Data("</body>".utf8), options: .backwards) else { return page + script }
        var result = page
        result.insert(contentsOf: script, at: range.lowerBound)
        return result
    }

    /// Polls the generation once a second and reloads when it is no longer the one the page was
    /// served with.
    static func reloadScript(generation: Int) -> String {
        """
        <script>/* Added by `viper-docs serve --watch`; never part of a written site. */
        (function () {
          var served = \(generation);
          setInterval(function () {
            fetch("\(SiteServer.generationPath)", { cache: "no-store" })
              .then(function (response) { return response.text(); })
              .then(function (text) { if (Number(text) !== served) { location.reload(); } })
              .catch(function () {});
          }, 1000);
        })();
        </script>

        """
    }
}
