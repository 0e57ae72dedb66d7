import Foundation

// MARK: - The theme built into the binary, written out

extension DefaultTheme {
    /// The embedded theme's files by path (relative to the theme folder, with `/`).
    public static var embedded: [String: Data] {
        var files: [String: Data] = [:]
        for (path, base64) in embeddedFiles {
            files[path] = Data(base64Encoded: base64)
        }
        return files
    }

    /// The embedded theme written out under the user's cache folder (`$XDG_CACHE_HOME`, else
    /// `~/.cache`, else the temporary folder): `viper-docs/theme-<hash of its files>/`. A folder of
    /// that name is used only when it holds exactly the embedded files (no one else's edit is ever
    /// published); otherwise the theme is written into a new folder beside it and renamed in.
    static func embeddedDirectory() -> URL? {
        let files = embedded
        let base = cacheFolder().appendingPathComponent("viper-docs")
        let folder = base.appendingPathComponent("theme-\(fingerprint(files))")
        if holdsExactly(files, folder) { return folder }
        let fileManager = FileManager.default
        let fresh = base.appendingPathComponent(".theme-\(UUID().uuidString)")
        do {
            for (path, data) in files {
                let url = fresh.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        } catch {
            try? fileManager.removeItem(at: fresh)
            return nil
        }
        if rename(fresh.path, folder.path) == 0 { return folder }
        // Another run wrote it first (then it is the same), or a stale folder is in the way: use ours.
        if holdsExactly(files, folder) {
            try? fileManager.removeItem(at: fresh)
            return folder
        }
        return fresh
    }

    private static func cacheFolder() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return URL(fileURLWithPath: xdg) }
        if let home = environment["HOME"], home.hasPrefix("/") { return URL(fileURLWithPath: home).appendingPathComponent(".cache") }
        return FileManager.default.temporaryDirectory
    }

    /// Whether `folder` holds `files` and nothing else (links not followed).
    private static func holdsExactly(_ files: [String: Data], _ folder: URL) -> Bool {
        guard let found = FileManager.default.subpaths(atPath: folder.path) else { return false }
        var regular = 0
        for path in found {
            var info = stat()
            guard lstat(folder.appendingPathComponent(path).path, &info) == 0 else { return false }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: continue
            case S_IFREG:
                guard let expected = files[path], FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) == expected else {
                    return false
                }
                regular += 1
            default: return false
            }
        }
        return regular == files.count
    }

    /// FNV-1a (64 bits) of every path and file, in hexadecimal: the folder's name.
    private static func fingerprint(_ files: [String: Data]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            for byte in Data(path.utf8) + [0] + data {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }
}
