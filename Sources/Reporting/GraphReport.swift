import Architecture
import Foundation
import SourceScanner

// MARK: - `viper-docs graph --format json`
//
// The JSON is a contract read by scripts and CI (schema in the README): paths relative to the
// scanned root with `/`, arrays sorted, keys sorted, `version` first-level.

/// Encodes the model as the graph JSON.
public enum GraphReport {
    struct Document: Encodable {
        var version = 1
        var modules: [ModuleDTO]
        var services: [NodeDTO]
        var entities: [NodeDTO]
        /// What the scan skipped, and why: `[{path, reason}]`, sorted by path.
        var excluded: [ExclusionDTO]
        /// Only with `graph --explain`: the model's decisions, in pass order.
        var decisions: [DecisionReport.DecisionDTO]?
    }

    struct ExclusionDTO: Encodable {
        var path: String
        var reason: String
    }

    struct ModuleDTO: Encodable {
        var name: String
        var style: String
        var group: String
        var folder: String
        var components: [ComponentDTO]
        var references: [ReferenceDTO]
        var protocols: [ProtocolDTO]
        var navigatesTo: [String]
    }

    struct ComponentDTO: Encodable {
        var role: String
        /// `HomeBuilder`, or `AppAssembly.makeHomeModule` for a central assembly's method.
        var type: String
        var file: String
        var line: Int
    }

    struct ReferenceDTO: Encodable {
        var from: String
        var to: String
        var toModule: String?
        var property: String
        var ownership: String
        var through: String
        var type: String
        var file: String
        var line: Int
        var temporary: Bool?
    }

    struct ProtocolDTO: Encodable {
        var name: String
        var role: String?
        var file: String
        var line: Int
        var classBound: Bool
    }

    struct NodeDTO: Encodable {
        var name: String
        var file: String
        var line: Int
        var usedBy: [String]
    }

    /// The graph JSON; with `explain`, a top-level `decisions` array says why the model is so.
    public static func json(_ model: AppModel, explain: Bool = false) throws -> String {
        let document = Document(
            modules: model.modules.map { module in
                ModuleDTO(
                    name: module.name, style: module.style.rawValue, group: module.group, folder: module.folder,
                    components: module.components.map {
                        ComponentDTO(role: $0.role.rawValue, type: $0.name, file: $0.location.file, line: $0.location.line)
                    },
                    references: module.references.map {
                        ReferenceDTO(from: $0.from.rawValue, to: $0.to.rawValue, toModule: $0.targetModule, property: $0.property,
                                     ownership: $0.ownership.rawValue, through: $0.through.rawValue, type: $0.type,
                                     file: $0.location.file, line: $0.location.line, temporary: $0.isTemporary ? true : nil)
                    },
                    protocols: module.protocols.map {
                        ProtocolDTO(name: $0.name, role: $0.role?.rawValue, file: $0.location.file, line: $0.location.line, classBound: $0.classBound)
                    },
                    navigatesTo: module.navigatesTo)
            },
            services: model.services.map { NodeDTO(name: $0.name, file: $0.location.file, line: $0.location.line, usedBy: $0.usedBy) },
            entities: model.entities.map { NodeDTO(name: $0.name, file: $0.location.file, line: $0.location.line, usedBy: $0.usedBy) },
            excluded: model.excluded.sorted().map { ExclusionDTO(path: $0.path, reason: $0.reason) },
            decisions: explain ? model.decisions.map(DecisionReport.dto) : nil)
        return try encode(document)
    }

    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
