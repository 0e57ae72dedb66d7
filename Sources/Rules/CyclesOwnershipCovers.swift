import SourceScanner

// MARK: - A cycle that an ownership rule already reports

extension Violation {
    /// One fault, one loud finding: a strong cycle whose reference to weaken is the very reference an
    /// ownership rule reports at the same place (an interactor holding its presenter strongly, which holds
    /// it back) is reported by the ownership rule, whose message then names the cycle it closes; the cycle
    /// stays, as a note that says so (JSON, SARIF and the baseline still have it). A cycle that would be
    /// louder than that finding (a note from a doubted module) stays as it is.
    static func foldingCycles(_ violations: [Violation], cycleRule: String, ownershipRules: Set<String>) -> [Violation] {
        var ownership: [Place: Int] = [:]
        for (i, v) in violations.enumerated() where ownershipRules.contains(v.rule) {
            if let property = v.properties.first { ownership[Place(location: v.location, property: property)] = i }
        }
        guard !ownership.isEmpty else { return violations }
        var found = violations
        for (c, cycle) in violations.enumerated() where cycle.rule == cycleRule {
            guard let o = cycle.properties.lazy.compactMap({ ownership[Place(location: cycle.location, property: $0)] }).first,
                  found[o].severity <= cycle.severity,
                  let path = NoStrongReferenceCycleRule.path(in: cycle.message) else { continue }
            found[o].message += "; it closes the strong reference cycle \(path)"
            found[c] = cycle.asNote(because: "\(found[o].rule) reports this reference at the same place")
        }
        return found
    }

    private struct Place: Hashable {
        var location: SourceLocation
        var property: String
    }
}
