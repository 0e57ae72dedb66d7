import Architecture
import Foundation
import Reporting
import Rules
import SourceScanner

// MARK: - Baseline files and the lines findings point at
//
// The matching is pure and lives in `Reporting` (`Baseline`); this file reads and writes the
// baseline file and reads the offending lines from the scanned sources.

/// The text of the line each finding points at, read from `root` + the finding's file.
public enum SourceLines {
    /// A line per finding; a file that cannot be read, or a line past its end, gives no entry (the
    /// baseline then compares an empty line).
    public static func read(_ violations: [Violation], root: URL) -> [Violation: String] {
        let byFile = Dictionary(grouping: violations, by: \.location.file)
        let paths = Array(byFile.keys)
        // Each file read once, on every core.
        let found = Parallel.map(paths.count) { i -> [(Violation, String)] in
            let text = (try? Data(contentsOf: root.appendingPathComponent(paths[i]))).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let lines = Self.lines(of: text)
            return byFile[paths[i]]!.compactMap { violation in
                let index = violation.location.line - 1
                return lines.indices.contains(index) ? (violation, String(lines[index])) : nil
            }
        }
        return Dictionary(found.joined().map { $0 }, uniquingKeysWith: { first, _ in first })
    }

    /// `text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)`: lines end at LF, CR
    /// and CR LF (one Character), as SwiftSyntax counts lines, and at VT, FF and the Unicode line
    /// separators. Byte by byte for ASCII text (Characters cost more than reading the file did).
    static func lines(of text: String) -> [Substring] {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) }
        var lines: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte >= 0x0A && byte <= 0x0D else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(text[start..<index])
            index = utf8.index(after: index)
            if byte == 0x0D, index < utf8.endIndex, utf8[index] == 0x0A { index = utf8.index(after: index) }
            start = index
        }
        lines.append(text[start...])
        return lines
    }
}

/// Reads and writes `check --baseline` / `--write-baseline` files.
public enum BaselineFile {
    /// The largest baseline file read at all (not configurable).
    public static let maximumSize = 64 << 20

    /// The baseline at `path`; a missing or malformed file is a `ViperDocsError` naming it.
    public static func read(_ path: String) throws -> Baseline {
        let url = URL(fileURLWithPath: path)
        switch FileKind.of(url.path) {
        case .regular:
            break
        case .missing:
            throw ViperDocsError.failed(step: "baseline", message:
                "no baseline file at \(path); write one with 'viper-docs check --write-baseline \(path)'")
        case let kind:
            // Never opened: a FIFO would block, a device might never end.
            throw ViperDocsError.failed(step: "baseline", message:
                "\(path) is \(kind.noun), not a baseline file; pass the file that 'viper-docs check --write-baseline' wrote")
        }
        // Never read past the cap: a baseline holds a few hundred bytes per finding, so 64 MB is far
        // beyond any real one, and a larger file would only cost memory and time to reject.
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        if size > maximumSize {
            throw ViperDocsError.failed(step: "baseline", message:
                "\(path) is \(Limits.describe(bytes: size)), larger than a baseline may be (\(Limits.describe(bytes: maximumSize))); write a new one with 'viper-docs check --write-baseline \(path)'")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ViperDocsError.failed(step: "baseline", message: "cannot read \(path): \(oneLine(error)); check its permissions")
        }
        do {
            return try Baseline.decode(data)
        } catch {
            throw ViperDocsError.failed(step: "baseline", message:
                "\(path) is not a viper-docs baseline: \(error); write a new one with 'viper-docs check --write-baseline \(path)'")
        }
    }

    /// Writes `baseline` to `path` (atomically); an unwritable path is a `ViperDocsError`.
    public static func write(_ baseline: Baseline, to path: String) throws {
        let text: String
        do {
            text = try baseline.encoded()
        } catch {
            throw ViperDocsError.failed(step: "baseline", message: "cannot encode the baseline: \(oneLine(error))")
        }
        try ReportFile.write(text, to: path, what: "the baseline", option: "--write-baseline")
    }
}

/// Writes a report or a baseline to a file.
enum ReportFile {
    /// Refuses a path that no report could be written to (a device, a FIFO, a folder): checked
    /// before the scan, so that a mistyped option costs no analysis.
    static func checkWritable(_ path: String, what: String, option: String) throws {
        let kind = FileKind.of(URL(fileURLWithPath: path).path)
        if kind != .missing && kind != .regular {
            // Written atomically, the report would replace the device or FIFO itself.
            throw ViperDocsError.failed(step: "check", message:
                "cannot write \(what) to \(path): it is \(kind.noun); choose a regular file with \(option)")
        }
    }

    static func write(_ text: String, to path: String, what: String, option: String) throws {
        let url = URL(fileURLWithPath: path)
        try checkWritable(path, what: what, option: option)
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw ViperDocsError.failed(step: "check", message:
                "cannot write \(what) to \(path): \(reason(writing: url, error)); choose a writable path with \(option)")
        }
    }

    /// Why a write failed, in words a user can act on (Foundation's are generic on Linux).
    private static func reason(writing url: URL, _ error: Error) -> String {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a folder"
        }
        let folder = url.deletingLastPathComponent()
        if !files.fileExists(atPath: folder.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            return "the folder \(folder.path) does not exist"
        }
        if access(folder.path, W_OK) != 0 { return "\(folder.path) is not writable" }
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            let code = Int32(underlying.code)
            // A folder of a pseudo file system (`/proc`) answers ENOENT to a new file.
            if [EACCES, EPERM, EROFS, ENOENT].contains(code) { return "\(folder.path) is not writable" }
            return String(cString: strerror(code)).lowercased()
        }
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain,
           [NSFileNoSuchFileError, NSFileWriteNoPermissionError, NSFileWriteVolumeReadOnlyError, NSFileWriteUnknownError].contains(nsError.code) {
            return "\(folder.path) is not writable"
        }
        return oneLine(error)
    }
}

/// An error's description on one line (Foundation's sometimes spans several).
func oneLine(_ error: Error) -> String {
    var text = error.localizedDescription.split(whereSeparator: \.isNewline).joined(separator: " ")
    // It goes inside a sentence: no period of its own (it printed "… doesn't exist.; …").
    while text.hasSuffix(".") { text.removeLast() }
    return text
}
