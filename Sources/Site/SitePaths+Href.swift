// MARK: - Links between pages, on bytes
//
// A site links every page to many others, and a rebuild computes every link of every page to tell
// whether the page changed: a few million links at 5,000 modules. Paths are almost always plain (no
// empty component, nothing to percent-encode), and for those the link is made from the bytes of the
// two paths, without splitting them into arrays of strings.

extension SitePaths {
    /// `href(from:to:)` when both paths are plain: no empty component, and the part of the target
    /// that the link repeats needs no percent-encoding; nil otherwise.
    static func plainHref(from page: String, to target: String) -> String? {
        var page = page, target = target
        return page.withUTF8 { page in
            target.withUTF8 { target in plainHref(page, target) }
        }
    }

    private static func plainHref(_ page: UnsafeBufferPointer<UInt8>, _ target: UnsafeBufferPointer<UInt8>) -> String? {
        let slash = UInt8(ascii: "/")
        let hash = target.firstIndex(of: UInt8(ascii: "#")) ?? target.count
        let path = UnsafeBufferPointer(rebasing: target[..<hash])
        guard isPlain(page), isPlain(path) else { return nil }
        if hash < target.count, path.elementsEqual(page) {
            return String(decoding: target[hash...], as: UTF8.self)
        }
        // The folders both paths start with, a component at a time: they are the same bytes, so one
        // offset walks both.
        let pageFolders = page.lastIndex(of: slash) ?? 0
        let pathFolders = path.lastIndex(of: slash) ?? 0
        var offset = 0
        while offset < pageFolders, offset < pathFolders {
            let pageEnd = page[offset..<pageFolders].firstIndex(of: slash) ?? pageFolders
            let pathEnd = path[offset..<pathFolders].firstIndex(of: slash) ?? pathFolders
            guard pageEnd == pathEnd, page[offset..<pageEnd].elementsEqual(path[offset..<pathEnd]) else { break }
            offset = pageEnd + 1
        }
        // The page's folders after them are left with `../`; the target's rest is repeated.
        let ups = offset < pageFolders ? 1 + page[offset..<pageFolders].reduce(0) { $0 + ($1 == slash ? 1 : 0) } : 0
        guard path[offset...].allSatisfy({ $0 == slash || ($0 < 0x80 && pathAllowedASCII[Int($0)]) }) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(3 * ups + target.count - offset)
        for _ in 0..<ups { bytes.append(contentsOf: [UInt8(ascii: "."), UInt8(ascii: "."), slash]) }
        bytes.append(contentsOf: target[offset...])
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A path without empty components: not empty, no `/` first or last, no `//`.
    private static func isPlain(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/")
        guard let first = path.first, let last = path.last, first != slash, last != slash else { return false }
        var previous: UInt8 = 0
        for byte in path {
            if byte == slash && previous == slash { return false }
            previous = byte
        }
        return true
    }
}
