import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - The machine's secret that signs the cache
//
// `.viper-docs-cache/` lives in the app's folder, where a pull request can commit one of its own
// (a `facts.pack` whose entries hide findings). So every record of every pack carries an HMAC-SHA256
// of its key, digest and length under a secret of this machine's user, kept outside any repository:
// `$XDG_CACHE_HOME/viper-docs/cache-key` (else `~/.cache/viper-docs/cache-key`), 32 random bytes made
// on first use, readable by the user alone. A record without a valid tag is not trusted: it is read as
// missing, and the build does the work again. A cache made on another machine, by another user, or
// written by hand is therefore ignored as a whole (Docs/Security.md).
//
// When no key can be kept (no home folder, a read-only one), each run gets a key of its own: the
// cache then speeds nothing up, and still changes nothing.

enum CacheSecret {
    /// The key's bytes, loaded (or made) once per process.
    static let key: Data = load()

    /// The tag of one record: `key`, `digest` and `length` as the pack's header writes them.
    static func tag(key name: some StringProtocol, digest: some StringProtocol, length: Int) -> String {
        let message = Data("\(name) \(digest) \(length)".utf8)
        return CacheEntry.hex(HMAC<SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key)))
    }

    /// Where the key is kept, or nil when there is no home to keep it in.
    static var keyFile: URL? {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("viper-docs/cache-key")
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/viper-docs/cache-key")
    }

    private static func load() -> Data {
        guard let file = keyFile else { return random() }
        if let key = read(file) { return key }
        // Made aside and linked into place: of two runs that make it at once, both use the one linked first.
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let fresh = random()
        let temporary = folder.appendingPathComponent(".cache-key-\(UUID().uuidString)")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return fresh }
        let written = fresh.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        defer { unlink(temporary.path) }
        guard written == fresh.count, link(temporary.path, file.path) == 0 || errno == EEXIST else { return fresh }
        return read(file) ?? fresh
    }

    /// The key in `file`: a regular file of the user's own (not a link), of 32 bytes, that no one else may write.
    private static func read(_ file: URL) -> Data? {
        var info = stat()
        guard lstat(file.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_uid == getuid(),
              info.st_mode & 0o022 == 0, info.st_size == 32,
              let data = FileManager.default.contents(atPath: file.path), data.count == 32 else { return nil }
        return data
    }

    /// 32 random bytes.
    private static func random() -> Data {
        SymmetricKey(size: .bits256).withUnsafeBytes { Data($0) }
    }
}
