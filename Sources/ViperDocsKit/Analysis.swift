import Architecture
import BuildCache
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
    /// The SHA-256 of the model as the passes left it, in `ModelCodec`'s form, when the run has a
    /// cache (the site view takes it, `SiteContent.modelDigest`).
    public var modelDigest: String?
    /// The build cache this run reads and fills, if any (`.viper-docs-cache`, see Docs/Cache.md).
    public var cache: BuildCache?

    /// The site's title: the configured one, else the scanned folder's name.
    public var title: String { configuration.title ?? root.lastPathComponent }
}

/// Prints one line per pipeline step on stderr: `[2/6] Build model: 9 modules (0.01 s)`.
public final class Progress: @unchecked Sendable {
    private let quiet: Bool
    private let showsWarnings: Bool
    private let total: Int
    private var step = 0
    private var started = Date()
    /// Every warning so far, printed or not (a build records them for the next one, `BuildRecord`).
    public private(set) var warnings: [RecordedWarning] = []

    /// - Parameter warnings: whether `warn` writes; by default, when not `quiet`.
    public init(quiet: Bool, total: Int, warnings: Bool? = nil) {
        self.quiet = quiet
        self.showsWarnings = warnings ?? !quiet
        self.total = total
    }

    /// A warning line on stderr (not with `--quiet`): `viper-docs: warning: …`.
    public func warn(_ message: String) {
        warnings.append(RecordedWarning(text: message, always: false))
        guard showsWarnings else { return }
        TerminalText.writeLine("viper-docs: warning: \(message)")
    }

    /// A warning line on stderr, even with `--quiet`: a mistake in the configuration.
    public func warnAlways(_ message: String) {
        warnings.append(RecordedWarning(text: message, always: true))
        TerminalText.writeLine("viper-docs: warning: \(message)")
    }

    /// A line on stderr, unless quiet.
    public func say(_ line: String) {
        guard !quiet else { return }
        TerminalText.writeLine(line)
    }

    /// Counts the last `steps` steps again: they are run once more (a rebuild that could not keep
    /// the previous site's pages writes the whole site).
    public func back(_ steps: Int) {
        step = max(0, step - steps)
    }

    /// Runs a named step, timing it; `summary` describes what it produced.
    public func run<T>(_ name: String, _ work: () async throws -> T, summary: (T) -> String) async throws -> T {
        step += 1
        started = Date()
        let timing = StageTimings.start()
        defer { StageTimings.end(name, since: timing) }
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
            TerminalText.writeLine("[\(step)/\(total)] \(name): \(summary(value)) (\(String(format: "%.2f", seconds)) s)")
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
        guard isDirectory.boolValue else {
            let kind = FileKind.of(url.path)
            if kind == .regular { throw ViperDocsError.notAFolder(path) }
            throw ViperDocsError.failed(step: "Path", message: "\(path) is \(kind.noun), not a folder; pass the root of your app")
        }
        return url
    }

    /// The configuration at the root (`.viper-docs.yml`), as an error of exit code 2 when it is malformed.
    public static func configuration(at root: URL) throws -> Configuration {
        try configurationWithSource(at: root).configuration
    }

    /// The configuration at the root and the bytes it was read from (the model cache's key has them).
    static func configurationWithSource(at root: URL) throws -> (configuration: Configuration, source: Data) {
        do {
            return try Configuration.loadWithSource(from: root)
        } catch let error as ConfigurationError {
            throw ViperDocsError.configuration(error.localizedDescription)
        }
    }

    /// What a run reads before it scans: the root, its configuration, and the files to scan.
    public struct Listed: Sendable {
        public var root: URL
        public var configuration: Configuration
        /// The bytes of `.viper-docs.yml` (none without one).
        var configurationSource: Data
        var scanner: SourceScanner
        public var listing: SourceListing
        var layout: ProjectLayout
    }

    /// The app at `path` and what of it a scan reads (`excludedPaths`: the site's output folder).
    public static func list(path: String, excluding excludedPaths: Set<String> = []) throws -> Listed {
        let root = try validatedRoot(path)
        let (configuration, source) = try configurationWithSource(at: root)
        let excludes = GlobSet(configuration.exclude)
        try checkContainment(of: configuration, root: root)
        var scanner = SourceScanner(root: root, excludedPaths: excludedPaths, sourceRoots: configuration.sources,
                                    included: configuration.include, allowsOutsideRoot: configuration.allowOutsideRoot,
                                    isExcluded: { path in excludes.matches(path) })
        scanner.limits = configuration.limits
        var listing = scanner.listing()
        let layout = ProjectLayout.read(root: scanner.root, files: listing.files + listing.projectFiles)
        listing = listing.excluding(folders: layout.testTargetFolders, reason: ExclusionReason.testTarget, included: configuration.include)
        guard !listing.files.isEmpty else { throw ViperDocsError.noSources(path) }
        return Listed(root: root, configuration: configuration, configurationSource: source, scanner: scanner, listing: listing, layout: layout)
    }

    /// - Parameters:
    ///   - cache: whether to read and fill the app's build cache (`--no-cache` turns it off).
    ///   - listed: what `list(path:excluding:)` returned for the same arguments, if it was called.
    ///   - highlights: where the scan keeps the classified ranges of the Swift files it parses (a site's source pages).
    ///   - decisions: whether the model keeps its passes' decisions (`explain`, `graph --explain`, a
    ///     site); a model the cache stores keeps them anyway, since a later build reuses it.
    public static func analyze(path: String, excluding excludedPaths: Set<String> = [], cache: CacheSetting = .off,
                               progress: Progress, listed: Listed? = nil, highlights: HighlightSpans? = nil,
                               decisions: Bool = true) async throws -> Analysis {
        var buildCache: BuildCache?
        // The walk is part of the step, unless the caller listed the app already.
        let (listed, scanned) = try await progress.run("Scan sources", {
            let listed = try listed ?? StageTimings.measure("walk") { try list(path: path, excluding: excludedPaths) }
            return (listed, try await scan(listed) { scanner in
                // Opened once the app is known to have sources: a failed run leaves no cache behind.
                buildCache = cache.open(root: listed.root, progress: progress)
                scanner.store = buildCache
                scanner.highlights = highlights
            })
        }, summary: { _, scanned in
            "\(scanned.files.count) files, \(scanned.files.reduce(0) { $0 + $1.lineCount }) lines, \(scanned.excluded.count) skipped"
                + (buildCache.map { ", \($0.statistics.factsHits) from the cache" } ?? "")
        })
        let (root, configuration) = (listed.root, listed.configuration)
        for warning in scanned.layout.warnings { progress.warn(warning) }
        for warning in scanned.excluded.compactMap(ExclusionReason.warning(for:)) { progress.warn(warning) }
        for warning in scanned.warnings { progress.warn(warning) }
        // The last build's model and findings when no file's facts changed (`model.pack`, Docs/Cache.md).
        var cached: CachedModel?
        let files = scanned.files.sorted { PathKey($0.path) < PathKey($1.path) }
        let (built, model) = try await progress.run("Build model", {
            // Looked up before the facts pack is written: it reads the facts of the files that changed.
            cached = buildCache?.cachedModel(files: files, configuration: listed.configurationSource)
            // Written in the background while the model and the diagrams are built.
            buildCache?.saveFacts()
            var builder = ModelBuilder(files: files, naming: configuration.roles, overrides: configuration.overrides)
            builder.recordsDecisions = decisions || buildCache?.writes == true
            let built = cached?.model ?? builder.build()
            var model = built.regrouped(by: scanned.layout)
            model.excluded = (scanned.excluded + model.excluded).sorted()
            if let style = configuration.style {
                for index in model.modules.indices { model.modules[index].style = style }
            }
            return (built, model)
        }, summary: { _, model in
            "\(model.modules.count) modules, \(model.modules.reduce(0) { $0 + $1.components.count }) components, "
                + "\(model.modules.reduce(0) { $0 + $1.references.count }) references" + (cached.map { $0.movedFiles == 0 ? ", the last build's: no file's facts changed"
                    : ", the last build's with the lines of \($0.movedFiles) file\($0.movedFiles == 1 ? "" : "s") moved" } ?? "")
        })
        // Printed even when quiet: an override that matches nothing is a mistake in the configuration.
        for warning in model.warnings {
            progress.warnAlways("\(Configuration.fileName): \(warning)")
        }
        for warning in ModelBuilder.depthWarnings(model.index.types) { progress.warn(warning) }
        // A tag or a dependency rule that names no module is a mistake in the configuration, as an override's is.
        if !configuration.rules.dependencies.isEmpty {
            for warning in DependencyRuleChecks(rules: configuration.rules.dependencies, model: model).warnings() {
                progress.warnAlways("\(Configuration.fileName): \(warning)")
            }
        }
        // One line for the modules the model doubts: no diagram may look surer than the model is.
        let doubted = model.modules.filter { $0.confidence != .high }.map(\.name)
        if !doubted.isEmpty {
            let named = doubted.prefix(5).joined(separator: ", ") + (doubted.count > 5 ? ", …" : "")
            progress.warn("the model doubts \(doubted.count) of \(model.modules.count) modules (\(named)); "
                          + "'viper-docs explain <module>' says why, and the site's Model health names the override that settles each")
        }
        // The model's stored form, for the cache and the site view: the pack's, or made beside the rules.
        let encoding = buildCache == nil || cached?.stored != nil ? nil : Task.detached { ModelCodec.encode(built) }
        let runner = RuleRunner(configuration: configuration.rules)
        let lastFindings = cached?.findings(for: model)
        let violations = try await progress.run("Check rules", { lastFindings ?? runner.run(on: model) }, summary: { violations in
            let errors = violations.filter { $0.severity == .error }.count
            let active = RuleRegistry.all.filter { configuration.rules.severity(of: $0.description) != nil }.count
                + configuration.rules.dependencies.rules.count
            return "\(active) rules, \(errors) errors, \(violations.count - errors) other findings" + (lastFindings != nil ? ", the last build's" : "")
        })
        let form = if let stored = cached?.stored { stored } else { await encoding?.value }
        if let form {
            buildCache?.storeModel(stored: form, cached: cached, checked: model, findings: violations, files: files,
                                   configuration: listed.configurationSource)
        }
        // The pack's digest of its model, checked as it was read; else the same digest of the new form.
        return Analysis(root: root, configuration: configuration, model: model, violations: violations,
                        modelDigest: cached?.storedDigest ?? form.map(BuildCache.digest(ofModel:)), cache: buildCache)
    }

    /// Throws when a folder of `sources:` leads outside the root and `allow-outside-root` is off.
    static func checkContainment(of configuration: Configuration, root: URL) throws {
        guard !configuration.allowOutsideRoot else { return }
        let rootReal = FileKind.realPath(root.path) ?? root.path
        for source in configuration.sources {
            let url = root.appendingPathComponent(source).standardizedFileURL
            let real = FileKind.realPath(url.path) ?? url.path
            if !FileKind.isInside(real, rootReal) {
                throw ViperDocsError.configuration("\(Configuration.fileName): sources: '\(source)' leads outside the scanned folder "
                    + "\(rootReal); name a folder inside it, or set allow-outside-root: true")
            }
        }
    }

    /// What the scan step yields: the files' facts, what was skipped, the project's layout.
    struct Scanned: Sendable {
        var files: [FileFacts]
        var excluded: [Exclusion]
        var layout: ProjectLayout
        /// One line per file skipped or read with trouble (past a limit, not text, not UTF-8).
        var warnings: [String] = []
    }

    /// Scans the listed files (the walk read the packages and Xcode projects, and skipped their test
    /// targets), skipping generated ones.
    static func scan(_ listed: Listed, prepare: (inout SourceScanner) -> Void = { _ in }) async throws -> Scanned {
        var scanner = listed.scanner
        let (listing, layout) = (listed.listing, listed.layout)
        prepare(&scanner)
        do {
            let result = try await scanner.scanSources(listing.files)
            return Scanned(files: result.files, excluded: (listing.excluded + result.excluded).sorted(), layout: layout, warnings: result.warnings)
        } catch {
            throw ViperDocsError.unreadable(error.localizedDescription)
        }
    }
}
