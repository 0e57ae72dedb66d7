import Architecture
import Diagrams
import Rules

// MARK: - `viper-docs graph --format mermaid`
//
// The app map or one module as a Mermaid flowchart, to paste into a README, a wiki or an issue:
// the same content as the site's diagrams. Modules with an error-level finding, and references a
// finding names, are drawn red; weak and unowned references dotted.

/// Encodes the model, or one module, as a Mermaid flowchart.
public enum MermaidReport: Reporter {
    public static let identifier = "mermaid"
    public static let summary = "a Mermaid flowchart, for Markdown"
    static let errorStyle = "fill:#ffebee,stroke:#d32f2f,color:#b71c1c"
    static let violationEdge = "stroke:#d32f2f,stroke-width:2px"

    public static func report(_ subject: GraphSubject) throws -> String {
        if let module = try subject.selectedModule() {
            return self.module(module, violations: subject.violations)
        }
        return app(subject.model, violations: subject.violations)
    }

    /// Every module, in a subgraph per group, with the navigation between them.
    public static func app(_ model: AppModel, violations: [Violation]) -> String {
        var out = MermaidWriter()
        let failing = Set(violations.filter { $0.severity == .error }.map(\.module))
        out.classDef("error", errorStyle)
        for group in model.groups {
            if !group.name.isEmpty { out.subgraph("group:" + group.name, label: group.name) }
            for module in group.modules {
                out.node(module.name, label: module.name, classes: failing.contains(module.name) ? ["error"] : [])
            }
            if !group.name.isEmpty { out.end() }
        }
        for module in model.modules.sorted(by: { $0.name < $1.name }) {
            for target in module.navigatesTo {
                if !out.has(target) { out.node(target, label: target, shape: .stadium) }
                out.edge(module.name, target)
            }
        }
        return out.text
    }

    /// The components of `module` and the references between them, labelled with the property and,
    /// unless strong, the ownership.
    public static func module(_ module: Module, violations: [Violation]) -> String {
        var out = MermaidWriter()
        let own = violations.filter { $0.modules.contains(module.name) }
        for component in module.components.sorted(by: { ($0.role, $0.type) < ($1.role, $1.type) }) where !out.has(component.type) {
            out.node(component.type, label: "\(component.type)\n\(component.role.title)")
        }
        var broken: [Int] = []
        let references = module.references.filter { $0.targetModule == nil }
            .sorted { ($0.from, $0.to, $0.property, $0.location) < ($1.from, $1.to, $1.property, $1.location) }
        for reference in references {
            guard let from = module.component(reference.from), let to = module.component(reference.to) else { continue }
            let label = reference.ownership == .strong ? reference.property : "\(reference.property) (\(reference.ownership.rawValue))"
            let index = out.edge(from.type, to.type, arrow: reference.ownership == .strong ? .solid : .dotted, label: label)
            if own.contains(where: { ModuleDiagram.breaks($0, reference) }) { broken.append(index) }
        }
        out.linkStyle(broken, violationEdge)
        return out.text
    }
}
