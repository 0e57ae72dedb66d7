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

extension String {
    /// `pathParts.dropLast().joined(separator: "/")`: the folder a file's path names, its parts
    /// joined. Cut at the last `/` when the path is ASCII and has no empty part (every path a scan
    /// lists), which gives the same text without making the parts.
    public var folderOfPath: String {
        var last: Int?
        var previous: UInt8 = UInt8(ascii: "/")
        var clean = true
        var offset = 0
        for byte in utf8 {
            if byte >= 0x80 || byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { clean = false; break }
            if byte == UInt8(ascii: "/") { last = offset }
            previous = byte
            offset += 1
        }
        guard clean, previous != UInt8(ascii: "/") else { return pathParts.dropLast().joined(separator: "/") }
        guard let last else { return "" }
        return String(self[..<utf8.index(utf8.startIndex, offsetBy: last)])
    }

    /// The folder two folders (`folderOfPath`s) share: their longest run of equal leading parts,
    /// joined. On the bytes when both are ASCII: the common prefix, cut back to a part's end.
    public func sharedFolder(with other: String) -> String {
        guard utf8.allSatisfy({ $0 < 0x80 }) && other.utf8.allSatisfy({ $0 < 0x80 }) else {
            let a = pathParts, b = other.pathParts
            return a.prefix(zip(a, b).prefix { $0 == $1 }.count).joined(separator: "/")
        }
        let a = Array(utf8), b = Array(other.utf8)
        var n = 0
        while n < a.count && n < b.count && a[n] == b[n] { n += 1 }
        // One is a whole leading run of the other's parts.
        if n == a.count && (n == b.count || b[n] == UInt8(ascii: "/")) { return self }
        if n == b.count && a[n] == UInt8(ascii: "/") { return other }
        guard let cut = a[..<n].lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(decoding: a[..<cut], as: UTF8.self)
    }
}
