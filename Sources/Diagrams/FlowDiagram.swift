import Architecture
import Foundation
import Rules

// MARK: - A flow between modules

/// A path through the app that a guide names (` ```viper-diagram` with `flow Login -> Home -> ShowDetails`),
/// as DOT text: one node per step, left to right, and one arrow per step, solid where the code
/// opens the next module and dashed grey where it does not (so that a guide and the code cannot
/// drift apart unseen).
public enum FlowDiagram {
    /// The steps of a flow written `A -> B -> C` (or with `→`); nil when it names fewer than two.
    public static func steps(_ spec: String) -> [String]? {
        let steps = spec.replacingOccurrences(of: "→", with: "->").components(separatedBy: "->")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard steps.count >= 2, !steps.contains(where: \.isEmpty) else { return nil }
        return steps
    }

    /// The flow through `steps` of `model`. Nodes link to their modules (`links.modules`) and are drawn
    /// like the app map's (red: a module with an error). Same input, same bytes.
    public static func dot(steps: [String], model: AppModel, violations: [Violation], links: DiagramLinks) -> String {
        let byName = Dictionary(model.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let byModule = Dictionary(grouping: violations, by: \.module)
        var out = DOTWriter()
        out.open("digraph \(DOT.id("Flow " + steps.joined(separator: " -> ")))")
        out.line("graph \(DOT.attributes([("id", "diagram-flow")] + DOT.graphDefaults))")
        out.line("node \(DOT.attributes(DOT.nodeDefaults + AppDiagram.colorAttributes(DiagramPalette.module)))")
        out.line("edge \(DOT.attributes(DOT.edgeDefaults))")
        out.blank()
        var drawn = Set<String>()
        for name in steps where drawn.insert(name).inserted {
            if let module = byName[name] {
                out.line(AppDiagram.node(module, violations: byModule[name] ?? [], links: links))
            } else {
                out.line("\(DOT.id(name)) \(DOT.attributes([("id", "module-\(name)"), ("style", "rounded,dashed"), ("tooltip", "\(name) — not a scanned module")]))")
            }
        }
        out.blank()
        var ids = UniqueIDs()
        for (from, to) in zip(steps, steps.dropFirst()) {
            var attributes = [("id", ids.make("flow-\(from)-\(to)"))]
            if byName[from]?.navigatesTo.contains(to) == true {
                attributes.append(("tooltip", "\(from) opens \(to)"))
            } else {
                attributes += [("style", "dashed"), ("color", DiagramPalette.temporary),
                               ("tooltip", "The code has no navigation from \(from) to \(to)")]
            }
            out.line("\(DOT.id(from)) -> \(DOT.id(to)) \(DOT.attributes(attributes))")
        }
        out.close()
        return out.text
    }
}
