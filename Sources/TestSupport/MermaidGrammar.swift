import Foundation

// MARK: - A Mermaid flowchart grammar, for tests
//
// The subset of Mermaid's flowchart grammar viper-docs writes, checked strictly: a header, node
// statements with quoted labels, edges with quoted labels, subgraphs, `classDef`, `linkStyle`. A
// test that parses the output here knows GitHub's renderer will not choke on a stray quote, an
// undeclared node, an unbalanced `end` or a `linkStyle` index past the last edge.

/// A parsed Mermaid flowchart, or the first line that breaks the grammar.
public struct MermaidFlowchart: Equatable {
    public struct Edge: Equatable {
        public var from: String
        public var to: String
        public var arrow: String
        public var label: String?
    }

    public struct SyntaxError: Error, CustomStringConvertible {
        public var line: Int
        public var text: String
        public var reason: String
        public var description: String { "line \(line): \(reason): \(text)" }
    }

    public var direction: String
    /// Node and subgraph ids → their labels, entities decoded.
    public var labels: [String: String] = [:]
    public var subgraphs: [String] = []
    public var edges: [Edge] = []
    /// Node id → its classes.
    public var classes: [String: [String]] = [:]
    public var classDefs: [String: String] = [:]
    /// Edge index → style.
    public var linkStyles: [Int: String] = [:]

    static let reserved: Set<String> = ["end", "subgraph", "graph", "flowchart", "style", "class", "classDef", "click", "linkStyle", "direction"]
    static let id = #"([A-Za-z][A-Za-z0-9_]*)"#
    static let label = #""([^"\n]*)""#
    static var node: Regex<AnyRegexOutput> { try! Regex("^" + id + #"(\[|\(\[)"# + label + #"(\]|\]\))((?::::[A-Za-z][A-Za-z0-9_-]*)*)$"#) }
    static var edge: Regex<AnyRegexOutput> { try! Regex("^" + id + #" (-->|-\.->|==>)(?:\|"# + label + #"\|)? "# + id + "$") }
    static var subgraph: Regex<AnyRegexOutput> { try! Regex("^subgraph " + id + #"\["# + label + #"\]$"#) }
    static var classDef: Regex<AnyRegexOutput> { try! Regex(#"^classDef ([A-Za-z][A-Za-z0-9_-]*) ([a-z-]+:[^,;]+(?:,[a-z-]+:[^,;]+)*)$"#) }
    static var linkStyle: Regex<AnyRegexOutput> { try! Regex(#"^linkStyle ([0-9]+(?:,[0-9]+)*) ([a-z-]+:[^,;]+(?:,[a-z-]+:[^,;]+)*)$"#) }
    static var entity: Regex<AnyRegexOutput> { try! Regex(#"#([a-z]+|[0-9]+);"#) }

    /// Parses `text`; throws the first `SyntaxError`.
    public init(parsing text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let header = lines.first, let match = header.wholeMatch(of: try! Regex(#"flowchart (LR|TD|TB|RL|BT)"#)) else {
            throw SyntaxError(line: 1, text: lines.first ?? "", reason: "the first line must be 'flowchart <direction>'")
        }
        direction = String(match.output[1].substring ?? "")
        var open: [String] = []
        for (index, raw) in lines.enumerated().dropFirst() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            func fail(_ reason: String) -> SyntaxError { SyntaxError(line: index + 1, text: raw, reason: reason) }
            if line.isEmpty { continue }
            if line == "end" {
                guard !open.isEmpty else { throw fail("'end' without a subgraph") }
                open.removeLast()
            } else if let m = line.wholeMatch(of: Self.subgraph) {
                let id = String(m.output[1].substring!)
                try declare(id, label: String(m.output[2].substring!), fail)
                subgraphs.append(id)
                open.append(id)
            } else if let m = line.wholeMatch(of: Self.classDef) {
                classDefs[String(m.output[1].substring!)] = String(m.output[2].substring!)
            } else if let m = line.wholeMatch(of: Self.linkStyle) {
                for number in m.output[1].substring!.split(separator: ",") { linkStyles[Int(number)!] = String(m.output[2].substring!) }
            } else if let m = line.wholeMatch(of: Self.edge) {
                let from = String(m.output[1].substring!), to = String(m.output[4].substring!)
                for id in [from, to] where labels[id] == nil { throw fail("the edge uses \(id) before it is declared") }
                let label = try m.output[3].substring.map { try Self.decode(String($0), fail) }
                edges.append(Edge(from: from, to: to, arrow: String(m.output[2].substring!), label: label))
            } else if let m = line.wholeMatch(of: Self.node) {
                let opening = m.output[2].substring!, closing = m.output[4].substring!
                guard (opening == "[" && closing == "]") || (opening == "([" && closing == "])") else { throw fail("mismatched brackets") }
                let id = String(m.output[1].substring!)
                try declare(id, label: String(m.output[3].substring!), fail)
                classes[id] = m.output[5].substring!.split(separator: ":").filter { !$0.isEmpty }.map(String.init)
            } else {
                throw fail("not a flowchart statement viper-docs writes")
            }
        }
        guard open.isEmpty else { throw SyntaxError(line: lines.count, text: "", reason: "subgraph \(open.last!) is not closed") }
        for (id, names) in classes {
            for name in names where classDefs[name] == nil {
                throw SyntaxError(line: 0, text: id, reason: "class \(name) has no classDef")
            }
        }
        for index in linkStyles.keys where index >= edges.count {
            throw SyntaxError(line: 0, text: "linkStyle \(index)", reason: "there are only \(edges.count) edges")
        }
    }

    private mutating func declare(_ id: String, label: String, _ fail: (String) -> SyntaxError) throws {
        guard !Self.reserved.contains(id) else { throw fail("\(id) is a keyword") }
        guard labels[id] == nil else { throw fail("\(id) is declared twice") }
        labels[id] = try Self.decode(label, fail)
    }

    /// The label with Mermaid's entity codes decoded; a `#` that starts no entity is an error.
    static func decode(_ label: String, _ fail: (String) -> SyntaxError) throws -> String {
        var result = ""
        var rest = Substring(label)
        while let hash = rest.firstIndex(of: "#") {
            result += rest[..<hash]
            guard let m = rest[hash...].prefixMatch(of: entity) else { throw fail("a '#' that starts no entity code") }
            let name = String(m.output[1].substring!)
            switch name {
            case "quot": result += "\""
            case "lt": result += "<"
            case "gt": result += ">"
            case "amp": result += "&"
            default:
                guard let code = UInt32(name), let scalar = Unicode.Scalar(code) else { throw fail("unknown entity #\(name);") }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[m.range.upperBound...]
        }
        return result + rest
    }

    /// The label of the node an edge starts or ends at.
    public func label(of id: String) -> String? { labels[id] }
}
