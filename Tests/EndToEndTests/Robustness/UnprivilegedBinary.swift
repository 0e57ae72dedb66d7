import Foundation
import XCTest

/// The binary as `nobody` can run it, for the tests that run as that user (`unprivileged: true`).
///
/// A clone in a folder only its owner may enter (`/root`, mode 0700) holds a binary `nobody` cannot
/// reach: Foundation then stops the process in `Bundle.main` before viper-docs says anything. So the
/// binary, its theme and any shared library `nobody` cannot read are copied once into a temporary
/// folder open to everyone (the binary's run path has `$ORIGIN`, so libraries beside it are found);
/// when even that cannot be reached, the test skips and says why.
enum UnprivilegedBinary {
    static let user = "65534"
    private static let lock = NSLock()
    nonisolated(unsafe) private static var prepared: [String: Result<URL, XCTSkip>] = [:]
    /// The folders to remove when the test process ends.
    nonisolated(unsafe) private static var copies: [String] = []

    static func url(for binary: URL) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let known = prepared[binary.path] { return try known.get() }
        let result: Result<URL, XCTSkip>
        do {
            result = .success(try prepare(binary))
        } catch let skip as XCTSkip {
            result = .failure(skip)
        } catch {
            result = .failure(XCTSkip("cannot copy viper-docs where user \(user) can run it: \(error)"))
        }
        prepared[binary.path] = result
        return try result.get()
    }

    private static func prepare(_ binary: URL) throws -> URL {
        let theme = binary.deletingLastPathComponent().appendingPathComponent("viper-docs_DefaultTheme.resources")
        let hasTheme = FileManager.default.fileExists(atPath: theme.path)
        let libraries = sharedLibraries(of: binary)
        let unreachable = try unreachableAsNobody([binary.path] + (hasTheme ? [theme.path] : []) + libraries)
        if unreachable.isEmpty { return binary }

        let fileManager = FileManager.default
        let folder = fileManager.temporaryDirectory.appendingPathComponent("viper-docs-as-nobody-\(UUID().uuidString)")
        try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
        if copies.isEmpty {
            atexit {
                for folder in UnprivilegedBinary.copies { try? FileManager.default.removeItem(atPath: folder) }
            }
        }
        copies.append(folder.path)
        let copied = folder.appendingPathComponent("viper-docs")
        try fileManager.copyItem(at: binary, to: copied)
        if hasTheme { try fileManager.copyItem(at: theme, to: folder.appendingPathComponent(theme.lastPathComponent)) }
        for library in libraries where unreachable.contains(library) {
            let url = URL(fileURLWithPath: library)
            try fileManager.copyItem(at: url.resolvingSymlinksInPath(), to: folder.appendingPathComponent(url.lastPathComponent))
        }
        for path in [folder.path] + (fileManager.subpaths(atPath: folder.path) ?? []).map({ folder.appendingPathComponent($0).path }) {
            var isFolder: ObjCBool = false
            _ = fileManager.fileExists(atPath: path, isDirectory: &isFolder)
            let executable = isFolder.boolValue || path == copied.path
            try fileManager.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: path)
        }
        let stillUnreachable = try unreachableAsNobody([copied.path])
        guard stillUnreachable.isEmpty else {
            throw XCTSkip("user \(user) can reach neither \(binary.path) nor its copy in \(folder.path) (a parent folder is closed to others): "
                          + "move the clone, or TMPDIR, to a folder everyone may enter")
        }
        return copied
    }

    /// The shared libraries the binary loads, by `ldd` (none where there is no `ldd`).
    private static func sharedLibraries(of binary: URL) -> [String] {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ldd"),
              let run = try? runProcess(URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path], timeout: 60), run.status == 0 else { return [] }
        return String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let arrow = line.range(of: "=> /") else { return nil }
            let rest = line[line.index(before: arrow.upperBound)...]
            return rest.split(separator: " ").first.map(String.init)
        }
    }

    /// Those of `paths` that user 65534 cannot read, asked as that user.
    static func unreachableAsNobody(_ paths: [String]) throws -> [String] {
        let run = try runProcess(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                 ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", "/bin/sh", "-c",
                                  "for f in \"$@\"; do [ -r \"$f\" ] || echo \"$f\"; done", "sh"] + paths, timeout: 60)
        guard run.status == 0 else {
            throw XCTSkip("cannot run a shell as user \(user) with setpriv: \(String(decoding: run.stderr, as: UTF8.self))")
        }
        return String(decoding: run.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
