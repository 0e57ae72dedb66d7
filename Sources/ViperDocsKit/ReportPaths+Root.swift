import Foundation
import Reporting

// MARK: - `--root` and `--paths absolute`

extension ReportPaths {
    /// The paths a report writes for an app scanned at `scanned`: relative to `root` when given
    /// (the repository that holds the app), absolute with `absolute`, else relative to `scanned`.
    /// A root that does not hold the scanned folder is a `ViperDocsError` (exit 2).
    public static func resolved(scanned: URL, root: String?, absolute: Bool) throws -> ReportPaths {
        let app = scanned.standardizedFileURL.resolvingSymlinksInPath().path
        if absolute { return ReportPaths(prefix: app) }
        guard let root else { return .relative }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ViperDocsError.failed(step: "--root", message: "no such folder: \(root); pass the repository root that holds the app")
        }
        let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
        if base == app { return .relative }
        let parent = base == "/" ? "/" : base + "/"
        guard app.hasPrefix(parent) else {
            throw ViperDocsError.failed(step: "--root", message:
                "\(root) does not hold the scanned folder \(app); pass the repository root above the app, or leave --root out")
        }
        return ReportPaths(prefix: String(app.dropFirst(parent.count)))
    }
}
