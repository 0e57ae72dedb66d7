import Architecture
import Foundation
import Rules
import SourceScanner

// MARK: - Scan → model → rules

/// The result of the analysing steps, shared by `build`, `graph` and `check`.
public struct Analysis: Sendable {
    public var root: URL
    public var configuration: Configuration
    public var model: AppModel
    public var violations: [Violation]

    /// The site's title: the configured one, else the scanned folder's name.
    public var title: String { configuration.title ?? root.lastPathComponent }
}

/// Prints one line per pipeline step on stderr: `[2/6] Build model: 9 modules (0.01 s)`.
public final class Progress: @unchecked Sendable {
    private let quiet: Bool
    private let total: Int
    private var step = 0
    private var started = Date()

    public init(quiet: Bool, total: Int) {
        self.quiet = quiet
        self.total = total
    }

    /// Runs a named step, timing it; `summary` describes what it produced.
    public func run<T>(_ name: String, _ work: () async throws -> T, summary: (T) -> String) async throws -> T {
        step += 1
        started = Date()
        let value: T
        do {
            value = try await work()
        } catch let error as ViperDocsError {
            throw error
        } catch {
            throw ViperDocsError.failed(step: name, message: error.localizedDescription)
        }
        if !quiet {
            let seconds = Date().timeIntervalSince(started)
            let line = "[\(step)/\(total)] \(name): \(summary(value)) (\(String(format: "%.2f", seconds)) s)\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        return value
    }
}

/// Reads the app at `root` and checks it.
public enum Analyzer {
    /// The root as a standardised folder URL; throws when it is missing or a file.
    public static func validatedRoot(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw ViperDocsError.pathNotFound(path)
        }
        guard isDirectory.boolValue else { throw ViperDocsError.notAFolder(path) }
        return url
    }

    /// The configuration at the root (`.viper-docs.yml`), as an error of exit code 2 when it is malformed.
    public static func configuration(at root: URL) throws -> Configuration {
        do {
            return try Configuration.load(from: root)
        } catch let error as ConfigurationError {
            throw ViperDocsError.configuration(error.localizedDescription)
        }
    }

    public static func analyze(path: String, excluding excludedPaths: Set<String> = [], progress: Progress) async throws -> Analysis {
        let root = try validatedRoot(path)
        let configuration = try configuration(at: root)
        let excludes = configuration.exclude
        let scanner = SourceScanner(root: root, excludedPaths: excludedPaths, sourceRoots: configuration.sources,
                                    isExcluded: { path in excludes.contains { Glob.matches($0, path) } })
        let files = try await progress.run("Scan sources", {
            let paths = scanner.sourceFiles()
            guard !paths.isEmpty else { throw ViperDocsError.noSources(path) }
            do {
                return try await scanner.scan(paths)
            } catch {
                throw ViperDocsError.unreadable(error.localizedDescription)
            }
        }, summary: { "\($0.count) files, \($0.reduce(0) { $0 + $1.lineCount }) lines" })
        let model = try await progress.run("Build model", {
            var model = ModelBuilder(files: files, naming: configuration.roles, overrides: configuration.overrides).build()
            if let style = configuration.style {
                for index in model.modules.indices { model.modules[index].style = style }
            }
            return model
        }, summary: {
            "\($0.modules.count) modules, \($0.modules.reduce(0) { $0 + $1.components.count }) components, "
                + "\($0.modules.reduce(0) { $0 + $1.references.count }) references"
        })
        // Printed even when quiet: an override that matches nothing is a mistake in the configuration.
        for warning in model.warnings {
            FileHandle.standardError.write(Data("viper-docs: warning: \(Configuration.fileName): \(warning)\n".utf8))
        }
        let runner = RuleRunner(configuration: configuration.rules)
        let violations = try await progress.run("Check rules", { runner.run(on: model) }, summary: { violations in
            let errors = violations.filter { $0.severity == .error }.count
            let active = RuleRegistry.all.filter { configuration.rules.severity(of: $0.description) != nil }.count
            return "\(active) rules, \(errors) errors, \(violations.count - errors) other findings"
        })
        return Analysis(root: root, configuration: configuration, model: model, violations: violations)
    }
}
