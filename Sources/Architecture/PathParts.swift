// MARK: - A path's parts, without reading it Character by Character

extension String {
    /// `split(separator: "/")`: a path's folders and its name, empty parts left out. Split on the
    /// bytes when the path is ASCII, which gives the same parts (only past ASCII may one Character
    /// hold a `/` with a mark after it). Splitting by Characters was a third of forming the modules.
    public var pathParts: [Substring] {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return split(separator: "/") }
        return utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }
}
