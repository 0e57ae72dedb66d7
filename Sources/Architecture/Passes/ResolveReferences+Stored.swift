import SourceScanner

extension ModelState {
    /// Where a holder stores, in a property typed only `UIViewController`, another controller than the
    /// view it has in hand: `self.presentedViewController = viewController` in a method that also makes
    /// or takes the module's own view (`ServicePopupViewController *popup = …`) under another name.
    /// That property is the controller it presents from, not its view, and no reference to the view.
    /// Likewise what another type's method hands out (`embedded = IntroFlowController.embed(in: vc)`:
    /// another module's screen). Nil when any of the holder's own assignments to the property may store the view.
    ///
    /// Written after Objective-C wireframes that keep the presenting controller to dismiss from it later
    /// (`presentFrom:` / `dismiss`), whose property the type alone tied to the module's view.
    func storesAnotherController(_ holder: String, in property: String, view: Component) -> SourceLocation? {
        guard let members = index[holder]?.members else { return nil }
        let stores = members.assignments.filter { $0.receiver == "self" && $0.property == property }
        guard !stores.isEmpty else { return nil }
        let viewTypes = Set([view.type] + index.allProtocols(of: view.type).filter { index.isProtocol($0) })
        var another: SourceLocation?
        for store in stores {
            switch store.value {
            case .other:
                // `self.embedded = nil` when it is let go: says nothing of what it holds.
                continue
            case .call(let called) where !members.methods.contains(where: { FindAssemblies.baseName($0.name) == called }):
                // `embedded = IntroFlowController.embed(in: viewController)`: what another type's method hands
                // out (another module's screen), not the holder's own view.
                another = another ?? store.location
                continue
            case .name(let stored):
                let locals = members.locals.filter { $0.function == store.function }
                // The module's view, in hand in the same function under another name.
                let viewInHand = locals.contains { $0.name != stored && viewTypes.contains($0.typeName) }
                let storedType = locals.first { $0.name == stored }?.typeName
                guard viewInHand, let storedType, !viewTypes.contains(storedType) else { return nil }
                another = another ?? store.location
            default:
                return nil
            }
        }
        return another
    }
}
