import Foundation
import SourceScanner

// MARK: - One index, carried with the model
//
// The later stages (rules, diagrams, pages) look types, files and components up by name many
// times per module. They share this one index instead of each building its own: it is built once
// per model, on first use, and rebuilt only when the model's modules or files are replaced.

/// Lookups over an `AppModel`: types by name and conformance, files by path, components and
/// modules by name.
public struct ModelIndex: Sendable {
    /// Every type of the app with its extensions merged; conformers of a protocol, superclasses.
    /// Built on first use: the rules ask for it, a build that reuses the last findings does not.
    public var types: TypeIndex { typeIndex.value { TypeIndex(files: files) } }
    /// A scanned file's facts by its path (the first, should two share one).
    public let filesByPath: PathMap<FileFacts>
    /// The types a file declares, in source order.
    public let typesByFile: PathMap<[String]>
    /// Component type → its module and itself (the first, should two modules share a type name).
    public let componentsByType: [String: (module: Module, component: Component)]
    /// File → the module with a component declared in it (the first).
    public let moduleByComponentFile: [String: Module]
    /// Module name → the module (the first, should two share a name).
    public let modulesByName: [String: Module]
    private let files: [FileFacts]
    private let typeIndex: IndexBox<TypeIndex>

    /// The index of a model's files and modules. `types`, when given, is the type index of exactly
    /// these files (the model stage's own, to save building it twice).
    public init(files: [FileFacts], modules: [Module], types: TypeIndex? = nil) {
        self.init(files: files, lookups: FileLookups(files: files), types: IndexBox(types), modules: ModuleLookups(modules: modules))
    }

    init(files: [FileFacts], lookups: FileLookups, types: IndexBox<TypeIndex>, modules: ModuleLookups) {
        self.files = files
        typeIndex = types
        filesByPath = lookups.filesByPath
        typesByFile = lookups.typesByFile
        componentsByType = modules.componentsByType
        moduleByComponentFile = modules.moduleByComponentFile
        modulesByName = modules.modulesByName
    }
}

/// The part of the index that depends on the files only, but the types.
struct FileLookups: Sendable {
    let filesByPath: PathMap<FileFacts>
    let typesByFile: PathMap<[String]>

    init(files: [FileFacts]) {
        filesByPath = PathMap(firstOf: files.map { ($0.path, $0) })
        typesByFile = PathMap(firstOf: files.map { ($0.path, $0.types.map(\.name)) })
    }
}

/// The part of the index that depends on the modules only.
struct ModuleLookups: Sendable {
    let componentsByType: [String: (module: Module, component: Component)]
    let moduleByComponentFile: [String: Module]
    let modulesByName: [String: Module]

    init(modules: [Module]) {
        // Built before the rules run, while nothing else does: the modules' two tables on another
        // core, each table made at its size at once (growing them was half of their time).
        let byFileAndName = Parallel.start { () -> (byFile: [String: Module], byName: [String: Module]) in
            var moduleByFile: [String: Module] = [:]
            var modulesByName: [String: Module] = [:]
            modulesByName.reserveCapacity(modules.count)
            for m in modules.indices {
                if modulesByName[modules[m].name] == nil { modulesByName[modules[m].name] = modules[m] }
                for c in modules[m].components.indices where moduleByFile[modules[m].components[c].location.file] == nil {
                    moduleByFile[modules[m].components[c].location.file] = modules[m]
                }
            }
            return (moduleByFile, modulesByName)
        }
        var components: [String: (module: Module, component: Component)] = [:]
        components.reserveCapacity(modules.reduce(0) { $0 + $1.components.count })
        for m in modules.indices {
            for c in modules[m].components.indices where components[modules[m].components[c].type] == nil {
                components[modules[m].components[c].type] = (modules[m], modules[m].components[c])
            }
        }
        componentsByType = components
        (moduleByComponentFile, modulesByName) = byFileAndName.wait()
    }
}

/// Holds one part of the index once built. The model replaces its box when what the part indexes
/// changes, so a copy of the model never sees another copy's index.
final class IndexBox<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private let lock = NSLock()

    init(_ value: Value? = nil) {
        self.value = value
    }

    func value(_ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}

/// Values made once per key and kept, asked for from any core. A value is made outside the lock:
/// two cores that ask for a new key at once each make it (what a core would otherwise spend waiting),
/// and both get the one kept first. The model's passes keep what each type holds in one; the rules,
/// what each computes once for the whole app.
public final class Memo<Key: Hashable, Value>: @unchecked Sendable {
    private var values: [Key: Value] = [:]
    private let lock = NSLock()

    public init() {}

    public func value(_ key: Key, _ make: () -> Value) -> Value {
        lock.lock()
        let known = values[key]
        lock.unlock()
        if let known { return known }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let first = values[key] { return first }
        values[key] = made
        return made
    }
}
