import Foundation
import SourceScanner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - The cache folder
//
// `.viper-docs-cache/` at the root of the scanned app (hidden, so scans never read it). It holds
// a `CACHEDIR.TAG` (backup tools skip the folder; `viper-docs clean` removes only a folder that
// has it) and a `.gitignore` that ignores everything, so nobody commits it by mistake.

/// Why the cache cannot be used or removed.
public enum CacheError: Error, LocalizedError, Equatable, Sendable {
    /// Something that is not a cache viper-docs made is where the cache goes.
    case notACache(path: String)
    /// The folder cannot be made or written.
    case unwritable(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case let .notACache(path):
            "\(path) is not a cache viper-docs made (it has no CACHEDIR.TAG), so it is left alone; move it away to let viper-docs cache there"
        case let .unwritable(path, reason):
            "cannot write the cache \(path) (\(reason)); make the folder writable"
        }
    }
}

/// The folder of one app's cache, made on first use.
public struct CacheFolder: Sendable {
    /// The cache's name at the root of the scanned folder.
    public static let name = ".viper-docs-cache"
    static let tagFile = "CACHEDIR.TAG"
    /// The cache directory tag (https://bford.info/cachedir/): its first line is the standard signature.
    static let tag = """
        Signature: 8a477f597d28d172789f06886806bc55
        # This file is a cache directory tag created by viper-docs.
        # Remove the whole folder with `viper-docs clean`; it is rebuilt on the next build.
        # For information about cache directory tags, see https://bford.info/cachedir/

        """

    public let url: URL

    /// The cache folder of the app at `root`.
    public static func url(forRoot root: URL) -> URL {
        root.standardizedFileURL.appendingPathComponent(name)
    }

    /// The cache of the app at `root`, made when missing.
    public static func open(root: URL) throws -> CacheFolder {
        let url = url(forRoot: root)
        let fileManager = FileManager.default
        switch FileKind.of(linkAt: url.path) {
        case .missing:
            // Made beside its final place and renamed: a second build at the same time finds either
            // nothing or a finished folder.
            let temporary = root.standardizedFileURL.appendingPathComponent(".\(name).new-\(UUID().uuidString)")
            do {
                try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false)
                try Data(tag.utf8).write(to: temporary.appendingPathComponent(tagFile))
                try Data("# Written by viper-docs: nothing here belongs in version control.\n*\n".utf8)
                    .write(to: temporary.appendingPathComponent(".gitignore"))
            } catch {
                try? fileManager.removeItem(at: temporary)
                throw CacheError.unwritable(path: url.path, reason: CacheEntry.reason(error))
            }
            if rename(temporary.path, url.path) != 0 {
                let code = errno
                try? fileManager.removeItem(at: temporary)
                // Another build made it first.
                guard isCache(url) else { throw CacheError.unwritable(path: url.path, reason: String(cString: strerror(code))) }
            }
        case .directory:
            guard isCache(url) else { throw CacheError.notACache(path: url.path) }
        default:
            throw CacheError.notACache(path: url.path)
        }
        if access(url.path, W_OK) != 0 {
            throw CacheError.unwritable(path: url.path, reason: "the folder is not writable")
        }
        return CacheFolder(url: url)
    }

    /// Removes the cache of the app at `root`; false when there was none. Refuses a folder without
    /// the tag: viper-docs never deletes a folder it did not create.
    @discardableResult
    public static func remove(root: URL) throws -> Bool {
        let url = url(forRoot: root)
        switch FileKind.of(linkAt: url.path) {
        case .missing:
            return false
        case .directory where isCache(url):
            // Renamed aside first, so a build never sees half a cache; then removed.
            let aside = root.standardizedFileURL.appendingPathComponent(".\(name).old-\(UUID().uuidString)")
            guard rename(url.path, aside.path) == 0 else {
                throw CacheError.unwritable(path: url.path, reason: String(cString: strerror(errno)))
            }
            do {
                try FileManager.default.removeItem(at: aside)
            } catch {
                throw CacheError.unwritable(path: aside.path, reason: CacheEntry.reason(error))
            }
            return true
        default:
            throw CacheError.notACache(path: url.path)
        }
    }

    /// Whether `url` is a folder with viper-docs' cache tag.
    static func isCache(_ url: URL) -> Bool {
        let tagURL = url.appendingPathComponent(tagFile)
        guard FileKind.of(linkAt: tagURL.path) == .regular, let data = FileManager.default.contents(atPath: tagURL.path) else {
            return false
        }
        return String(decoding: data.prefix(80), as: UTF8.self).hasPrefix("Signature: 8a477f597d28d172789f06886806bc55")
    }
}
