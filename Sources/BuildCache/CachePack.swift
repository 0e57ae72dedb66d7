import Foundation

// MARK: - A pack of entries
//
// Each kind of entry (facts, SVGs) is one file, `facts.pack` and `svg.pack`, written whole at the
// end of the step that fills it: one file written per build instead of one per source file (making
// thousands of small files cost more than parsing them). A pack is
//
//     viper-docs-pack 2\n
//     <key> <sha256 of the body, hex> <length of the body> <tag>\n<body>\n     (one such record per entry)
//
// The tag is the HMAC-SHA256 of the first three fields under this machine's secret (`CacheSecret`):
// a record that another machine, another user or a hand wrote does not check out, so a cache
// committed to the repository cannot change a result. A record whose body does not match its
// SHA-256, length or tag is skipped; reading stops at the first
// record that cannot be read (a truncated pack keeps the whole records before the cut). A pack is
// written to a temporary file and renamed into place, so two builds at once each read a whole pack.

enum CachePack {
    static let magic = Data("viper-docs-pack 2\n".utf8)

    /// One record as read: its body, not yet checked against the SHA-256 and tag its header gives.
    struct Record {
        /// A slice of the pack's bytes (not copied).
        let body: Data
        let digest: Substring
        let key: Substring
        let tag: Substring

        /// Whether the body is what this machine wrote (checked where it is used, on any thread).
        var checksOut: Bool {
            CacheEntry.sha256(body) == digest && CacheSecret.tag(key: key, digest: digest, length: body.count) == tag
        }
    }

    /// The records of the pack at `url` by key, in pack order (a key written twice has two; the last
    /// that checks out counts); empty when there is none. Reading stops at the first record whose
    /// header cannot be read or whose body is cut short.
    static func read(_ url: URL) -> [String: [Record]] {
        guard let data = FileManager.default.contents(atPath: url.path), data.starts(with: magic) else { return [:] }
        var result: [String: [Record]] = [:]
        // Headers are read as bytes (one String per header and a split cost more than the rest).
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer.bindMemory(to: UInt8.self)
            var position = magic.count
            while position < bytes.count {
                guard let newline = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
                let fields = bytes[position..<newline].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: true)
                guard fields.count == 4, let length = Int(String(decoding: fields[2], as: UTF8.self)), length >= 0,
                      length < bytes.count - newline - 1, bytes[newline + 1 + length] == UInt8(ascii: "\n") else { break }
                let start = data.startIndex + newline + 1
                let key = String(decoding: fields[0], as: UTF8.self)
                result[key, default: []].append(
                    Record(body: data[start..<(start + length)], digest: Substring(String(decoding: fields[1], as: UTF8.self)),
                           key: Substring(key), tag: Substring(String(decoding: fields[3], as: UTF8.self))))
                position = newline + 1 + length + 1
            }
        }
        return result
    }

    /// The bodies of the pack at `url` that check out, by key (the last of a key written twice).
    static func bodies(of url: URL) -> [String: Data] {
        records(of: url).mapValues(\.body)
    }

    /// The last record of each key whose body checks out, with its digest.
    static func records(of url: URL) -> [String: Record] {
        read(url).compactMapValues { $0.last(where: \.checksOut) }
    }

    /// Writes `entries` as the pack at `url` (sorted by key, so the same entries give the same bytes).
    /// `texts` are entries too, their bodies the text's UTF-8 (made one at a time as they are written).
    @discardableResult
    static func write(_ entries: [String: Data], texts: [String: String] = [:], to url: URL) -> Bool {
        write(keys: Set(entries.keys).union(texts.keys), to: url) { entries[$0] ?? texts[$0].map { Data($0.utf8) } }
    }

    /// Writes the pack of `keys`, each body made by `body` as it is written (nil leaves the key out),
    /// so that only one body at a time is in memory.
    @discardableResult
    static func write(keys: Set<String>, to url: URL, body: (String) -> Data?) -> Bool {
        CacheEntry.write(to: url) { sink in
            sink.append(magic)
            for key in keys.sorted() {
                guard let body = body(key) else { continue }
                let digest = CacheEntry.sha256(body)
                sink.append(Data("\(key) \(digest) \(body.count) \(CacheSecret.tag(key: key, digest: digest, length: body.count))\n".utf8))
                sink.append(body)
                guard sink.append([UInt8(ascii: "\n")]) else { return false }
            }
            return true
        }
    }
}
