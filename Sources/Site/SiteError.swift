import Foundation

/// Why the site could not be written. Each message says what went wrong, where, and what to do.
public enum SiteError: Error, LocalizedError, Equatable {
    /// The output folder exists, is not empty and was not written by viper-docs.
    case notASite(path: String)
    /// A file or folder could not be created, moved or removed.
    case unwritable(path: String, reason: String)
    /// The theme folder is missing, lacks a template or asset, or a template does not parse.
    case theme(path: String, reason: String)
    /// The base URL is no absolute `http(s)` URL.
    case invalidBaseURL(String)
    /// Another build, still running, holds the output's lock.
    case locked(output: String, pid: Int32, lock: String)
    /// The lock file is not one viper-docs wrote.
    case badLock(path: String)
    /// A signal came while writing.
    case interrupted
    /// A scanned file could not be read again for its source page.
    case unreadableSource(path: String)
    /// A rebuild that keeps the previous site's pages (`SiteWriter.begin(…keepingPages:)`) found one
    /// of them missing or changed; the caller builds the site in full instead.
    case keptPageMissing(path: String)

    public var errorDescription: String? {
        switch self {
        case .notASite(let path):
            "\(path) is not empty and is not a site viper-docs wrote (it has no \(SiteWriter.markerFileName) file that viper-docs wrote); "
                + "choose a new or empty output folder, or remove that one yourself"
        case .unwritable(let path, let reason):
            "cannot write \(path): \(Self.clause(reason)); check that the folder exists and that you may write to it"
        case .theme(let path, let reason):
            "theme problem at \(path): \(Self.clause(reason)); fix the theme or use the default theme"
        case .invalidBaseURL(let url):
            "\(url) is no base URL; give the site's absolute address, such as https://example.com/docs/"
        case .locked(let output, let pid, let lock):
            "another viper-docs build (pid \(pid)) is writing \(output); wait for it to finish, or delete \(lock) if no build is running"
        case .badLock(let path):
            "\(path) is not a lock file viper-docs wrote; delete it if no build is running"
        case .interrupted:
            "interrupted; the unfinished site was removed and the previous one left as it was"
        case .unreadableSource(let path):
            "cannot read \(path) again to write its source page; check its permissions"
        case .keptPageMissing(let path):
            "the previous site's \(path) is missing or was changed: the whole site is written again"
        }
    }

    /// `reason` as a clause inside a sentence: no trailing period, first letter lower-case.
    static func clause(_ reason: String) -> String {
        var text = reason.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        while text.hasSuffix(".") { text.removeLast() }
        guard let first = text.first, !text.dropFirst().prefix(1).allSatisfy(\.isUppercase) else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// Why a file could not be created in a folder, as a user reads it: a missing folder inside a
    /// pseudo file system (`/proc`) says `ENOENT`, which is not the truth that matters.
    public static func writeReason(errno code: Int32) -> String {
        switch code {
        case EACCES, EPERM, EROFS, ENOENT: "the folder is not writable"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
