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
            guard let confidence = doubted[violation.module] else { return violation }
            return violation.asNote(because: "the model's confidence in module \(violation.module) is \(confidence.rawValue); "
                + "'viper-docs explain \(violation.module)' says why")
        }
    }

    /// The finding as a note that says why it is one; a note stays as it is.
    func asNote(because reason: String) -> Violation {
        guard severity != .note else { return self }
        var lowered = self
        lowered.severity = .note
        lowered.message += " (a note, not \(severity == .error ? "an error" : "a warning"): \(reason))"
        return lowered
    }
}
