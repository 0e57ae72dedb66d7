import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - A folder's entries with their kinds, as `readdir` gives them
//
// The walk needs the kind of every entry. `readdir` says it for nearly all of them (`d_type`), so
// only the rest are looked at with `lstat`: one `lstat` per entry was most of the walk's time.

/// One entry of a folder: its name, and its kind when `readdir` says it for sure.
public struct FolderEntry: Sendable {
    public var name: String
    /// Nil when it must be looked at (`FileKind.of(linkAt:)`): the file system did not say, the name
    /// is not UTF-8 (it is looked up under its decoded name, as before), or the folder cannot be
    /// entered (its entries then cannot be looked at, which the walk reports).
    public var kind: FileKind?
}

public enum FolderEntries {
    /// The entries of the folder at `path`, but `.` and `..`, in no order; nil when it cannot be read.
    public static func read(_ path: String) -> [FolderEntry]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        // Entries of a folder that can be listed but not entered cannot be looked at: leave them to `lstat`.
        let searchable = access(path, X_OK) == 0
        var entries: [FolderEntry] = []
        while let entry = readdir(directory) {
            let (name, exact) = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> (String, Bool) in
                let bytes = UnsafeRawBufferPointer(rebasing: raw[..<(raw.firstIndex(of: 0) ?? raw.count)])
                let name = String(decoding: bytes, as: UTF8.self)
                return (name, name.utf8.elementsEqual(bytes))
            }
            if name == "." || name == ".." { continue }
            let known = searchable && exact ? kind(ofType: entry.pointee.d_type) : nil
            entries.append(FolderEntry(name: name, kind: known))
        }
        return entries
    }

    /// The path of the entry `name` of the folder at `folder`.
    public static func path(of name: String, in folder: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }

    /// `d_type` as a kind; nil for `DT_UNKNOWN` (some file systems never say).
    private static func kind(ofType type: UInt8) -> FileKind? {
        switch Int32(type) {
        case Int32(DT_REG): .regular
        case Int32(DT_DIR): .directory
        case Int32(DT_LNK): .symlink
        case Int32(DT_FIFO): .fifo
        case Int32(DT_SOCK): .socket
        case Int32(DT_CHR), Int32(DT_BLK): .device
        default: nil
        }
    }
}

/// Reads folders ahead of the walk: once a folder's entries are read, its subfolders' are read on
/// another core while the walk goes through the folders before them (a `readdir` of each folder
/// was most of the walk's time, on one core). Used by the walk's thread only; the folders it never
/// goes into (excluded ones) were read for nothing, one `readdir` each.
final class FolderReadAhead {
    /// By the path's bytes: two folders whose names differ only in Unicode normalisation (`Café` in
    /// NFC and NFD) are equal as Swift strings, and one would have been given the other's entries.
    private var pending: [[UInt8]: Parallel.Pending<[FolderEntry]?>] = [:]

    /// `FolderEntries.read(path)`, read ahead when it could be; starts reading its subfolders.
    func entries(_ path: String) -> [FolderEntry]? {
        let entries = if let started = pending.removeValue(forKey: Array(path.utf8)) { started.wait() } else { FolderEntries.read(path) }
        for entry in entries ?? [] where entry.kind == .directory && !SourceScanner.passesOver(entry.name) {
            let child = FolderEntries.path(of: entry.name, in: path)
            guard child.utf8.count < FileKind.maximumPathLength else { continue }
            pending[Array(child.utf8)] = Parallel.start { FolderEntries.read(child) }
        }
        return entries
    }
}
