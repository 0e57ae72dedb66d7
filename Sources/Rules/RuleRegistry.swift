import Architecture

// MARK: - The registry

/// Every rule, in the order of the catalogue.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        PresenterHoldsViewWeaklyRule.self,
        ViewHoldsPresenterStronglyRule.self,
        PresenterHoldsInteractorStronglyRule.self,
        PresenterHoldsRouterStronglyRule.self,
        InteractorHoldsPresenterWeaklyRule.self,
        RouterHoldsViewWeaklyRule.self,
        BuilderHoldsNothingRule.self,
        NoStrongReferenceCycleRule.self,
        WeakReferenceIsClassBoundRule.self,
        ReferenceThroughProtocolRule.self,
        OnlyAssemblerCreatesComponentsRule.self,
        ViewDoesNotReferenceInteractorRule.self,
        InteractorDoesNotReferenceViewOrRouterRule.self,
        PresenterDoesNotImportUIRule.self,
        InteractorDoesNotImportUIRule.self,
        NoCrossModuleReferencesRule.self,
        ClosureCapturesSelfWeaklyRule.self,
        ModuleHasPresenterRule.self,
        ModuleHasAssemblerRule.self,
        InterfacesInOneFileRule.self,
        ProtocolNamingRule.self,
        WireframeInheritsBaseWireframeRule.self,
        ViewDoesNotReferenceEntitiesRule.self,
    ]

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
