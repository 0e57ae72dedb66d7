// MARK: - Paths matched by patterns

/// A small glob: `*` matches within a folder name, `**` across folders, `?` one character; a
/// pattern without wildcards matches the path itself and everything under it.
///
/// Matching simulates the pattern as a small automaton over the path, one character at a time:
/// time is at most (pattern tokens × path length), memory is one flag per token, and nothing
/// recurses, so neither `**a**a**a…` nor a million `*` can make it backtrack or overflow a stack.
public enum Glob {
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        let pattern = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        if !pattern.contains(where: { "*?".contains($0) }) {
            return path == pattern || path.hasPrefix(pattern + "/")
        }
        return match(pattern, path) || match(pattern + "/**", path)
    }

    /// Whether the pattern matches the path itself (not only a folder above it).
    public static func matchesExactly(_ pattern: String, _ path: String) -> Bool {
        let pattern = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
        return match(pattern, path)
    }

    /// One step of a compiled pattern.
    enum Token: Equatable {
        case byte(UInt8)
        /// `?`: one character other than `/`.
        case one
        /// `*`: any run of characters other than `/`.
        case star
        /// `**` not followed by `/`: any run of characters.
        case any
        /// `**/`: no folder at all, or any run of characters that ends with `/`.
        case folders
    }

    /// The pattern as tokens: a run of stars is one token (`***` means what `**` means).
    static func tokens(_ pattern: String) -> [Token] {
        let p = Array(pattern.utf8)
        let star = UInt8(ascii: "*"), slash = UInt8(ascii: "/"), question = UInt8(ascii: "?")
        var tokens: [Token] = []
        var i = 0
        while i < p.count {
            if p[i] == star {
                var run = 0
                while i < p.count, p[i] == star { run += 1; i += 1 }
                if run == 1 {
                    if tokens.last != .any, tokens.last != .star { tokens.append(.star) }
                } else if run % 2 == 0, i < p.count, p[i] == slash {
                    // As the pattern is read in pairs, an even run before `/` ends in `**/`.
                    if run > 2, tokens.last != .any { tokens.append(.any) }
                    tokens.append(.folders)
                    i += 1
                } else {
                    if tokens.last == .star { tokens.removeLast() }
                    if tokens.last != .any { tokens.append(.any) }
                }
            } else {
                tokens.append(p[i] == question ? .one : .byte(p[i]))
                i += 1
            }
        }
        return tokens
    }

    static func match(_ pattern: String, _ path: String) -> Bool {
        let tokens = tokens(pattern)
        let slash = UInt8(ascii: "/")
        var states = [Bool](repeating: false, count: tokens.count + 1)
        var next = states
        states[0] = true
        close(&states, tokens)
        for c in path.utf8 {
            var alive = false
            for t in 0..<tokens.count where states[t] {
                switch tokens[t] {
                case .byte(let b): if b == c { next[t + 1] = true; alive = true }
                case .one: if c != slash { next[t + 1] = true; alive = true }
                case .star: if c != slash { next[t] = true; alive = true }
                case .any: next[t] = true; alive = true
                case .folders:
                    next[t] = true
                    if c == slash { next[t + 1] = true }
                    alive = true
                }
            }
            guard alive else { return false }
            swap(&states, &next)
            for t in next.indices { next[t] = false }
            close(&states, tokens)
        }
        return states[tokens.count]
    }

    /// Adds the states reachable without reading a character: every star and `**/` may match nothing.
    private static func close(_ states: inout [Bool], _ tokens: [Token]) {
        for t in 0..<tokens.count where states[t] {
            switch tokens[t] {
            case .star, .any, .folders: states[t + 1] = true
            default: break
            }
        }
    }
}

/// Many globs matched at once: the plain paths among them (most of a long `exclude:` list) are
/// looked up in a set, so a path costs one lookup per folder above it, not one match per pattern.
public struct GlobSet: Sendable {
    private let plain: Set<String>
    private let wildcards: [String]

    public init(_ patterns: [String]) {
        var plain: Set<String> = []
        var wildcards: [String] = []
        for pattern in Set(patterns) {
            if pattern.contains(where: { "*?".contains($0) }) {
                wildcards.append(pattern)
            } else {
                plain.insert(pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern)
            }
        }
        self.plain = plain
        self.wildcards = wildcards.sorted()
    }

    /// Whether any of the globs matches the path (`Glob.matches`).
    public func matches(_ path: String) -> Bool {
        if !plain.isEmpty {
            if plain.contains(path) { return true }
            var prefix = Substring(path)
            while let slash = prefix.lastIndex(of: "/") {
                prefix = prefix[..<slash]
                if plain.contains(String(prefix)) { return true }
            }
        }
        return wildcards.contains { Glob.matches($0, path) }
    }
}
