import Architecture
import Foundation
import Reporting
import SourceScanner

// MARK: - `viper-docs affected BASE [HEAD]`: what a change can break
//
// The files that differ between two revisions (git, within the app's folder; a rename names both
// of its paths), the modules they touch, and every module that depends on those, directly or not.
// A file touches a module when it declares one of the module's components or protocols, or lies in
// the module's folder, on either side; a file of a service or an entity touches the modules that use
// it, and any other file the modules whose code names a type it declares or that have a component it
// extends (`TypeUsers`); a module added or removed is touched; a changed `.viper-docs.yml` touches
// every module. The
// dependents are read in HEAD's dependency graph, and a removed module's in BASE's. Each side is
// read as `diff --git` reads it (`GitRepository.checkedOut`); HEAD left out is the work tree.

/// What `viper-docs affected` was asked for.
public struct AffectedOptions: Sendable {
    public var base: String
    /// A revision; nil for the work tree as it is (its uncommitted edits and untracked files included).
    public var head: String?
    /// The app's folder in the work tree (its path in the repository is read at each revision).
    public var app: String
    public var format: AffectedFormat

    public init(base: String, head: String? = nil, app: String = ".", format: AffectedFormat = .default) {
        self.base = base
        self.head = head
        self.app = app
        self.format = format
    }
}

extension Commands {
    /// The modules the change from `options.base` to `options.head` touches and those that depend on
    /// them; the report in `options.format`. A revision git does not know is a `ViperDocsError` (exit 2).
    public static func affected(_ options: AffectedOptions) async throws -> (output: String, affected: AffectedModules) {
        let repository = try GitRepository(app: options.app, step: "affected")
        let base = try repository.commit(options.base)
        let head = try options.head.map(repository.commit)
        let changes = try repository.changedFiles(base: base, head: head)
        var result = AffectedModules(base: options.base, head: options.head, app: options.app)
        if !changes.isEmpty {
            let before = try await repository.checkedOut(options.base) { try await AffectedSide.model($0) }
            let after = if let revision = options.head {
                try await repository.checkedOut(revision) { try await AffectedSide.model($0) }
            } else {
                try await AffectedSide.model(options.app)
            }
            result = AffectedModules(base: options.base, head: options.head, app: options.app, changes: changes, before: before, after: after)
        }
        return (try options.format.report(result), result)
    }
}

enum AffectedSide {
    static func model(_ path: String) async throws -> AppModel {
        try await Analyzer.analyze(path: path, progress: Progress(quiet: true, total: 3, warnings: false), decisions: false).model
    }
}

/// What a change touches and what depends on it: `viper-docs affected`'s result, and its JSON.
public struct AffectedModules: Codable, Sendable, Equatable {
    /// The JSON's schema.
    public var version = 1
    public var base: String
    /// nil: the work tree.
    public var head: String?
    /// `.viper-docs.yml` changed: every module is touched.
    public var configurationChanged = false
    /// Every file of the app that differs, sorted.
    public var changes: [ChangedFile] = []
    /// Sorted by module.
    public var touched: [TouchedModule] = []
    /// The touched modules and their dependents, sorted by module.
    public var affected: [AffectedModule] = []
    /// Changed files that touch no module: in no module's folder, declaring none of its types and
    /// nothing that a module's code names (the app's delegate, a project file, a README); sorted.
    public var unattributed: [String] = []
    /// The app's folder as the command was given it, put before each folder of `--format paths`.
    public var app = "."

    private enum CodingKeys: String, CodingKey {
        case version, base, head, configurationChanged, changes, touched, affected, unattributed
    }

    public init(base: String, head: String?, app: String) {
        self.base = base
        self.head = head
        self.app = app
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(base, forKey: .base)
        try c.encode(head, forKey: .head)  // null for the work tree: the key is always there
        try c.encode(configurationChanged, forKey: .configurationChanged)
        try c.encode(changes, forKey: .changes)
        try c.encode(touched, forKey: .touched)
        try c.encode(affected, forKey: .affected)
        try c.encode(unattributed, forKey: .unattributed)
    }
}

/// A module that the change touches itself.
public struct TouchedModule: Codable, Sendable, Equatable {
    public enum Why: String, Codable, Sendable, Comparable, CaseIterable {
        /// HEAD has it, BASE had not; or the other way round.
        case added, removed
        /// `.viper-docs.yml` changed.
        case configuration
        /// A changed file declares one of its components or protocols, or lies in its folder.
        case changed
        /// A changed file declares a service, an entity or another type that its components name.
        case uses

        public static func < (a: Why, b: Why) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
    }

    public var module: String
    /// Sorted.
    public var why: [Why]
    /// The changed files that touch it, sorted.
    public var files: [String]
    /// The services, entities and other types declared in changed files that it uses, each with its file; sorted.
    public var uses: [SharedUse]
}

/// A service, an entity or another type that a module uses, and the changed file that declares it.
public struct SharedUse: Codable, Sendable, Hashable, Comparable {
    public var name: String
    public var file: String

    public static func < (a: SharedUse, b: SharedUse) -> Bool { (a.name, a.file) < (b.name, b.file) }
}

/// A module that the change can break: touched, or depending on a touched module.
public struct AffectedModule: Codable, Sendable, Equatable {
    public enum Reason: String, Codable, Sendable {
        case touched, dependent
    }

    public var module: String
    public var reason: Reason
    /// A dependent's path to a touched module: `["Search", "Home"]` when it depends on Search, which
    /// depends on Home, touched; the shortest, the first by name among equals. Empty when touched.
    public var via: [String]
    /// The module's folder, relative to the app's folder (BASE's for a removed module).
    public var folder: String
    /// Removed by the change: HEAD has no such module (and `--format paths` leaves it out).
    public var removed: Bool
}

extension AffectedModules {
    /// What `changes` touch between the model `before` and the model `after`.
    init(base: String, head: String?, app: String, changes: [ChangedFile], before: AppModel, after: AppModel) {
        self.init(base: base, head: head, app: app)
        self.changes = changes
        let sides = [FileOwners(before), FileOwners(after)]
        let beforeNames = Set(before.modules.map(\.name)), afterNames = Set(after.modules.map(\.name))
        var why: [String: Set<TouchedModule.Why>] = [:]
        var files: [String: Set<String>] = [:]
        var uses: [String: Set<SharedUse>] = [:]
        func touch(_ module: String, _ reason: TouchedModule.Why, file: String? = nil) {
            why[module, default: []].insert(reason)
            if let file { files[module, default: []].insert(file) }
        }
        for name in afterNames.subtracting(beforeNames) { touch(name, .added) }
        for name in beforeNames.subtracting(afterNames) { touch(name, .removed) }
        var unattributed: Set<String> = []
        // Built once a file that no module holds needs them.
        var typeUsers: [TypeUsers]?
        for path in changes.flatMap(\.paths) {
            if path == Configuration.fileName {
                configurationChanged = true
                for name in beforeNames.union(afterNames) { touch(name, .configuration, file: path) }
                continue
            }
            var attributed = false
            for side in sides {
                for module in side.modules(of: path) {
                    touch(module, .changed, file: path)
                    attributed = true
                }
                for node in side.shared[path] ?? [] {
                    for module in node.usedBy {
                        touch(module, .uses, file: path)
                        uses[module, default: []].insert(SharedUse(name: node.name, file: path))
                        attributed = true
                    }
                }
            }
            if !attributed {
                let sides = typeUsers ?? [TypeUsers(before), TypeUsers(after)]
                typeUsers = sides
                for side in sides {
                    let found = side.modules(touchedBy: path)
                    for (type, module) in found.users {
                        touch(module, .uses, file: path)
                        uses[module, default: []].insert(SharedUse(name: type, file: path))
                    }
                    for module in found.extended { touch(module, .changed, file: path) }
                    attributed = attributed || !found.users.isEmpty || !found.extended.isEmpty
                }
            }
            if !attributed { unattributed.insert(path) }
        }
        touched = why.keys.sorted().map { module in
            TouchedModule(module: module, why: why[module]!.sorted(), files: (files[module] ?? []).sorted(), uses: (uses[module] ?? []).sorted())
        }
        self.unattributed = unattributed.sorted()
        affected = Self.dependents(of: touched.map(\.module), before: before, after: after, afterNames: afterNames)
    }

    /// The touched modules and every module that depends on one, each with its shortest path to one.
    static func dependents(of touched: [String], before: AppModel, after: AppModel, afterNames: Set<String>) -> [AffectedModule] {
        var via: [String: [String]] = [:]
        for module in touched { via[module] = [] }
        // Breadth first, each level in name order: the shortest path, the first by name among equals.
        var level = touched.sorted()
        let (beforeGraph, afterGraph) = (before.dependencies, after.dependencies)
        while !level.isEmpty {
            var next: [String] = []
            for module in level {
                let graph = afterNames.contains(module) ? afterGraph : beforeGraph
                for edge in graph.edges(to: module) where via[edge.from] == nil {
                    via[edge.from] = [module] + via[module]!
                    next.append(edge.from)
                }
            }
            level = next.sorted()
        }
        let touchedSet = Set(touched)
        return via.keys.sorted().map { module in
            let removed = !afterNames.contains(module)
            let folder = (removed ? before : after).module(named: module)?.folder ?? ""
            return AffectedModule(module: module, reason: touchedSet.contains(module) ? .touched : .dependent, via: via[module]!,
                                  folder: folder, removed: removed)
        }
    }
}

/// Which modules each file of one side's model belongs to.
struct FileOwners {
    /// The files that declare a module's components, protocols or interfaces file.
    let declaring: [String: Set<String>]
    /// Module folders that one module alone has (not the app's root), deepest first: each module's
    /// own, and those named as the module that hold its files.
    let folders: [(folder: String, module: String)]
    /// The services and entities that each file declares.
    let shared: [String: [AppNode]]

    init(_ model: AppModel) {
        var declaring: [String: Set<String>] = [:]
        var byFolder: [String: Set<String>] = [:]
        for module in model.modules {
            let files = module.components.map(\.location.file) + module.protocols.map(\.location.file) + [module.interfacesFile].compactMap { $0 }
            for file in files { declaring[file, default: []].insert(module.name) }
            for folder in Self.folders(of: module, files: files) { byFolder[folder, default: []].insert(module.name) }
        }
        self.declaring = declaring
        // A folder that several modules share (every module of a flat app in `Screens/`) says nothing about which one a file is of.
        folders = byFolder.filter { $0.value.count == 1 }.map { (folder: $0.key, module: $0.value.first!) }
            .sorted { ($0.folder.count, $0.folder) > ($1.folder.count, $1.folder) }
        shared = Dictionary(grouping: model.services + model.entities, by: \.location.file)
    }

    /// The module's folder, and the folders named as the module that hold its files: a module whose
    /// components lie apart (`Domain/Usecases/SearchInteractor.swift`, `Modules/Search/…`) has the app's
    /// root as its folder, which says nothing, but its files under `Modules/Search` are its own.
    static func folders(of module: Module, files: [String]) -> Set<String> {
        var folders: Set<String> = module.folder.isEmpty || module.folder == "." ? [] : [module.folder]
        // `Home (SwiftUI-Demo)`: sample apps in one repository tell their modules apart so.
        let name = module.name.split(separator: " (").first.map(String.init) ?? module.name
        for file in files {
            var parts = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            while let last = parts.last, last != name { parts.removeLast() }
            if !parts.isEmpty { folders.insert(parts.joined(separator: "/")) }
        }
        return folders
    }

    /// The modules `path` belongs to: those whose types it declares, and the module of the deepest folder that holds it.
    func modules(of path: String) -> Set<String> {
        var found = declaring[path] ?? []
        if let owner = folders.first(where: { path.hasPrefix($0.folder + "/") }) { found.insert(owner.module) }
        return found
    }
}
