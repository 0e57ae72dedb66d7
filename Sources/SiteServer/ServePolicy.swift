import Foundation

// MARK: - What `serve` answers, and the headers it answers with

/// `serve` runs on a developer's machine, beside a browser that visits any web page. It listens on
/// 127.0.0.1 only, and:
///
/// - answers only requests addressed to the loopback host (`Host: localhost`, `127.0.0.1` or `[::1]`,
///   any port), and 421 to any other: a page on another origin that makes its own name resolve to
///   127.0.0.1 (DNS rebinding) sends its own name as `Host`, and so cannot read the app's sources;
/// - sends with every response `X-Content-Type-Options: nosniff` (a file is only ever the type its
///   extension says), a Content-Security-Policy that allows the site's own scripts, styles and
///   images and nothing else (no inline script, no plugin, no form, no framing), and
///   `Cross-Origin-Resource-Policy: same-origin`, so another origin cannot load a page or the
///   search index as a script or an image either.
public enum ServePolicy {
    /// The headers every response carries.
    public static let headers: [(String, String)] = [
        ("X-Content-Type-Options", "nosniff"),
        ("Content-Security-Policy", contentSecurityPolicy),
        ("Cross-Origin-Resource-Policy", "same-origin"),
        ("Referrer-Policy", "no-referrer"),
        ("X-Frame-Options", "DENY"),
    ]

    /// The site's scripts and styles are files of its own (`assets/`); diagrams' inline SVG carries
    /// `style` attributes, hence `'unsafe-inline'` for styles only.
    public static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        + "img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// Whether a request's `Host` header names the loopback host (with or without a port).
    public static func allowsHost(_ host: String?) -> Bool {
        guard let host = host?.lowercased(), !host.isEmpty else { return false }
        let name: Substring
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            name = host[...close]
            let rest = host[host.index(after: close)...]
            guard rest.isEmpty || isPort(rest) else { return false }
        } else {
            let parts = host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            name = parts[0]
            guard parts.count == 1 || isPort(":" + parts[1]) else { return false }
        }
        return ["localhost", "127.0.0.1", "[::1]"].contains(String(name))
    }

    /// `:` and 1 to 5 digits.
    private static func isPort(_ text: some StringProtocol) -> Bool {
        text.hasPrefix(":") && (2...6).contains(text.count) && text.dropFirst().allSatisfy(\.isASCII) && text.dropFirst().allSatisfy(\.isNumber)
    }
}
