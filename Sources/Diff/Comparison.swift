import Reporting

// MARK: - Comparing two graph documents

extension ArchitectureDiff {
    /// What changed from `base` to `head`; `baseLabel` and `headLabel` say how each side was given.
    public init(base: GraphDocument, head: GraphDocument, baseLabel: String, headLabel: String) {
        let renaming = Renaming(base: base.modules, head: head.modules)
        let oldModules = base.modules.map(renaming.module)
        let oldByName = Dictionary(oldModules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newByName = Dictionary(head.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

        self.base = baseLabel
        self.head = headLabel
        let renamedTo = Set(renaming.renames.map(\.to))
        modules = ModuleChanges(
            added: newByName.keys.filter { oldByName[$0] == nil && !renamedTo.contains($0) }.sorted(),
            removed: base.modules.map(\.name).filter { newByName[renaming.module($0)] == nil }.sorted(),
            renamed: renaming.renames)

        var components: [ComponentChange] = []
        var references: [ReferenceChange] = []
        for name in newByName.keys.sorted() {
            guard let old = oldByName[name], let new = newByName[name] else { continue }
            components += Self.components(old, new)
            references += Self.references(old, new)
        }
        self.components = components.sorted()
        self.references = references.sorted()

        func edges(_ modules: [GraphDocument.Module]) -> Set<NavigationChange> {
            Set(modules.flatMap { module in module.navigatesTo.map { NavigationChange(from: module.name, to: $0, change: .added) } })
        }
        let oldEdges = edges(oldModules), newEdges = edges(head.modules)
        navigation = (newEdges.subtracting(oldEdges).map { $0 }
            + oldEdges.subtracting(newEdges).map { NavigationChange(from: $0.from, to: $0.to, change: .removed) }).sorted()

        if let oldFindings = base.findings, let newFindings = head.findings {
            let (new, fixed) = Self.findings(old: oldFindings, new: newFindings, renaming: renaming)
            findings = FindingChanges(new: new, fixed: fixed, compared: true)
        } else {
            findings = FindingChanges(new: [], fixed: [], compared: false)
        }
    }

    static func components(_ old: GraphDocument.Module, _ new: GraphDocument.Module) -> [ComponentChange] {
        let before = Set(old.components.map { [$0.role, $0.type] }), after = Set(new.components.map { [$0.role, $0.type] })
        return after.subtracting(before).map { ComponentChange(module: new.name, role: $0[0], type: $0[1], change: .added) }
            + before.subtracting(after).map { ComponentChange(module: new.name, role: $0[0], type: $0[1], change: .removed) }
    }

    /// References matched by the role that holds them and the property: one on one side only is
    /// added or removed; one whose ownership differs changed; one that points elsewhere is removed
    /// and added.
    static func references(_ old: GraphDocument.Module, _ new: GraphDocument.Module) -> [ReferenceChange] {
        func key(_ reference: GraphDocument.Reference) -> String { "\(reference.from).\(reference.property)" }
        let before = Dictionary(old.references.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.references.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        func change(_ reference: GraphDocument.Reference, _ change: Change, previous: String? = nil) -> ReferenceChange {
            ReferenceChange(module: new.name, from: reference.from, property: reference.property, to: reference.to,
                            toModule: reference.toModule, change: change, ownership: reference.ownership, previousOwnership: previous)
        }
        var result: [ReferenceChange] = []
        for (key, reference) in after {
            guard let previous = before[key] else { result.append(change(reference, .added)); continue }
            if previous.to != reference.to || previous.toModule != reference.toModule {
                result += [change(previous, .removed), change(reference, .added)]
            } else if previous.ownership != reference.ownership {
                result.append(change(reference, .changed, previous: previous.ownership))
            }
        }
        for (key, reference) in before where after[key] == nil {
            result.append(change(reference, .removed))
        }
        return result
    }

    /// Findings matched by rule, module and message (not by line: an edit above a finding moves it
    /// without changing it), counted, so that two identical findings need two on the other side.
    static func findings(old: [FindingDTO], new: [FindingDTO], renaming: Renaming) -> (new: [FindingDTO], fixed: [FindingDTO]) {
        func key(_ finding: FindingDTO) -> [String] { [finding.rule, finding.module, finding.message] }
        var remaining: [[String]: Int] = [:]
        for finding in old.map(renaming.finding) { remaining[key(finding), default: 0] += 1 }
        var added: [FindingDTO] = []
        for finding in new {
            if let count = remaining[key(finding)], count > 0 {
                remaining[key(finding)] = count - 1
            } else {
                added.append(finding)
            }
        }
        var fixed: [FindingDTO] = []
        for finding in old.reversed() {
            let renamed = renaming.finding(finding)
            if let count = remaining[key(renamed)], count > 0 {
                remaining[key(renamed)] = count - 1
                fixed.append(finding)
            }
        }
        let order: (FindingDTO, FindingDTO) -> Bool = { ($0.file, $0.line, $0.column, $0.rule) < ($1.file, $1.line, $1.column, $1.rule) }
        return (added.sorted(by: order), fixed.sorted(by: order))
    }
}
