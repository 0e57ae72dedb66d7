import Architecture
import Foundation
import SourceScanner

// MARK: - The model's decisions as JSON
//
// `viper-docs graph --explain` adds them to the graph JSON; `viper-docs explain --format json`
// prints those of one name. Evidence is `"file:line"`, like every location a person reads.

/// Encodes the model's decisions.
public enum DecisionReport {
    struct DecisionDTO: Codable, Sendable, Equatable {
        var pass: String
        var subject: String
        var module: String?
        var verdict: String
        var reason: String
        var evidence: [String]
        var rejected: Bool
    }

    static func dto(_ decision: Decision) -> DecisionDTO {
        DecisionDTO(pass: decision.pass, subject: decision.subject, module: decision.module, verdict: decision.verdict,
                    reason: decision.reason, evidence: decision.evidence.map(location), rejected: decision.rejected)
    }

    /// `Modules/Shows/Home/HomePresenter.swift:7`.
    public static func location(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line)"
    }

    /// The decisions, in the order given, as a pretty-printed JSON array.
    public static func json(_ decisions: [Decision]) throws -> String {
        try GraphReport.encode(decisions.map(dto))
    }
}
