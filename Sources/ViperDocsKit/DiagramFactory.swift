import Architecture
import Diagrams
import Site

/// Builds the diagrams' DOT with the site's links.
enum DiagramFactory {
    /// The app map, with links relative to the site root.
    static func appDOT(_ analysis: Analysis) -> String {
        let links = DiagramLinks(modules: Dictionary(uniqueKeysWithValues: analysis.model.modules.map { ($0.name, SitePaths.modulePage(named: $0.name)) }))
        return AppDiagram.dot(for: analysis.model, violations: analysis.violations, links: links)
    }
}
