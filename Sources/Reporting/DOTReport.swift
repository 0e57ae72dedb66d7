import Diagrams

// MARK: - `viper-docs graph --format dot`

/// The app map (the groups' map for a large app), or one module, as the site draws it, in DOT for
/// Graphviz; without the site's links, so that it stands on its own.
public enum DOTReport: Reporter {
    public static let identifier = "dot"
    public static let summary = "Graphviz DOT, as the site draws it"

    public static func report(_ subject: GraphSubject) throws -> String {
        if let module = try subject.selectedModule() {
            return ModuleDiagram.dot(for: module, violations: subject.violations, links: .none)
        }
        if AppMap.showsGroups(subject.model) {
            return GroupMapDiagram.dot(for: subject.model, violations: subject.violations, links: .none)
        }
        return AppDiagram.dot(for: subject.model, violations: subject.violations, links: .none)
    }
}
