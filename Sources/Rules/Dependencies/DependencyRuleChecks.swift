import Architecture
import SourceScanner

// MARK: - Checking the team's rules against the dependency graph
//
// A finding is one edge (or one module, for `exhaustive` and the metrics) that a rule forbids. It
// belongs to the module whose code holds the dependency, stands at the first piece of evidence the
// rule objects to, and cites up to three of them with the rule's own words.

/// The findings and warnings of a set of dependency rules on one model.
public struct DependencyRuleChecks: Sendable {
    let rules: DependencyRules
    let model: AppModel
    let graph: DependencyGraph

    public init(rules: DependencyRules, model: AppModel) {
        self.rules = rules
        self.model = model
        graph = model.dependencies
    }

    /// A finding, and the edge it objects to (none for a module in no layer or over a limit).
    struct Found {
        let violation: Violation
        var edge: (from: String, to: String)?
    }

    /// Every finding, sorted.
    public func violations() -> [Violation] {
        found().map(\.violation).sorted()
    }

    /// The edges some rule forbids: `from` → `to` → the ids of the rules.
    public func brokenEdges() -> [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        for found in found() {
            guard let edge = found.edge else { continue }
            result[edge.from, default: [:]][edge.to, default: []].append(found.violation.rule)
        }
        return result
    }

    private func found() -> [Found] {
        rules.rules.flatMap { rule -> [Found] in
            switch rule.kind {
            case let .layers(layers, exhaustive): layered(rule, layers, exhaustive: exhaustive)
            case let .independent(sets): independent(rule, sets)
            case let .forbidden(edges): matching(rule, edges, forbidden: true)
            case let .allowed(edges): matching(rule, edges, forbidden: false)
            case let .metrics(limits): metrics(rule, limits)
            }
        }
    }

    /// One line for each tag and each rule's list of modules that matches no module (a typo, most likely).
    public func warnings() -> [String] {
        var result: [String] = []
        for (tag, selectors) in rules.tags.sorted(by: { $0.key < $1.key }) where modules(selectors).isEmpty {
            result.append("tag '\(tag)' matches no module; 'viper-docs graph --format json' lists the modules and their groups")
        }
        for rule in rules.rules {
            let lists: [[ModuleSelector]] = switch rule.kind {
            case let .layers(layers, _): layers
            case let .independent(sets): sets
            case let .forbidden(edges), let .allowed(edges): [edges.from, edges.to]
            case let .metrics(limits): [limits.modules]
            }
            for list in lists where modules(list).isEmpty {
                result.append("dependency rule '\(rule.id)' (line \(rule.line)): [\(list.map(\.description).joined(separator: ", "))] matches no module")
            }
        }
        return result
    }

    // MARK: - Which modules a list names

    func matches(_ selector: ModuleSelector, _ module: Module, depth: Int = 0) -> Bool {
        switch selector.kind {
        case .module: Glob.matchesExactly(selector.pattern, module.name)
        case .group: Glob.matches(selector.pattern, module.group)
        // A tag names other selectors; one naming a tag is read once more at most (no loops).
        case .tag: depth < 2 && (rules.tags[selector.pattern] ?? []).contains { !$0.negated && matches($0, module, depth: depth + 1) }
        }
    }

    /// Whether a list names a module: one of its selectors does, and none of its `!` selectors; a
    /// list of `!` selectors only names every module they do not.
    public func matches(_ list: [ModuleSelector], _ module: Module) -> Bool {
        let (negated, plain) = (list.filter(\.negated), list.filter { !$0.negated })
        guard !negated.contains(where: { matches($0, module) }) else { return false }
        return plain.isEmpty ? !negated.isEmpty : plain.contains { matches($0, module) }
    }

    func modules(_ list: [ModuleSelector]) -> [Module] {
        model.modules.filter { matches(list, $0) }
    }

    // MARK: - The kinds of rule

    private func layered(_ rule: DependencyRule, _ layers: [[ModuleSelector]], exhaustive: Bool) -> [Found] {
        var layerOf: [String: Int] = [:]
        for module in model.modules {
            layerOf[module.name] = layers.firstIndex { matches($0, module) }
        }
        var result: [Found] = []
        for edge in graph.edges {
            guard let from = layerOf[edge.from], let to = layerOf[edge.to], to < from else { continue }
            result.append(finding(rule, edge, edge.evidence,
                "\(edge.from) (layer \(from + 1)) depends on \(edge.to) (layer \(to + 1), above it)"))
        }
        if exhaustive {
            for module in model.modules where layerOf[module.name] == nil {
                result.append(finding(rule, module, "\(module.name) belongs to no layer; add it to one of the rule's layers"))
            }
        }
        return result
    }

    private func independent(_ rule: DependencyRule, _ sets: [[ModuleSelector]]) -> [Found] {
        var setOf: [String: Int] = [:]
        for (index, module) in model.modules.enumerated() {
            // One list: each of its modules is a set of its own.
            setOf[module.name] = sets.count == 1 ? (matches(sets[0], module) ? index : nil) : sets.firstIndex { matches($0, module) }
        }
        return graph.edges.compactMap { edge in
            guard let from = setOf[edge.from], let to = setOf[edge.to], from != to else { return nil }
            return finding(rule, edge, edge.evidence, "\(edge.from) depends on \(edge.to), and the rule keeps them independent")
        }
    }

    private func matching(_ rule: DependencyRule, _ selector: EdgeSelector, forbidden: Bool) -> [Found] {
        let modulesByName = model.index.modulesByName
        return graph.edges.compactMap { edge in
            guard let from = modulesByName[edge.from], let to = modulesByName[edge.to], matches(selector.from, from) else { return nil }
            let evidence = edge.evidence.filter {
                (selector.kinds.isEmpty || selector.kinds.contains($0.kind)) && (selector.toRole == nil || $0.targetRole == selector.toRole)
            }
            guard !evidence.isEmpty, matches(selector.to, to) == forbidden else { return nil }
            return finding(rule, edge, evidence, forbidden ? "\(edge.from) depends on \(edge.to), which the rule forbids"
                : "\(edge.from) depends on \(edge.to), which the rule does not allow")
        }
    }

    private func metrics(_ rule: DependencyRule, _ limits: MetricLimits) -> [Found] {
        let metrics = ArchitectureMetrics(model: model)
        let byName = Dictionary(metrics.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [Found] = []
        for module in modules(limits.modules) {
            guard let m = byName[module.name] else { continue }
            if let limit = limits.maxFanOut, m.fanOut > limit {
                result.append(finding(rule, module, "\(module.name) depends on \(m.fanOut) modules, more than \(limit)"))
            }
            if let limit = limits.maxFanIn, m.fanIn > limit {
                result.append(finding(rule, module, "\(m.fanIn) modules depend on \(module.name), more than \(limit)"))
            }
            if let limit = limits.maxComponents, m.components > limit {
                result.append(finding(rule, module, "\(module.name) has \(m.components) components, more than \(limit)"))
            }
            guard limits.stableDependencies, let own = m.instability else { continue }
            for edge in graph.edges(from: module.name) {
                guard let other = byName[edge.to]?.instability, other > own else { continue }
                result.append(finding(rule, edge, edge.evidence, "\(edge.from) (instability \(ArchitectureMetrics.format(own))) depends on "
                    + "\(edge.to) (instability \(ArchitectureMetrics.format(other))), which is less stable"))
            }
        }
        return result
    }

    // MARK: - Findings

    private func finding(_ rule: DependencyRule, _ edge: ModuleDependency, _ evidence: [DependencyEvidence], _ what: String) -> Found {
        let cited = evidence.prefix(3).map { "\($0.kind.rawValue) at \($0.location.file):\($0.location.line) (\($0.detail))" }
        let more = evidence.count > 3 ? " and \(evidence.count - 3) more" : ""
        return Found(violation: Violation(rule: rule.id, severity: rule.severity, module: edge.from, location: evidence[0].location,
                                          message: "\(what): \(cited.joined(separator: "; "))\(more). \(reason(rule))"),
                     edge: (edge.from, edge.to))
    }

    private func finding(_ rule: DependencyRule, _ module: Module, _ what: String) -> Found {
        let location = module.components.first?.location ?? SourceLocation(file: module.folder, line: 1, column: 1)
        return Found(violation: Violation(rule: rule.id, severity: rule.severity, module: module.name, location: location,
                                          message: "\(what). \(reason(rule))"))
    }

    private func reason(_ rule: DependencyRule) -> String {
        "Rule '\(rule.id)': " + (rule.message.map { $0.hasSuffix(".") ? $0 : $0 + "." } ?? rule.summary)
    }
}
