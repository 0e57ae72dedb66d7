import Reporting

// MARK: - Renamed modules
//
// A module removed on one side and added on the other is a rename when it has the same components:
// the very same roles and types, or the same with the module's old name in a type read as the new
// one (`ProfilePresenter` in `Profile` is `AccountPresenter` in `Account`) when that pairing is
// likelier than any other (modules made from one template would otherwise all pair up).
// Once paired, the base side is read with the new names throughout, so a renamed module's
// unchanged references and findings are not reported as removed and added again.

/// The renames between two sides, and the base side's names read as the head's.
struct Renaming {
    /// Old module name → new one.
    private(set) var modules: [String: String] = [:]

    init(base: [GraphDocument.Module], head: [GraphDocument.Module]) {
        let headNames = Set(head.map(\.name)), baseNames = Set(base.map(\.name))
        var removed = base.filter { !headNames.contains($0.name) && !$0.components.isEmpty }.sorted { $0.name < $1.name }
        var added = head.filter { !baseNames.contains($0.name) }.sorted { $0.name < $1.name }
        // The very same types under a new module name: a rename, whatever else is around.
        var sameTypes = Dictionary(grouping: added, by: Self.types)
        for old in removed {
            let types = Self.types(old)
            guard let new = sameTypes[types]?.first else { continue }
            modules[old.name] = new.name
            sameTypes[types]?.removeFirst()
        }
        removed.removeAll { modules[$0.name] != nil }
        let renamed = Set(modules.values)
        added.removeAll { renamed.contains($0.name) }
        // Types renamed with the module: modules made from one template all look alike so. A pair
        // needs more likeness than any other pair of either side (components on the same lines,
        // the same navigation out and in); a tie pairs nothing. Candidates are found by their
        // components with the module's own name blanked out, through a table, not by trying every
        // pair; a crowd of look-alikes larger than `crowdLimit` pairs nothing either.
        let candidates = Dictionary(grouping: added, by: Self.template)
        let incomingBefore = Self.incoming(base), incomingAfter = Self.incoming(head)
        func likeness(_ old: GraphDocument.Module, _ new: GraphDocument.Module) -> Int {
            let lines = Set(old.components.map { "\($0.role):\($0.line)" }).intersection(new.components.map { "\($0.role):\($0.line)" }).count
            let out = !old.navigatesTo.isEmpty && old.navigatesTo == new.navigatesTo ? 2 : 0
            let into = incomingBefore[old.name].map { $0 == incomingAfter[new.name] ? 2 : 0 } ?? 0
            return lines + out + into
        }
        let crowds = Dictionary(grouping: removed, by: Self.template)
        let pairs = crowds.flatMap { template, olds -> [Pair] in
            let news = candidates[template] ?? []
            guard olds.count * news.count <= Self.crowdLimit else { return [] }
            return olds.flatMap { old in news.map { Pair(old: old.name, new: $0.name, score: likeness(old, $0)) } }
        }
        // Each side's best pair, and whether another pair ties it: one pass, however many pairs.
        var bestOfOld: [String: (pair: Pair, tied: Bool)] = [:], bestOfNew: [String: (pair: Pair, tied: Bool)] = [:]
        for pair in pairs {
            for (key, isOld) in [(pair.old, true), (pair.new, false)] {
                let best = isOld ? bestOfOld[key] : bestOfNew[key]
                let updated: (pair: Pair, tied: Bool) = switch best {
                case nil: (pair, false)
                case let best? where pair.score > best.pair.score: (pair, false)
                case let best? where pair.score == best.pair.score: (best.pair, true)
                case let best?: best
                }
                if isOld { bestOfOld[key] = updated } else { bestOfNew[key] = updated }
            }
        }
        for (old, best) in bestOfOld where !best.tied {
            guard let other = bestOfNew[best.pair.new], !other.tied, other.pair == best.pair else { continue }
            modules[old] = best.pair.new
        }
    }

    /// A removed module and an added one with the same components once renamed, and how alike they are.
    struct Pair: Equatable {
        var old: String
        var new: String
        var score: Int
    }

    /// Module name → the modules that open it.
    static func incoming(_ modules: [GraphDocument.Module]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for module in modules {
            for target in module.navigatesTo { result[target, default: []].insert(module.name) }
        }
        return result
    }

    /// How many look-alike pairs one template may make before none is guessed at.
    static let crowdLimit = 10_000

    /// The module's components with its name blanked out of their types: what a rename keeps.
    static func template(_ module: GraphDocument.Module) -> Set<String> {
        Set(module.components.map { "\($0.role) \(rename($0.type, module.name, "\u{1}"))" })
    }

    static func types(_ module: GraphDocument.Module) -> Set<String> {
        Set(module.components.map { "\($0.role) \($0.type)" })
    }

    /// `name` with every `old` in it replaced by `new` (`ProfilePresenter`, `makeProfileModule`).
    static func rename(_ name: String, _ old: String, _ new: String) -> String {
        guard !old.isEmpty, old != new else { return name }
        return name.replacingOccurrences(of: old, with: new)
    }

    var renames: [ArchitectureDiff.Rename] {
        modules.map { ArchitectureDiff.Rename(from: $0.key, to: $0.value) }.sorted()
    }

    /// A base-side module name as the head side calls it.
    func module(_ name: String) -> String { modules[name] ?? name }

    /// A base-side type, file or message of module `module`, with its renamed names.
    func text(_ value: String, inModule module: String) -> String {
        guard let new = modules[module] else { return value }
        return Self.rename(value, module, new)
    }

    /// A base-side module, read with the head side's names.
    func module(_ old: GraphDocument.Module) -> GraphDocument.Module {
        var module = old
        module.name = self.module(old.name)
        module.components = old.components.map { var c = $0; c.type = text(c.type, inModule: old.name); return c }
        module.references = old.references.map {
            var r = $0
            r.type = text(r.type, inModule: old.name)
            r.toModule = r.toModule.map(self.module)
            return r
        }
        module.navigatesTo = old.navigatesTo.map(self.module)
        return module
    }

    /// A base-side finding, read with the head side's names.
    func finding(_ old: FindingDTO) -> FindingDTO {
        var finding = old
        finding.module = module(old.module)
        finding.message = text(old.message, inModule: old.module)
        finding.file = text(old.file, inModule: old.module)
        return finding
    }
}
