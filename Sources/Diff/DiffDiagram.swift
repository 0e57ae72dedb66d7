import Reporting

// MARK: - The changed modules as a Mermaid flowchart
//
// For the pull-request comment: each changed module once. A module added, removed or only renamed
// is a node; a module whose references changed is a subgraph of the roles involved. Added edges are
// thick and green (`==>`, "+ property"), removed ones dotted and red (`-.->`, "− property"), an
// ownership change orange ("view: weak → strong"); navigation between modules the same way.

enum DiffDiagram {
    /// At most this many modules are drawn; the comment says when more changed.
    static let moduleLimit = 30
    static let addedStyle = "stroke:#2e7d32,stroke-width:3px,color:#1b5e20"
    static let removedStyle = "stroke:#c62828,stroke-width:2px,stroke-dasharray:4 3,color:#b71c1c"
    static let changedStyle = "stroke:#ef6c00,stroke-width:3px,color:#e65100"

    static func mermaid(_ diff: ArchitectureDiff) -> String {
        var out = MermaidWriter()
        out.classDef("added", "fill:#e8f5e9,stroke:#2e7d32,color:#1b5e20")
        out.classDef("removed", "fill:#ffebee,stroke:#c62828,color:#b71c1c,stroke-dasharray:4 3")
        out.classDef("renamed", "fill:#fff8e1,stroke:#f9a825,color:#5d4037")
        let drawn = Set(diff.changedModules.prefix(moduleLimit))
        let renamedFrom = Dictionary(diff.modules.renamed.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
        let references = Dictionary(grouping: diff.references.filter { drawn.contains($0.module) }, by: \.module)
        let components = Dictionary(grouping: diff.components.filter { drawn.contains($0.module) }, by: \.module)
        var added: [Int] = [], removed: [Int] = [], changed: [Int] = []

        for name in drawn.sorted() {
            let key = "module:" + name
            let title = renamedFrom[name].map { "\($0) → \(name)" } ?? name
            if diff.modules.added.contains(name) {
                out.node(key, label: "+ \(name)", classes: ["added"])
            } else if diff.modules.removed.contains(name) {
                out.node(key, label: "− \(name)", classes: ["removed"])
            } else if references[name] == nil && components[name] == nil {
                out.node(key, label: title, classes: renamedFrom[name] == nil ? [] : ["renamed"])
            } else {
                out.subgraph(key, label: title)
                for component in components[name] ?? [] {
                    let sign = component.change == .added ? "+ " : "− "
                    out.node("\(name).component.\(component.type)", label: sign + "\(component.type)\n\(component.role)",
                             classes: [component.change == .added ? "added" : "removed"])
                }
                for reference in references[name] ?? [] {
                    for role in [reference.from] + (reference.toModule == nil ? [reference.to] : []) where !out.has("\(name).\(role)") {
                        out.node("\(name).\(role)", label: role)
                    }
                }
                out.end()
            }
        }
        for reference in diff.references where drawn.contains(reference.module) {
            let from = "\(reference.module).\(reference.from)"
            let to = reference.toModule.map { "module:" + $0 } ?? "\(reference.module).\(reference.to)"
            if !out.has(to), let module = reference.toModule { out.node(to, label: module, shape: .stadium) }
            switch reference.change {
            case .added: added.append(out.edge(from, to, arrow: .thick, label: "+ \(reference.property)"))
            case .removed: removed.append(out.edge(from, to, arrow: .dotted, label: "− \(reference.property)"))
            case .changed:
                changed.append(out.edge(from, to, label: "\(reference.property): \(reference.previousOwnership ?? "?") → \(reference.ownership)"))
            }
        }
        for navigation in diff.navigation where drawn.contains(navigation.from) || drawn.contains(navigation.to) {
            for name in [navigation.from, navigation.to] where !out.has("module:" + name) {
                out.node("module:" + name, label: name, shape: .stadium)
            }
            if navigation.change == .added {
                added.append(out.edge("module:" + navigation.from, "module:" + navigation.to, arrow: .thick, label: "+ opens"))
            } else {
                removed.append(out.edge("module:" + navigation.from, "module:" + navigation.to, arrow: .dotted, label: "− opens"))
            }
        }
        out.linkStyle(added, addedStyle)
        out.linkStyle(removed, removedStyle)
        out.linkStyle(changed, changedStyle)
        return out.text
    }
}
