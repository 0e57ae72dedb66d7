// MARK: - Mermaid flowchart syntax
//
// What `graph --format mermaid` and `diff`'s Markdown write: a `flowchart`, nodes with quoted labels,
// edges with quoted labels, subgraphs, and styles by class and by edge index. Node ids are
// generated (`n0`, `n1`, …), so a type or module name never meets Mermaid's grammar; labels escape
// what would end them. GitHub and GitLab render it in Markdown (a ```mermaid block).

/// Writes a Mermaid flowchart line by line.
public struct MermaidWriter {
    public enum Arrow: String, Sendable {
        /// A strong reference, or navigation.
        case solid = "-->"
        /// A weak or unowned reference.
        case dotted = "-.->"
        /// An added edge (in a diff).
        case thick = "==>"
    }

    public enum Shape: Sendable {
        /// `id["label"]`.
        case box
        /// `id(["label"])`: a module outside the diagram's subject.
        case stadium
    }

    private(set) var lines: [String]
    private var ids: [String: String] = [:]
    private var edges = 0
    private var depth = 1

    /// `flowchart LR` (or `TD`).
    public init(direction: String = "LR") {
        lines = ["flowchart \(direction)"]
    }

    /// The id of the node `key`, made on first use.
    public mutating func id(_ key: String) -> String {
        if let id = ids[key] { return id }
        let id = "n\(ids.count)"
        ids[key] = id
        return id
    }

    /// Whether `key` has a node.
    public func has(_ key: String) -> Bool { ids[key] != nil }

    public mutating func node(_ key: String, label: String, shape: Shape = .box, classes: [String] = []) {
        let id = id(key)
        let text = Self.label(label)
        let suffix = classes.isEmpty ? "" : ":::" + classes.joined(separator: ":::")
        switch shape {
        case .box: line("\(id)[\"\(text)\"]\(suffix)")
        case .stadium: line("\(id)([\"\(text)\"])\(suffix)")
        }
    }

    /// An edge between two nodes (made if missing); returns its index, for `linkStyle`.
    @discardableResult
    public mutating func edge(_ from: String, _ to: String, arrow: Arrow = .solid, label: String? = nil) -> Int {
        let text = label.map { "|\"\(Self.label($0))\"|" } ?? ""
        line("\(id(from)) \(arrow.rawValue)\(text) \(id(to))")
        edges += 1
        return edges - 1
    }

    /// A subgraph whose id is the node id of `key`, so that edges can join it to other nodes.
    public mutating func subgraph(_ key: String, label: String) {
        line("subgraph \(id(key))[\"\(Self.label(label))\"]")
        depth += 1
    }

    public mutating func end() {
        depth -= 1
        line("end")
    }

    /// `classDef name fill:…,stroke:…`.
    public mutating func classDef(_ name: String, _ style: String) {
        line("classDef \(name) \(style)")
    }

    /// `linkStyle 0,3 stroke:…` for the given edges (nothing when there are none).
    public mutating func linkStyle(_ indexes: [Int], _ style: String) {
        guard !indexes.isEmpty else { return }
        line("linkStyle \(indexes.sorted().map(String.init).joined(separator: ",")) \(style)")
    }

    private mutating func line(_ text: String) {
        lines.append(String(repeating: "    ", count: depth) + text)
    }

    public var text: String { lines.joined(separator: "\n") + "\n" }

    /// Label text inside `"…"`: Mermaid's entity codes for what would end or break it (`"`, `#`,
    /// `<`, `>`), and a line break as `<br>`.
    public static func label(_ value: String) -> String {
        var result = ""
        for character in value {
            switch character {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "\r\n", "\r", "\n": result += "<br>"
            default: result.append(character)
            }
        }
        return result
    }
}
