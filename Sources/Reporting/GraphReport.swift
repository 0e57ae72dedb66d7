import Architecture
import Foundation
import Rules
import SourceScanner

// MARK: - `viper-docs graph --format json`
//
// The JSON is a contract read by scripts and CI (schema in the README), and read back by
// `viper-docs diff`: paths relative to the scanned root with `/`, arrays sorted, keys sorted,
// `version` (of the schema) first-level, `generator` the viper-docs that wrote it.

/// The graph JSON, as written and as `diff` reads it back.
public struct GraphDocument: Codable, Sendable, Equatable {
    public static let currentVersion = 1

    public var version: Int
    /// `{"name": "viper-docs", "version": "0.2.0"}`.
    public var generator: Generator?
    public var modules: [Module]
    public var services: [Node]
    public var entities: [Node]
    /// What the scan skipped, and why: `[{path, reason}]`, sorted by path.
    public var excluded: [Exclusion]
    /// The rules' findings, sorted as `check` reports them.
    public var findings: [FindingDTO]?
    /// Only with `graph --explain`: the model's decisions, in pass order.
    var decisions: [DecisionReport.DecisionDTO]?
    /// How the modules depend on each other, each edge with its evidence (absent in older documents).
    public var dependencies: [DependencyDTO]?
    /// Fan-in, fan-out, instability, navigation depth and size of each module and group (absent in older documents).
    public var metrics: ArchitectureMetrics?

    public struct Generator: Codable, Sendable, Equatable {
        public var name: String
        public var version: String
    }

    public struct Exclusion: Codable, Sendable, Equatable {
        public var path: String
        public var reason: String
    }

    public struct Module: Codable, Sendable, Equatable {
        public var name: String
        public var style: String
        public var group: String
        public var folder: String
        public var components: [Component]
        public var references: [Reference]
        public var protocols: [ProtocolDTO]
        public var navigatesTo: [String]
        /// `high`, `medium` or `low`: how far the code bears the module out (absent in documents of older versions).
        public var confidence: String?
        /// Why the model doubts it, and the override that settles each doubt; absent when it has none.
        public var doubts: [DoubtDTO]?
    }

    public struct DoubtDTO: Codable, Sendable, Equatable {
        public var kind: String
        public var detail: String
        public var fix: String
    }

    public struct Component: Codable, Sendable, Hashable {
        public var role: String
        /// `HomeBuilder`, or `AppAssembly.makeHomeModule` for a central assembly's method.
        public var type: String
        public var file: String
        public var line: Int
    }

    public struct Reference: Codable, Sendable, Equatable {
        public var from: String
        public var to: String
        public var toModule: String?
        public var property: String
        public var ownership: String
        public var through: String
        public var type: String
        public var file: String
        public var line: Int
        public var temporary: Bool?
    }

    public struct ProtocolDTO: Codable, Sendable, Equatable {
        public var name: String
        public var role: String?
        public var file: String
        public var line: Int
        public var classBound: Bool
    }

    public struct Node: Codable, Sendable, Equatable {
        public var name: String
        public var file: String
        public var line: Int
        public var usedBy: [String]
    }

    /// The document of `model`; with `explain`, a top-level `decisions` array says why the model is so.
    public init(_ model: AppModel, violations: [Violation], explain: Bool = false) {
        version = Self.currentVersion
        generator = Generator(name: "viper-docs", version: ViperDocsVersion.current)
        modules = model.modules.map { module in
            Module(
                name: module.name, style: module.style.rawValue, group: module.group, folder: module.folder,
                components: module.components.map {
                    Component(role: $0.role.rawValue, type: $0.name, file: $0.location.file, line: $0.location.line)
                },
                references: module.references.map {
                    Reference(from: $0.from.rawValue, to: $0.to.rawValue, toModule: $0.targetModule, property: $0.property,
                              ownership: $0.ownership.rawValue, through: $0.through.rawValue, type: $0.type,
                              file: $0.location.file, line: $0.location.line, temporary: $0.isTemporary ? true : nil)
                },
                protocols: module.protocols.map {
                    ProtocolDTO(name: $0.name, role: $0.role?.rawValue, file: $0.location.file, line: $0.location.line, classBound: $0.classBound)
                },
                navigatesTo: module.navigatesTo,
                confidence: module.confidence.rawValue,
                doubts: module.doubts.isEmpty ? nil : module.doubts.map { DoubtDTO(kind: $0.kind.rawValue, detail: $0.detail, fix: $0.fix) })
        }
        services = model.services.map { Node(name: $0.name, file: $0.location.file, line: $0.location.line, usedBy: $0.usedBy) }
        entities = model.entities.map { Node(name: $0.name, file: $0.location.file, line: $0.location.line, usedBy: $0.usedBy) }
        excluded = model.excluded.sorted().map { Exclusion(path: $0.path, reason: $0.reason) }
        findings = violations.sorted().map { FindingDTO($0) }
        decisions = explain ? model.decisions.map(DecisionReport.dto) : nil
        dependencies = model.dependencies.edges.map(DependencyDTO.init)
        metrics = ArchitectureMetrics(model: model, violations: violations)
    }

    /// Why a graph JSON could not be read, in a few words.
    public enum DecodingFailure: Error, Equatable, Sendable, CustomStringConvertible {
        case notJSON
        case notAGraph(String)
        case unsupportedVersion(Int)

        public var description: String {
            switch self {
            case .notJSON: "it is not JSON"
            case .notAGraph(let what): "it is not a viper-docs graph (\(what))"
            case .unsupportedVersion(let version): "it has version \(version), and this viper-docs reads version \(GraphDocument.currentVersion)"
            }
        }
    }

    /// Reads a graph JSON; throws a `DecodingFailure` that fits in one line.
    public static func decode(_ data: Data) throws(DecodingFailure) -> GraphDocument {
        let document: GraphDocument
        switch Baseline.decodeJSON(GraphDocument.self, from: data) {
        case .success(let value): document = value
        case .failure(.notJSON): throw .notJSON
        case .failure(.invalid(let what)): throw .notAGraph(what)
        }
        guard document.version == currentVersion else { throw .unsupportedVersion(document.version) }
        return document
    }
}

/// Encodes the model as the graph JSON.
public enum GraphReport: Reporter {
    public static let identifier = "json"
    public static let summary = "the schema in the README"

    public static func report(_ subject: GraphSubject) throws -> String {
        try json(subject.model, violations: subject.violations, explain: subject.explain)
    }

    /// The graph JSON; with `explain`, a top-level `decisions` array says why the model is so.
    public static func json(_ model: AppModel, violations: [Violation] = [], explain: Bool = false) throws -> String {
        try encode(GraphDocument(model, violations: violations, explain: explain))
    }

    /// Pretty JSON with sorted keys and unescaped slashes, ending in a newline: every JSON viper-docs writes.
    public static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
