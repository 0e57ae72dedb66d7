import Architecture

// MARK: - The registry

/// Every rule, in the order of the catalogue.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        PresenterHoldsViewWeaklyRule.self,
        ViewHoldsPresenterStronglyRule.self,
        PresenterHoldsInteractorStronglyRule.self,
        PresenterHoldsRouterStronglyRule.self,
        NoStrongReferenceCycleRule.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
