import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - What is at a path, without opening it
//
// Opening a FIFO blocks until a writer comes, and reading a device may never end: every path the
// tool reads or writes is looked at with `lstat`/`stat` first, and only regular files and folders
// are opened.

/// What a path names, found with `lstat` (the link itself) or `stat` (what it leads to).
public enum FileKind: Equatable, Sendable {
    case missing
    case regular
    case directory
    case symlink
    case fifo
    case socket
    case device
    /// The path exists but cannot be looked at (a folder above it is not searchable).
    case inaccessible(String)

    /// The kind of `path` itself: a symbolic link is `.symlink`.
    public static func of(linkAt path: String) -> FileKind { kind(path, follow: false) }

    /// The kind of what `path` leads to, links followed; a dangling link is `.missing`.
    public static func of(_ path: String) -> FileKind { kind(path, follow: true) }

    private static func kind(_ path: String, follow: Bool) -> FileKind {
        var info = stat()
        let status = follow ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            return .inaccessible(String(cString: strerror(errno)).lowercased())
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        case S_IFIFO: return .fifo
        case S_IFSOCK: return .socket
        default: return .device
        }
    }

    /// What to call it in a message that says why it was not read: `a FIFO (named pipe)`.
    public var noun: String {
        switch self {
        case .missing: "missing"
        case .regular: "a file"
        case .directory: "a folder"
        case .symlink: "a symbolic link"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .device: "a device"
        case .inaccessible(let reason): "not accessible (\(reason))"
        }
    }

    /// A FIFO, a socket or a device: never opened.
    public var isSpecial: Bool { self == .fifo || self == .socket || self == .device }

    /// What reading a file within a size limit found.
    public enum LimitedRead: Equatable {
        case bytes(Data)
        /// Past the limit, by its size (then not read) or by what was read (it grew meanwhile).
        case tooLarge(size: Int)
        /// No regular file (any more), or it could not be read.
        case unreadable
    }

    /// The bytes of the regular file `path` leads to (links followed), unless it is larger than
    /// `limit`: its size is looked at first, and a file past the limit is not read (a sparse file of
    /// a terabyte could not be; one of gigabytes would take as much memory). Nothing but a regular
    /// file is opened (a FIFO would block).
    public static func read(_ path: String, limit: Int) -> LimitedRead {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .unreadable }
        if Int(info.st_size) > limit { return .tooLarge(size: Int(info.st_size)) }
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable }
        return data.count > limit ? .tooLarge(size: data.count) : .bytes(data)
    }

    /// The real path of `path` (links and `..` resolved), or nil when it leads nowhere.
    /// The longest path the system resolves (`PATH_MAX`, with its terminating NUL).
    public static let maximumPathLength = Int(PATH_MAX)

    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` is `folder` or lies under it (both real paths).
    public static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || folder == "/" || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
