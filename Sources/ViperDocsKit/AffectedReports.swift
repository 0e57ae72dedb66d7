import Reporting
import SourceScanner

// MARK: - Every format of `viper-docs affected`
//
// A new format: one type conforming to `Reporter`, and one line in `reporters`.

/// A `viper-docs affected --format` value.
public typealias AffectedFormat = ReportFormat<AffectedModules>

extension AffectedModules: ReportSubject {
    public static var reporters: [any Reporter<AffectedModules>.Type] {
        [
            AffectedTextReport.self,
            AffectedJSONReport.self,
            AffectedPathsReport.self,
        ]
    }
}

/// `affected --format text`: one line per module, sorted, with why: `Home (changed: Home/HomePresenter.swift)`,
/// `Search (depends on Home)`; then the changed files that touch no module.
public enum AffectedTextReport: Reporter {
    public static let identifier = "text"
    public static let summary = "one line per module, with why"

    public static func report(_ result: AffectedModules) -> String {
        let touched = Dictionary(uniqueKeysWithValues: result.touched.map { ($0.module, $0) })
        var lines = result.affected.map { module in
            "\(module.module) (\(touched[module.module].map(reasons) ?? "depends on " + module.via.joined(separator: " → ")))"
        }
        if result.changes.isEmpty {
            lines.append("no file of the app differs between \(result.base) and \(result.head ?? "the work tree")")
        } else if lines.isEmpty {
            lines.append("no module is affected")
        }
        if !result.unattributed.isEmpty {
            lines += ["", "\(count(result.unattributed.count, "changed file")) in no module and used by none: " + listed(result.unattributed)]
        }
        return lines.map { $0.isEmpty ? "\n" : TerminalText.escaped($0) + "\n" }.joined()
    }

    /// `changed: Home/HomePresenter.swift; uses ShowService: Services/ShowService.swift`.
    static func reasons(_ module: TouchedModule) -> String {
        module.why.map { why in
            switch why {
            case .added: "added"
            case .removed: "removed"
            case .configuration: "configuration changed: \(Configuration.fileName)"
            case .changed: "changed: " + listed(changedFiles(module))
            case .uses: "uses " + listed(module.uses.map { "\($0.name) in \($0.file)" })
            }
        }.joined(separator: "; ")
    }

    /// The files that touch the module themselves: not through a service or an entity, nor the configuration.
    static func changedFiles(_ module: TouchedModule) -> [String] {
        let other = Set(module.uses.map(\.file) + (module.why.contains(.configuration) ? [Configuration.fileName] : []))
        return module.files.filter { !other.contains($0) }
    }

    /// At most three names, then how many more.
    static func listed(_ names: [String]) -> String {
        names.count <= 3 ? names.joined(separator: ", ") : names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) more"
    }

    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}

/// `affected --format json`: `AffectedModules`, sorted keys (Docs/Reference.md has its shape).
public enum AffectedJSONReport: Reporter {
    public static let identifier = "json"
    public static let summary = "touched and affected modules with why, for scripts"

    public static func report(_ result: AffectedModules) throws -> String {
        try GraphReport.encode(result)
    }
}

/// `affected --format paths`: the folders of the affected modules that HEAD has, one per line, each
/// as reachable from where the command ran (`--app` before the module's folder), sorted, without repeats.
public enum AffectedPathsReport: Reporter {
    public static let identifier = "paths"
    public static let summary = "the affected modules' folders, one per line, for CI scripts"

    public static func report(_ result: AffectedModules) -> String {
        var app = result.app
        while app.count > 1 && app.hasSuffix("/") { app.removeLast() }
        let paths = Set(result.affected.filter { !$0.removed }.map { module in
            module.folder.isEmpty ? app : app == "." ? module.folder : app == "/" ? "/" + module.folder : app + "/" + module.folder
        })
        return paths.sorted().map { TerminalText.escaped($0) + "\n" }.joined()
    }
}
