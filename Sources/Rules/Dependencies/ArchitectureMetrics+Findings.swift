import Architecture

// MARK: - The metrics with the findings counted

extension ArchitectureMetrics {
    /// The metrics of a model with each module's errors and warnings counted (notes aside).
    public init(model: AppModel, violations: [Violation]) {
        var byModule: [String: Int] = [:]
        for violation in violations where violation.severity != .note {
            for module in violation.modules { byModule[module, default: 0] += 1 }
        }
        let groupOf = Dictionary(model.modules.map { ($0.name, $0.group) }, uniquingKeysWith: { first, _ in first })
        self = ArchitectureMetrics(model: model).counting(byModule, groupOf: groupOf)
    }
}
