import Architecture
import Rules

// MARK: - The dependency graph and the metrics in the graph JSON

extension GraphDocument {
    /// `{"from": "Home", "to": "Details", "kinds": ["creation", "navigation"], "evidence": [...]}`.
    public struct DependencyDTO: Codable, Sendable, Equatable {
        public var from: String
        public var to: String
        public var kinds: [String]
        public var evidence: [EvidenceDTO]

        public init(_ edge: ModuleDependency) {
            from = edge.from
            to = edge.to
            kinds = edge.kinds.map(\.rawValue)
            evidence = edge.evidence.map(EvidenceDTO.init)
        }
    }

    public struct EvidenceDTO: Codable, Sendable, Equatable {
        public var kind: String
        public var file: String
        public var line: Int
        public var detail: String
        /// The target module's type the code names, and its role there when it is a component.
        public var type: String?
        public var role: String?

        init(_ evidence: DependencyEvidence) {
            kind = evidence.kind.rawValue
            file = evidence.location.file
            line = evidence.location.line
            detail = evidence.detail
            type = evidence.targetType
            role = evidence.targetRole?.rawValue
        }
    }
}
