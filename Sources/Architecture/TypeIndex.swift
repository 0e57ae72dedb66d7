import Foundation
import SourceScanner

// MARK: - Every type of the app, with its extensions merged

/// A declared type with everything its extensions add.
///
/// The passes copy these by the thousand (out of dictionaries, into candidates): the fields live in
/// one shared object, so a copy is one reference, not twenty.
public struct TypeInfo: Sendable {
    private final class Storage: @unchecked Sendable {
        // Written only while `TypeIndex` merges extensions, on a storage no other `TypeInfo` holds.
        var fact: TypeFact
        var file: String
        var inherits: [TypeName]
        var members: MemberFacts
        var extensionFiles: [String]

        init(fact: TypeFact, file: String, inherits: [TypeName], members: MemberFacts, extensionFiles: [String]) {
            self.fact = fact
            self.file = file
            self.inherits = inherits
            self.members = members
            self.extensionFiles = extensionFiles
        }
    }

    private var storage: Storage

    init(fact: TypeFact, file: String, inherits: [TypeName], members: MemberFacts, extensionFiles: [String]) {
        storage = Storage(fact: fact, file: file, inherits: inherits, members: members, extensionFiles: extensionFiles)
    }

    public var fact: TypeFact { storage.fact }
    /// The file the type is declared in.
    public var file: String { storage.file }
    /// Superclass and conformances from the declaration and from every extension.
    public var inherits: [TypeName] { storage.inherits }
    /// The declaration's body merged with its extensions' bodies.
    public var members: MemberFacts { storage.members }
    /// Files of the extensions of this type.
    public var extensionFiles: [String] { storage.extensionFiles }

    public var name: String { storage.fact.name }
    public var kind: TypeKind { storage.fact.kind }

    /// Adds what an extension in `file` declares.
    mutating func extend(with extensionFact: ExtensionFact, in file: String) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(fact: fact, file: self.file, inherits: inherits, members: members, extensionFiles: extensionFiles)
        }
        storage.inherits += extensionFact.conformances
        // An extension's names mean what the type's own aliases say (`ModulePresenter` in an extension
        // of `SettingsRouter` is SettingsRouter's), as in the type's body.
        let scope = ScopedAliases(fact.body.typealiases)
        if scope.isEmpty && extensionFact.body.properties.isEmpty {
            storage.members.merge(extensionFact.body)
        } else {
            var body = extensionFact.body
            scope.apply(to: &body)
            // An Objective-C class extension redeclares a header's `readonly` property `readwrite`: one
            // property, the header's (Swift cannot redeclare one).
            let declared = Set(storage.members.properties.map(\.name))
            body.properties.removeAll { declared.contains($0.name) }
            storage.members.merge(body)
        }
        storage.extensionFiles.append(file)
    }
}

/// Looks types up by name and answers questions that need the whole app: which protocols are
/// class-bound through inheritance, which types conform to a protocol, what a class inherits.
public struct TypeIndex: Sendable {
    public private(set) var types: [String: TypeInfo] = [:]
    /// Every declaration of a name, in file order: more than one when sample apps in one repository
    /// declare the same type (`Demo/A/Home/HomePresenter.swift`, `Demo/B/Home/HomePresenter.swift`).
    public private(set) var declarations: [String: [TypeInfo]] = [:]
    private var conformers: [String: Set<String>] = [:]
    /// `typealias HomeView = UIViewController & HomeViewInput` → `["UIViewController", "HomeViewInput"]`.
    public private(set) var aliases: [String: [String]] = [:]
    public private(set) var aliasLocations: [String: SourceLocation] = [:]
    /// Typealiases of tuples (`typealias Dependencies = (interactor: I, router: R)`): bundles, not compositions.
    public private(set) var tupleAliases: Set<String> = []
    /// Typealiases of a composition with `AnyObject` (`typealias HomeView = HomeViewInput & AnyObject`).
    public private(set) var classBoundAliases: Set<String> = []
    /// Protocols the app's types adopt that the scan does not declare (a library's `ZIKTViperView`):
    /// names in a conformance's place (after a class's superclass), not declared anywhere.
    public private(set) var undeclaredProtocols: Set<String> = []
    /// `allProtocols(of:)` and `superclasses(of:)` of every declared type, found once: the passes ask
    /// them again and again for the same types.
    private var protocolsByType: [String: Set<String>] = [:]
    private var superclassesByType: [String: [TypeName]] = [:]
    /// Classes whose superclass chain was cut at `maximumInheritanceDepth`, sorted.
    public private(set) var deeplyInheriting: [String] = []

    /// How many superclasses of a class are read, and how many ancestors (classes and protocols)
    /// when its protocols are gathered: real apps stay within a dozen, and a chain of thousands
    /// (a hostile repository) would make every type's walk as long as the chain.
    public static let maximumInheritanceDepth = 64
    static let maximumAncestors = 512

    public init(files: [FileFacts]) {
        // The type aliases, and the names in a conformance's place that nothing declares, read from
        // the files alone on another core while this one files the declarations and extensions.
        let aside = Parallel.start { Self.aliasesAndUndeclared(in: files) }
        // Each file's declarations made on every core (a `TypeInfo` holds copies of its type's fields).
        let made = Parallel.map(files.count) { i in
            files[i].types.map { TypeInfo(fact: $0, file: files[i].path, inherits: $0.inherits, members: $0.body, extensionFiles: []) }
        }
        declarations.reserveCapacity(made.reduce(0) { $0 + $1.count })
        for infos in made {
            for info in infos { declarations[info.name, default: []].append(info) }
        }
        for (target, info) in Self.extended(declarations, by: files) {
            declarations[target.name]![target.index] = info
        }
        (aliases, aliasLocations, tupleAliases, classBoundAliases, undeclaredProtocols) = aside.wait()
        // The first declaration wins; a second one of the same name (another sample app in the
        // repository) is kept apart by the module builder, which indexes each sample app on its own.
        // `mapValues` keeps the table's layout: nothing is hashed again.
        types = declarations.mapValues { $0[0] }
        // Classes and actors only: other kinds have no superclass, and protocols are asked about
        // rarely (found when asked, as before). Found on every core (each type's walk reads the
        // declarations only), stored in the order of `types`.
        var concrete: [(name: String, isClass: Bool)] = []
        for (name, info) in types where info.kind != .protocol { concrete.append((name, info.kind == .class || info.kind == .actor)) }
        let index = self
        let found = Parallel.map(concrete.count) { i in
            (protocols: index.findProtocols(of: concrete[i].name), superclasses: concrete[i].isClass ? index.findSuperclasses(of: concrete[i].name) : nil)
        }
        // The conformers filed on another core (in the same order as before) while this one files
        // the tables by type.
        let filing = Parallel.start { [concrete, found] () -> [String: Set<String>] in
            var conformers: [String: Set<String>] = [:]
            for (type, found) in zip(concrete, found) {
                for parent in found.protocols { conformers[parent, default: []].insert(type.name) }
            }
            return conformers
        }
        var protocolsByType: [String: Set<String>] = [:]
        var superclassesByType: [String: [TypeName]] = [:]
        protocolsByType.reserveCapacity(types.count)
        for (type, (protocols, superclasses)) in zip(concrete, found) {
            protocolsByType[type.name] = protocols
            if let superclasses { superclassesByType[type.name] = superclasses }
        }
        self.protocolsByType = protocolsByType
        self.superclassesByType = superclassesByType
        deeplyInheriting = superclassesByType.compactMap { name, chain in
            chain.count >= Self.maximumInheritanceDepth && types[chain[Self.maximumInheritanceDepth - 1].name]?.fact.inherits.isEmpty == false
                ? name : nil
        }.sorted()
        self.conformers = filing.wait()
    }

    /// The files' type aliases (the first of a name wins), and the names in a conformance's place
    /// (after a class's superclass) that no type or alias of the files declares.
    private static func aliasesAndUndeclared(in files: [FileFacts])
        -> (aliases: [String: [String]], locations: [String: SourceLocation], tuples: Set<String>, classBound: Set<String>, undeclared: Set<String>) {
        var aliases: [String: [String]] = [:], locations: [String: SourceLocation] = [:], tuples = Set<String>(), classBound = Set<String>()
        var declared = Set<String>()
        func file(_ alias: TypealiasFact, in owner: String? = nil) {
            let name = owner.map { "\($0).\(alias.name)" } ?? alias.name
            guard aliases[name] == nil && !alias.typeNames.isEmpty else { return }
            aliases[name] = alias.typeNames
            locations[name] = alias.location
            if alias.typeText.trimmingCharacters(in: .whitespaces).hasPrefix("(") { tuples.insert(name) }
            if alias.namesAnyObject { classBound.insert(name) }
        }
        // A name outside the type that declares an alias of it means the top-level alias, if there is
        // one (the scanner reads the names inside the type through the type's own aliases).
        for f in files.indices {
            for alias in files[f].typealiases { file(alias) }
            for t in files[f].types.indices { declared.insert(files[f].types[t].name) }
        }
        for f in files.indices {
            for alias in typealiases(in: files[f]) { file(alias) }
        }
        // A nested alias by its path too (`Detail.Module`), as a written path names it.
        for f in files.indices {
            for t in files[f].types.indices { for alias in files[f].types[t].body.typealiases { file(alias, in: files[f].types[t].name) } }
            for e in files[f].extensions.indices {
                for alias in files[f].extensions[e].body.typealiases { file(alias, in: files[f].extensions[e].extendedType) }
            }
        }
        // By index, reading the fields it needs: a loop over the facts themselves copied each type's
        // and extension's whole fact (a retain of every field).
        var undeclared = Set<String>()
        func note(_ conformances: ArraySlice<TypeName>) {
            for c in conformances.indices {
                let name = conformances[c].name
                // UIKit's views are no protocols, wherever they are named (`protocol P: UIView`): a property
                // typed `UIView` is no module's view. (`UIViewController` stays: a property typed only that is
                // weighed as a vague reference to the module's view.)
                if !declared.contains(name) && aliases[name] == nil && !(UIKitClasses.isClass(name) && !UIKitClasses.isViewController(name)) {
                    undeclared.insert(name)
                }
            }
        }
        for f in files.indices {
            for t in files[f].types.indices {
                let kind = files[f].types[t].kind
                note(kind == .class || kind == .actor ? files[f].types[t].inherits.dropFirst() : files[f].types[t].inherits[...])
            }
            for e in files[f].extensions.indices {
                note(files[f].extensions[e].conformances[...])
            }
        }
        return (aliases, locations, tuples, classBound, undeclared)
    }

    /// One declaration of a name (an index into `declarations[name]`).
    private struct Declaration: Hashable {
        var name: String
        var index: Int
    }

    /// The declarations that files extend, each with every extension's members merged in, in file
    /// order. An extension belongs to the declaration nearest to it (the same sample app's). Merged
    /// on every core, one declaration per item.
    private static func extended(_ declarations: [String: [TypeInfo]], by files: [FileFacts]) -> [(Declaration, TypeInfo)] {
        var extensions: [Declaration: [(file: Int, extension: Int)]] = [:]
        extensions.reserveCapacity(files.reduce(0) { $0 + $1.extensions.count })
        for f in files.indices {
            for e in files[f].extensions.indices {
                let extended = files[f].extensions[e].extendedType
                guard let all = declarations[extended], !all.isEmpty else { continue }
                let index = all.count == 1 ? 0 : nearest(to: files[f].path, among: all.map(\.file))
                extensions[Declaration(name: extended, index: index), default: []].append((f, e))
            }
        }
        let targets = Array(extensions)
        return Parallel.map(targets.count) { t in
            let (declaration, list) = targets[t]
            var info = declarations[declaration.name]![declaration.index]
            for (f, e) in list { info.extend(with: files[f].extensions[e], in: files[f].path) }
            return (declaration, info)
        }
    }

    public subscript(name: String) -> TypeInfo? { types[name] }

    /// The declaration of `name` nearest to a file (the longest common folder), for repositories where
    /// several sample apps declare the same names.
    public func info(named name: String, nearestTo path: String) -> TypeInfo? {
        guard let all = declarations[name], !all.isEmpty else { return nil }
        return all[all.count == 1 ? 0 : Self.nearest(to: path, among: all.map(\.file))]
    }

    /// The index of the path sharing the most leading folders with `path` (the first on a tie).
    static func nearest(to path: String, among paths: [String]) -> Int {
        let folders = path.pathParts.dropLast()
        var best = (index: 0, shared: -1)
        for (index, candidate) in paths.enumerated() {
            let shared = zip(folders, candidate.pathParts.dropLast()).prefix { $0 == $1 }.count
            if shared > best.shared { best = (index, shared) }
        }
        return best.index
    }

    /// A protocol, or a typealias of one (or of a composition with one).
    public func isProtocol(_ name: String) -> Bool {
        if let info = types[name] { return info.kind == .protocol }
        return aliases[name] != nil && resolved(name).contains { types[$0]?.kind == .protocol }
    }

    /// What a name stands for: the types a typealias names (through aliases of aliases), or the name itself.
    public func resolved(_ name: String) -> [String] {
        guard aliases[name] != nil else { return [name] }
        return TypealiasFact.expand(name) { types[$0] == nil ? aliases[$0] : nil }
    }

    /// Typealiases of a file: top-level and nested ones.
    static func typealiases(in file: FileFacts) -> [TypealiasFact] {
        file.typealiases + file.types.flatMap(\.body.typealiases) + file.extensions.flatMap(\.body.typealiases)
    }

    /// Every protocol a type adopts, directly, through its superclasses, or through protocol
    /// inheritance. Unknown (system) protocols are included by name.
    public func allProtocols(of name: String) -> Set<String> {
        protocolsByType[name] ?? findProtocols(of: name)
    }

    private func findProtocols(of name: String) -> Set<String> {
        var result = Set<String>()
        var queue = [name]
        var seen = Set<String>()
        while let next = queue.popLast(), seen.count < Self.maximumAncestors {
            guard seen.insert(next).inserted else { continue }
            guard let info = types[next] else { continue }
            for parent in info.inherits.flatMap({ resolved($0.name) }) {
                if let parentInfo = types[parent] {
                    if parentInfo.kind == .protocol { result.insert(parent) }
                    queue.append(parent)
                } else {
                    result.insert(parent)
                }
            }
        }
        return result
    }

    /// The concrete types that adopt a protocol, directly or through inheritance (or, for a
    /// typealias of a composition, every protocol of it).
    public func conformers(of protocolName: String) -> Set<String> {
        if let direct = conformers[protocolName] { return direct }
        guard aliases[protocolName] != nil else { return [] }
        let parts = resolved(protocolName).filter { isProtocol($0) }
        guard let first = parts.first else { return [] }
        return parts.dropFirst().reduce(conformers[first] ?? []) { $0.intersection(conformers[$1] ?? []) }
    }

    /// A protocol bound to classes by its declaration, a superclass, or a protocol it refines.
    public func isClassBound(_ protocolName: String) -> Bool {
        classBound(protocolName) == true
    }

    /// The superclass chain of a class, nearest first, with generic arguments as written. Past the
    /// app's own classes it goes on through UIKit's (`UITableViewController` → `UIViewController`).
    public func superclasses(of name: String) -> [TypeName] {
        superclassesByType[name] ?? findSuperclasses(of: name)
    }

    private func findSuperclasses(of name: String) -> [TypeName] {
        var chain: [TypeName] = []
        var current = name
        var seen = Set<String>()
        while chain.count < Self.maximumInheritanceDepth, seen.insert(current).inserted, let info = types[current],
              var first = info.fact.inherits.first {
            // `final class CoinScreenViewController: CoinScreenModule` with `typealias CoinScreenModule =
            // ViewController & CoinScreenModuleInput`: the composition's class is the superclass.
            if types[first.name] == nil, let parts = aliases[first.name],
               let head = parts.first(where: { types[$0]?.kind != .protocol }) { first = TypeName(head) }
            // By Swift's rules a superclass comes first; a protocol in first place is no superclass.
            if let parent = types[first.name], parent.kind == .protocol { break }
            // A struct's or enum's first inheritance is a protocol (`struct HomeView: View`).
            if info.kind != .class && info.kind != .actor { break }
            chain.append(first)
            current = first.name
        }
        // A view controller of a library the app does not contain (`JSQMessagesViewController`) is
        // still a `UIViewController`: its name says so.
        if !chain.isEmpty, types[current] == nil, UIKitClasses.superclass[current] == nil,
           !UIKitClasses.viewControllers.contains(current), !UIKitClasses.views.contains(current) {
            if current.hasSuffix("ViewController") || current.hasSuffix("VC") {
                chain.append(TypeName("UIViewController"))
                current = "UIViewController"
            } else if current.hasSuffix("View") && !current.hasPrefix("SwiftUI") {
                chain.append(TypeName("UIView"))
                current = "UIView"
            }
        }
        while let parent = UIKitClasses.superclass[current], seen.insert(parent).inserted {
            chain.append(TypeName(parent))
            current = parent
        }
        return chain
    }

    /// A class that is a view controller: it inherits `UIViewController` (or `NSViewController`), through
    /// the app's classes and UIKit's.
    public func isViewController(_ name: String) -> Bool {
        UIKitClasses.viewControllers.contains(name) || superclasses(of: name).contains { UIKitClasses.viewControllers.contains($0.name) }
    }

    /// A `UIView` (a cell, a control, a custom view) or a SwiftUI `View`.
    public func isViewKind(_ name: String) -> Bool {
        if UIKitClasses.views.contains(name) || superclasses(of: name).contains(where: { UIKitClasses.views.contains($0.name) }) {
            return true
        }
        guard let info = types[name], info.kind == .struct else { return false }
        return info.inherits.contains { $0.name == "View" }
    }

    /// A type is `name` itself or inherits from a class named `ancestor`.
    public func isKind(_ name: String, of ancestor: String) -> Bool {
        name == ancestor || superclasses(of: name).contains { $0.name == ancestor }
    }
}
