import Architecture

// MARK: - Silence where the model is unsure

extension Violation {
    /// Findings in modules the model doubts (`Module.confidence` below high) are notes: a rule judges
    /// what the model holds, and a model that rests on names only, on a tie or on variants may hold
    /// the wrong thing. The note says why; `check` does not fail on it, and every reporter still has it.
    static func lowered(_ violations: [Violation], doubting model: AppModel) -> [Violation] {
        let doubted = Dictionary(uniqueKeysWithValues: model.modules.filter { $0.confidence != .high }.map { ($0.name, $0.confidence) })
        guard !doubted.isEmpty else { return violations }
        return violations.map { violation in
            guard violation.severity != .note, let confidence = doubted[violation.module] else { return violation }
            var lowered = violation
            lowered.severity = .note
            lowered.message += " (a note, not \(violation.severity == .error ? "an error" : "a warning"): the model's confidence in "
                + "module \(violation.module) is \(confidence.rawValue); 'viper-docs explain \(violation.module)' says why)"
            return lowered
        }
    }
}
