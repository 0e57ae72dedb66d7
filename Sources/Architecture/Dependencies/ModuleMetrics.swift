import SourceScanner

// MARK: - Numbers per module and per group
//
// Robert C. Martin's coupling metrics over the dependency graph (fan-in Ca, fan-out Ce, instability
// Ce / (Ca + Ce)), the depth in the navigation graph, and the module's size. The findings are
// counted where they are known (`Reporting`).

/// The metrics of one module, or of one group (then `name` is the group's).
public struct ModuleMetrics: Codable, Sendable, Hashable {
    public var name: String
    /// How many other modules (groups) depend on this one: afferent coupling, Ca.
    public var fanIn: Int
    /// How many other modules (groups) this one depends on: efferent coupling, Ce.
    public var fanOut: Int
    /// Ce / (Ca + Ce), from 0 (only depended on: stable) to 1 (only depends: unstable); nil when it
    /// has no dependency either way.
    public var instability: Double?
    /// The fewest navigation steps from a module that nothing opens (an entry screen); nil when no
    /// entry reaches it. For a group: the least of its modules'.
    public var depth: Int?
    public var components: Int
    /// The lines of the files that declare its components.
    public var lines: Int
    /// Its errors and warnings, once the rules have run (`ArchitectureMetrics.counting(_:)`).
    public var findings: Int?
}

/// The metrics of every module and group of a model, from its dependency graph.
public struct ArchitectureMetrics: Codable, Sendable, Equatable {
    /// Sorted by name.
    public var modules: [ModuleMetrics]
    /// Sorted by name.
    public var groups: [ModuleMetrics]

    public init(model: AppModel) {
        let graph = model.dependencies
        let depths = Self.navigationDepths(model.modules)
        let linesByFile = Dictionary(model.files.map { ($0.path, $0.lineCount) }, uniquingKeysWith: { first, _ in first })
        func lines(_ modules: [Module]) -> Int {
            Set(modules.flatMap { $0.components.filter { $0.member == nil }.map(\.location.file) }).reduce(0) { $0 + (linesByFile[$1] ?? 0) }
        }
        modules = model.modules.map { module in
            let fanIn = Set(graph.edges(to: module.name).map(\.from)).count
            let fanOut = Set(graph.edges(from: module.name).map(\.to)).count
            return ModuleMetrics(name: module.name, fanIn: fanIn, fanOut: fanOut, instability: Self.instability(fanIn, fanOut),
                                 depth: depths[module.name], components: module.components.count, lines: lines([module]))
        }.sorted { $0.name < $1.name }
        let groupOf = Dictionary(model.modules.map { ($0.name, $0.group) }, uniquingKeysWith: { first, _ in first })
        let groupEdges = graph.groupEdges { groupOf[$0] }
        groups = model.groups.map { group in
            let fanIn = groupEdges.filter { $0.to == group.name }.count
            let fanOut = groupEdges.filter { $0.from == group.name }.count
            return ModuleMetrics(name: group.name, fanIn: fanIn, fanOut: fanOut, instability: Self.instability(fanIn, fanOut),
                                 depth: group.modules.compactMap { depths[$0.name] }.min(),
                                 components: group.modules.reduce(0) { $0 + $1.components.count }, lines: lines(group.modules))
        }
    }

    /// The metrics of a module by name.
    public func module(_ name: String) -> ModuleMetrics? {
        modules.first { $0.name == name }
    }

    /// An instability as shown: `0.43`, `0.00`.
    public static func format(_ instability: Double) -> String {
        let hundredths = Int((instability * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }

    /// Rounded to hundredths: what is shown, and what the rules compare.
    static func instability(_ fanIn: Int, _ fanOut: Int) -> Double? {
        fanIn + fanOut == 0 ? nil : (Double(fanOut) / Double(fanIn + fanOut) * 100).rounded() / 100
    }

    /// The metrics with each module's and group's findings counted: `findings` maps a module to its
    /// errors and warnings.
    public func counting(_ findings: [String: Int], groupOf: [String: String]) -> ArchitectureMetrics {
        var result = self
        var byGroup: [String: Int] = [:]
        for (module, count) in findings { if let group = groupOf[module] { byGroup[group, default: 0] += count } }
        for i in result.modules.indices { result.modules[i].findings = findings[result.modules[i].name] ?? 0 }
        for i in result.groups.indices { result.groups[i].findings = byGroup[result.groups[i].name] ?? 0 }
        return result
    }

    /// Breadth first from the entry screens: the modules that no other module opens. Where every
    /// module is opened by another (the app's own code outside the modules opens the first), the
    /// code does not say which is the entry, and the depths stay unknown.
    static func navigationDepths(_ modules: [Module]) -> [String: Int] {
        let names = Set(modules.map(\.name))
        var opened: [String: [String]] = [:]
        var isOpened: Set<String> = []
        for module in modules {
            let targets = module.navigatesTo.filter { $0 != module.name && names.contains($0) }
            opened[module.name] = targets
            isOpened.formUnion(targets)
        }
        var depths: [String: Int] = [:]
        var frontier = modules.map(\.name).filter { !isOpened.contains($0) }.sorted()
        var depth = 0
        while !frontier.isEmpty {
            var next: [String] = []
            for name in frontier where depths[name] == nil {
                depths[name] = depth
                next += opened[name] ?? []
            }
            frontier = next.filter { depths[$0] == nil }
            depth += 1
        }
        return depths
    }
}
