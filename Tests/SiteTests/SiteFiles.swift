import Foundation

/// Reading a written site back.
enum SiteFiles {
    /// Every file under `root`, hidden ones included, by relative path.
    static func tree(_ root: URL) throws -> [String: Data] {
        let root = root.standardizedFileURL.resolvingSymlinksInPath()
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            let url = root.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    static func read(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The values of every `href`, `xlink:href` and `src` attribute, entities decoded.
    static func links(in html: String) -> [String] {
        let pattern = try! Regex(#"\s(?:xlink:)?(?:href|src)="([^"]*)""#)
        return html.matches(of: pattern).compactMap { match in
            match.output[1].substring.map { String($0).replacingOccurrences(of: "&amp;", with: "&") }
        }
    }

    static func isExternal(_ link: String) -> Bool {
        guard let colon = link.firstIndex(of: ":") else { return false }
        return !link[..<colon].contains("/") && !link[..<colon].contains("#")
    }

    /// A fragment that is the dashboard's filter (`rule=…&severity=…`), which its script reads, not an `id`.
    static func isFilter(_ fragment: String) -> Bool {
        fragment.contains("=")
    }

    /// The percent-decoded path and the fragment of a relative link.
    static func split(_ link: String) -> (path: String, fragment: String?) {
        let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
        return (path, parts.count > 1 ? String(parts[1]) : nil)
    }
}
