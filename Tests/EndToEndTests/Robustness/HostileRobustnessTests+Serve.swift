import Foundation
import XCTest

/// The hostile catalogue, `serve`: what a web page in the developer's browser, or any client, can make
/// the server do.
final class HostileServeTests: RobustnessTestCase {
    // MARK: - Hostile HTTP clients

    /// Requests whose `Host` is another name (`evil.example`, as a DNS-rebinding page sends), empty or missing: 421 and nothing of the site; `localhost`, `127.0.0.1` and `[::1]` with the port are answered.
    func testServeAnswersOnlyTheLoopbackHost() throws {
        let (_, port) = try serveSite()
        for host in ["evil.example:\(port)", "evil.example", "127.0.0.1.evil.example:\(port)", "localhost:\(port)@evil.example", ""] {
            let response = try request(port: port, "GET /index.html HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(response.hasPrefix("HTTP/1.1 421"), "Host: \(host) → \(response.prefix(80))")
            XCTAssertFalse(response.contains("<html"), host)
        }
        let bare = try request(port: port, "GET /index.html HTTP/1.0\r\n\r\n")
        XCTAssertTrue(bare.hasPrefix("HTTP/1.1 421") || bare.hasPrefix("HTTP/1.0 421"), String(bare.prefix(80)))
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST", "[::1]:\(port)"] {
            let response = try request(port: port, "GET /index.html HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            XCTAssertTrue(response.hasPrefix("HTTP/1.1 200"), "Host: \(host) → \(response.prefix(80))")
        }
    }

    /// Every response (a page, an asset, a 404, a refused host) says `nosniff`, a Content-Security-Policy without inline scripts, and `Cross-Origin-Resource-Policy: same-origin`.
    func testServeSendsRestrictiveHeaders() throws {
        let (_, port) = try serveSite()
        for (path, host) in [("/index.html", "127.0.0.1"), ("/assets/search.js", "127.0.0.1"), ("/missing.html", "127.0.0.1"), ("/", "evil.example")] {
            let response = try request(port: port, "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            let head = response.components(separatedBy: "\r\n\r\n")[0].lowercased()
            XCTAssertTrue(head.contains("x-content-type-options: nosniff"), "\(path): \(head)")
            XCTAssertTrue(head.contains("content-security-policy: default-src 'none'; script-src 'self';"), "\(path): \(head)")
            XCTAssertTrue(head.contains("cross-origin-resource-policy: same-origin"), "\(path): \(head)")
        }
    }

    /// `serve --watch` adds its reloading script as a file of its own (`/_viper-docs/reload.js`), never inline, so the policy needs no inline script.
    func testServeReloadScriptIsNotInline() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let (_, port) = try serveSite([app.path, "--output", site.path, "--watch", "--quiet"])
        let page = try request(port: port, "GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(page.contains(#"<script src="/_viper-docs/reload.js" data-generation="0"></script>"#))
        let script = try request(port: port, "GET /_viper-docs/reload.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(script.hasPrefix("HTTP/1.1 200") && script.contains("dataset.generation"), String(script.prefix(300)))
    }

    /// A file named `50%41off.png` in the site is asked for as `50%2541off.png`: the path is decoded once and the file served (404 before: decoded twice, to `50Aoff.png`).
    func testServeDecodesAPathOnce() throws {
        let (site, port) = try serveSite()
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: site.appendingPathComponent("guides/50%41off.png"))
        let response = try request(port: port, "GET /guides/50%2541off.png HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(response.hasPrefix("HTTP/1.1 200"), String(response.prefix(80)))
        let twice = try request(port: port, "GET /guides/50%41off.png HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        XCTAssertTrue(twice.hasPrefix("HTTP/1.1 404"), String(twice.prefix(80)))
    }

    /// `serve` with the open-file limit at 64 and 80 idle connections: when `accept` runs out of descriptors the listener stops, one warning says so, and once the connections close it listens again on the same port; the process never ends (it exited 2, or went on with no listener, silently).
    func testServeListensAgainAfterRunningOutOfDescriptors() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        XCTAssertEqual(try viperDocs(["build", app.path, "--output", site.path, "--quiet"]).status, 1)
        let err = Pipe()
        let (process, url) = try launchServer(URL(fileURLWithPath: "/bin/bash"),
                                              ["-c", "ulimit -n 64 && exec \"$0\" serve \"$1\" --port 0", Self.binary.path, site.path], errors: err)
        let port = try XCTUnwrap(url.port)
        let idle = (0..<80).compactMap { _ in try? connect(port: port) }
        usleep(1_500_000)
        XCTAssertTrue(process.isRunning, "serve ended")
        for socket in idle { close(socket) }
        var answered = false
        for _ in 0..<40 where !answered {
            usleep(250_000)
            answered = (try? request(port: port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"))?.hasPrefix("HTTP/1.1 200") == true
        }
        XCTAssertTrue(answered, "serve does not answer on port \(port) again")
        XCTAssertTrue(process.isRunning, "serve ended")
        process.terminate()
        process.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(stderr.components(separatedBy: "serve stopped listening").count, 2, stderr)
    }

    // MARK: Helpers

    /// Serves the example's site (built first), or `serve` with `arguments`, on a free port; the site's folder and the port.
    func serveSite(_ arguments: [String]? = nil) throws -> (site: URL, port: Int) {
        var site = URL(fileURLWithPath: "/")
        var arguments = arguments ?? []
        if arguments.isEmpty {
            let app = try exampleApp()
            site = app.deletingLastPathComponent().appendingPathComponent("site")
            XCTAssertEqual(try viperDocs(["build", app.path, "--output", site.path, "--quiet"]).status, 1)
            arguments = [site.path]
        }
        let (_, url) = try startServe(arguments + ["--port", "0"])
        return (site, try XCTUnwrap(url.port))
    }

    /// A socket connected to 127.0.0.1:`port`, with a 10 s read timeout.
    func connect(port: Int) throws -> Int32 {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Foundation.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(socket)
            throw POSIXError(.ECONNREFUSED)
        }
        return socket
    }

    /// Sends `text` as it is to 127.0.0.1:`port` and reads the answer until the server closes.
    func request(port: Int, _ text: String) throws -> String {
        let socket = try connect(port: port)
        defer { close(socket) }
        _ = text.withCString { send(socket, $0, strlen($0), 0) }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: received, as: UTF8.self)
    }
}
