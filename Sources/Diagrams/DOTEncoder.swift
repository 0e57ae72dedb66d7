import Architecture
import Rules
import SourceScanner

// MARK: - Links

/// Where the nodes of a diagram point to in the generated site.
///
/// URLs are used exactly as given (relative to the page that shows the diagram); a node without an
/// entry gets no link. A dictionary rather than a closure keeps the encoder pure and `Sendable`.
public struct DiagramLinks: Sendable, Equatable {
    /// Component type name (`HomePresenter`) → URL of its documentation, for the module being drawn.
    public var components: [String: String]
    /// Module name (`Home`) → URL of the module's page.
    public var modules: [String: String]
    /// Group name (`Catalog`, `""` for the modules outside any group) → URL of the group's page.
    public var groups: [String: String]
    /// A finding → URL of its place on its module's page (`Home.html#violation-2`). A red edge links
    /// to its first finding and carries the fragment of each as a class, for the page's script.
    public var findings: [Violation: String]

    /// Links for the given components, modules, groups and findings; anything not listed stays unlinked.
    public init(components: [String: String] = [:], modules: [String: String] = [:], groups: [String: String] = [:],
                findings: [Violation: String] = [:]) {
        self.components = components
        self.modules = modules
        self.groups = groups
        self.findings = findings
    }

    /// No links at all.
    public static let none = DiagramLinks()
}

// MARK: - Palette

/// The colours of the diagrams, in one place so that the theme's legend can match them.
public enum DiagramPalette {
    /// The colours of one kind of node.
    public struct Colors: Sendable, Equatable {
        /// The fill.
        public var fill: String
        /// The border.
        public var border: String
        /// The label.
        public var text: String
    }

    /// A light fill with a darker border of the same hue per role (Material 50/800 shades), so
    /// labels stay readable on both light and dark page backgrounds (the graph has no background).
    public static func colors(for role: Role) -> Colors {
        switch role {
        case .view: Colors(fill: "#e3f2fd", border: "#1565c0", text: "#0d47a1")
        case .presenter: Colors(fill: "#e8f5e9", border: "#2e7d32", text: "#1b5e20")
        case .interactor: Colors(fill: "#fff3e0", border: "#ef6c00", text: "#e65100")
        case .router: Colors(fill: "#f3e5f5", border: "#6a1b9a", text: "#4a148c")
        case .builder: Colors(fill: "#eceff1", border: "#546e7a", text: "#263238")
        case .formatter: Colors(fill: "#e0f2f1", border: "#00695c", text: "#004d40")
        }
    }

    /// A module node in the app diagram.
    public static let module = Colors(fill: "#eceff1", border: "#546e7a", text: "#263238")
    /// A module node whose module has an error.
    public static let moduleWithError = Colors(fill: "#ffebee", border: "#d32f2f", text: "#b71c1c")
    /// The colour of an edge (and its label) that breaks a rule.
    public static let violation = "#d32f2f"
    /// Ordinary edges.
    public static let edge = "#546e7a"
    /// Edges that only hold their target until first use (`isTemporary`).
    public static let temporary = "#9e9e9e"
    /// The frame of a group of modules.
    public static let cluster = "#b0bec5"
    /// A module of another group, drawn small on a group's map.
    public static let externalModule = Colors(fill: "#fafafa", border: "#90a4ae", text: "#455a64")
}

// MARK: - Module diagram

/// The components of one module and the references between them, as Graphviz DOT text.
public enum ModuleDiagram {
    /// Encodes `module` as a DOT digraph.
    ///
    /// One node per component, coloured by role; one edge per reference inside the module (references
    /// to other modules belong to the app diagram), drawn solid, dashed or dotted for strong, weak
    /// and unowned. Edges that a violation of this module names are drawn red with the violation's
    /// message as tooltip. The output depends only on the arguments: same input, same bytes.
    /// Of several components of the holder's role (a hosting controller and the SwiftUI view it
    /// hosts), the one written in the property's file.
    static func holder(of reference: Reference, in module: Module) -> Component? {
        let candidates = module.components.filter { $0.role == reference.from }
        return candidates.first { $0.location.file == reference.location.file } ?? candidates.first
    }

    /// Of several components of the target's role, the one the property's type names, else one that
    /// is not the holder itself (no loop the code does not have).
    static func target(of reference: Reference, from holder: Component, in module: Module) -> Component? {
        let candidates = module.components.filter { $0.role == reference.to }
        return candidates.first { $0.type == reference.type } ?? candidates.first { $0.type != holder.type } ?? candidates.first
    }

    public static func dot(for module: Module, violations: [Violation], links: DiagramLinks) -> String {
        var out = DOTWriter()
        out.open("digraph \(DOT.id(module.name))")
        out.line("graph \(DOT.attributes([("id", "diagram-module-\(module.name)")] + DOT.graphDefaults))")
        out.line("node \(DOT.attributes(DOT.nodeDefaults))")
        out.line("edge \(DOT.attributes(DOT.edgeDefaults))")

        // Components sorted as the model documents (role, then type), once more here so that the
        // output stays stable even for a hand-built module; a type listed twice is drawn once.
        var drawn = Set<String>()
        let components = module.components.sorted { ($0.role, $0.type, $0.member ?? "") < ($1.role, $1.type, $1.member ?? "") }
        if !components.isEmpty { out.blank() }
        for component in components where drawn.insert(component.type).inserted {
            let colors = DiagramPalette.colors(for: component.role)
            var attributes: [(String, String)] = [
                ("id", "component-\(component.type)"),
                // A central assembly's method says which (`AppModules.settings`, `AppAssembly.makeHomeModule`).
                ("label", "\(component.name)\n\(component.role.title)"),
                ("fillcolor", colors.fill),
                ("color", colors.border),
                ("fontcolor", colors.text),
                ("tooltip", "\(component.type) — \(component.role.rawValue) — \(component.location.file):\(component.location.line)"),
            ]
            if let url = links.components[component.type] { attributes.append(("URL", url)) }
            out.line("\(DOT.id(component.type)) \(DOT.attributes(attributes))")
        }

        let ownViolations = violations.filter { $0.module == module.name }.sorted()
        let references = module.references
            .filter { $0.targetModule == nil }
            .sorted { ($0.from, $0.to, $0.property, $0.location) < ($1.from, $1.to, $1.property, $1.location) }
        var edgeIDs = UniqueIDs()
        var wroteBlank = false
        for reference in references {
            // A reference names roles; without a component on either end there is nothing to connect.
            guard let from = Self.holder(of: reference, in: module), let to = Self.target(of: reference, from: from, in: module) else { continue }
            if !wroteBlank { out.blank(); wroteBlank = true }

            let broken = ownViolations.filter { breaks($0, reference) }
            var label = reference.property
            if reference.isTemporary { label += " (temporary)" }
            var attributes: [(String, String)] = [
                ("id", edgeIDs.make("reference-\(from.type)-\(reference.property)")),
                ("label", label),
                ("style", edgeStyle(reference.ownership)),
            ]
            if !broken.isEmpty {
                attributes += [
                    ("color", DiagramPalette.violation),
                    ("fontcolor", DiagramPalette.violation),
                    ("penwidth", "2"),
                    ("tooltip", broken.map(\.message).joined(separator: "\n")),
                ]
                // The edge opens its finding; the class names every finding it shows (`violation-2`).
                let urls = broken.compactMap { links.findings[$0] }
                if let first = urls.first {
                    let fragments = urls.compactMap { $0.split(separator: "#", maxSplits: 1).dropFirst().first.map(String.init) }
                    attributes += [("URL", first), ("class", (["finding"] + fragments).joined(separator: " "))]
                }
            } else {
                if reference.isTemporary {
                    attributes += [("color", DiagramPalette.temporary), ("fontcolor", DiagramPalette.temporary)]
                }
                attributes.append(("tooltip", "\(from.type).\(reference.property): \(reference.type) (\(reference.ownership.rawValue))"))
            }
            out.line("\(DOT.id(from.type)) -> \(DOT.id(to.type)) \(DOT.attributes(attributes))")
        }
        out.close()
        return out.text
    }

    /// Whether `violation` is about `reference`: it names the property, and it is reported in the
    /// file that declares the property (or on its line: an inherited property is declared in the
    /// base class's file, while the rule may report it where the subclass is).
    public static func breaks(_ violation: Violation, _ reference: Reference) -> Bool {
        // A finding about one reference is at that reference's declaration; a finding about a path
        // (a cycle) names every property on it, and each of its edges is drawn in red.
        violation.properties.contains(reference.property)
            && (violation.properties.count > 1 || violation.location.file == reference.location.file
                || violation.location.line == reference.location.line)
    }

    static func edgeStyle(_ ownership: Ownership) -> String {
        switch ownership {
        case .strong: "solid"
        case .weak: "dashed"
        case .unowned: "dotted"
        }
    }
}

// MARK: - App diagram

/// The modules of the app, grouped by folder, with the navigation between them, as DOT text.
public enum AppDiagram {
    /// Encodes `model` as a DOT digraph.
    ///
    /// One cluster per group (a module with an empty group is drawn outside any cluster), one node per
    /// module, linked to its page and drawn red when the module has an error, and one edge per
    /// navigation. A navigation to a module the model does not know is drawn to a dashed node
    /// without a link, so that the edge is not lost. Same input, same bytes.
    public static func dot(for model: AppModel, violations: [Violation], links: DiagramLinks) -> String {
        var out = DOTWriter()
        out.open("digraph App")
        out.line("graph \(DOT.attributes([("id", "diagram-app")] + DOT.graphDefaults))")
        out.line("node \(DOT.attributes(DOT.nodeDefaults + colorAttributes(DiagramPalette.module)))")
        out.line("edge \(DOT.attributes(DOT.edgeDefaults))")

        let known = Set(model.modules.map(\.name))
        let byModule = Dictionary(grouping: violations, by: \.module)
        for group in model.groups {
            out.blank()
            if group.name.isEmpty {
                for module in group.modules { out.line(node(module, violations: byModule[module.name] ?? [], links: links)) }
                continue
            }
            out.open("subgraph \(DOT.id("cluster_\(group.name)"))")
            // Its own id: a cluster inherits the graph's, and SVG ids must be unique on the page.
            out.line("graph \(DOT.attributes([("id", "cluster-\(group.name)"), ("label", group.name), ("style", "rounded,dashed"), ("color", DiagramPalette.cluster), ("fontcolor", "#455a64")]))")
            for module in group.modules { out.line(node(module, violations: byModule[module.name] ?? [], links: links)) }
            out.close()
        }

        let modules = model.modules.sorted { $0.name < $1.name }
        let unknown = Set(modules.flatMap(\.navigatesTo)).subtracting(known).sorted()
        if !unknown.isEmpty { out.blank() }
        for name in unknown {
            out.line("\(DOT.id(name)) \(DOT.attributes([("id", "module-\(name)"), ("style", "rounded,dashed"), ("tooltip", "\(name) — not a scanned module")]))")
        }

        let edges = modules.flatMap { module in module.navigatesTo.map { (module.name, $0) } }
        if !edges.isEmpty { out.blank() }
        for (from, to) in edges {
            let attributes = [("id", "navigation-\(from)-\(to)"), ("tooltip", "\(from) opens \(to)")]
            out.line("\(DOT.id(from)) -> \(DOT.id(to)) \(DOT.attributes(attributes))")
        }
        out.close()
        return out.text
    }

    /// The node of `module`; `violations` may hold other modules' findings too (they are ignored).
    static func node(_ module: Module, violations: [Violation], links: DiagramLinks) -> String {
        let own = violations.filter { $0.module == module.name }
        let errors = own.filter { $0.severity == .error }.count
        let warnings = own.filter { $0.severity == .warning }.count
        var summary = ["\(module.name) — \(module.style.rawValue) — \(count(module.components.count, "component"))"]
        if errors > 0 { summary.append(count(errors, "error")) }
        if warnings > 0 { summary.append(count(warnings, "warning")) }

        var attributes = [("id", "module-\(module.name)"), ("label", module.name)]
        if errors > 0 { attributes += colorAttributes(DiagramPalette.moduleWithError) + [("penwidth", "2")] }
        attributes.append(("tooltip", summary.joined(separator: " — ")))
        if let url = links.modules[module.name] { attributes.append(("URL", url)) }
        return "\(DOT.id(module.name)) \(DOT.attributes(attributes))"
    }

    static func colorAttributes(_ colors: DiagramPalette.Colors) -> [(String, String)] {
        [("fillcolor", colors.fill), ("color", colors.border), ("fontcolor", colors.text)]
    }

    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }
}
