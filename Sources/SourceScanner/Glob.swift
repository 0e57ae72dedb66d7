// MARK: - Paths matched by patterns

/// A small glob: `*` matches within a folder name, `**` across folders, `?` one character; a
/// pattern without wildcards matches the path itself and everything under it.
public enum Glob {
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        let pattern = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        if !pattern.contains(where: { "*?".contains($0) }) {
            return path == pattern || path.hasPrefix(pattern + "/")
        }
        return match(Array(pattern.utf8), 0, Array(path.utf8), 0) || match(Array((pattern + "/**").utf8), 0, Array(path.utf8), 0)
    }

    /// Whether the pattern matches the path itself (not only a folder above it).
    public static func matchesExactly(_ pattern: String, _ path: String) -> Bool {
        let pattern = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        return match(Array(pattern.utf8), 0, Array(path.utf8), 0)
    }

    private static func match(_ p: [UInt8], _ i: Int, _ s: [UInt8], _ j: Int) -> Bool {
        if i == p.count { return j == s.count }
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), question = UInt8(ascii: "?")
        if p[i] == star {
            let double = i + 1 < p.count && p[i + 1] == star
            var next = double ? i + 2 : i + 1
            // `**/` also matches no folder at all.
            if double, next < p.count, p[next] == slash, match(p, next + 1, s, j) { return true }
            if double && next < p.count && p[next] == slash { next += 0 }
            var k = j
            while true {
                if match(p, next, s, k) { return true }
                guard k < s.count, double || s[k] != slash else { return false }
                k += 1
            }
        }
        guard j < s.count, p[i] == question ? s[j] != slash : p[i] == s[j] else { return false }
        return match(p, i + 1, s, j + 1)
    }
}
