import Foundation
import SourceScanner
import Yams

// MARK: - `limits:` and YAML read safely

/// A composed YAML tree handed from the parsing thread to its caller, which then owns it alone.
private struct Composed: @unchecked Sendable {
    let node: Node?
}

extension Configuration {
    /// The keys of `limits:`, in the order Docs/Configuration.md lists them.
    static let limitKeys = ["file-size", "guide-size", "nesting-depth", "parse-seconds", "diagram-nodes"]

    /// `limits: {file-size: 4 MB, guide-size: 512 KB, nesting-depth: 64, parse-seconds: 60, diagram-nodes: 40}`.
    static func readLimits(_ node: Node, file: String) throws -> Limits {
        var limits = Limits.default
        for (keyNode, value) in try mapping(node, file: file, what: "limits") {
            let key = keyNode.string ?? ""
            switch key {
            case "file-size":
                limits.fileSize = try bytes(value, file: file, what: "limits.file-size")
            case "guide-size":
                limits.guideSize = try bytes(value, file: file, what: "limits.guide-size")
            case "nesting-depth":
                limits.nestingDepth = try count(value, file: file, what: "limits.nesting-depth", in: 8...Limits.maximumNestingDepth)
            case "parse-seconds":
                limits.parseSeconds = try count(value, file: file, what: "limits.parse-seconds", in: 1...3_600)
            case "diagram-nodes":
                limits.diagramNodes = try count(value, file: file, what: "limits.diagram-nodes", in: Limits.diagramNodesRange)
            default:
                throw ConfigurationError.at(file: file, mark: keyNode.mark,
                    message: "unknown limit '\(key)'; the limits are \(limitKeys.joined(separator: ", "))")
            }
        }
        return limits
    }

    /// A whole number in a range.
    private static func count(_ node: Node, file: String, what: String, in range: ClosedRange<Int>) throws -> Int {
        let text = try string(node, file: file, what: what)
        guard let value = Int(text), range.contains(value) else {
            throw ConfigurationError.at(file: file, mark: node.mark,
                message: "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    /// `4 MB`, `512 KB`, `2000000` (bytes); from 1 KB to 1 GB.
    private static func bytes(_ node: Node, file: String, what: String) throws -> Int {
        let text = try string(node, file: file, what: what)
        let units: [(String, Int)] = [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10), ("B", 1)]
        var number = text.trimmingCharacters(in: .whitespaces).uppercased()
        var scale = 1
        if let (suffix, size) = units.first(where: { number.hasSuffix($0.0) }) {
            number = String(number.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            scale = size
        }
        guard let value = Int(number), value > 0, value <= (1 << 30) / scale, value * scale >= 1 << 10 else {
            throw ConfigurationError.at(file: file, mark: node.mark,
                message: "\(what) must be a size from 1 KB to 1 GB, such as 4 MB or 512 KB, not '\(text)'")
        }
        return value * scale
    }

    /// Composes YAML after checking how deep it nests, on a thread with a large stack: Yams
    /// recurses once per level.
    static func composeYAML(_ text: String, file: String, maximumDepth: Int = Limits.default.nestingDepth) throws -> Node? {
        let nesting = NestingDepth.measure(text.utf8, syntax: .yaml, limit: maximumDepth)
        guard nesting.depth <= maximumDepth else {
            throw ConfigurationError.invalid(file: file, line: nesting.line, column: 1,
                message: "the YAML nests deeper than \(maximumDepth) levels; flatten it")
        }
        do {
            return try LargeStack.runAndWait { Composed(node: try Yams.compose(yaml: text)) }.node
        } catch let error as YamlError {
            throw ConfigurationError.at(file: file, mark: error.mark, message: error.problem + "; fix the YAML syntax")
        }
    }
}
