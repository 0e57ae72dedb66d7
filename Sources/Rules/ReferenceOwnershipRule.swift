import Architecture
import SourceScanner

// MARK: - Ownership between the layers
//
// Infinum's guide (“iOS VIPER Xcode Templates”, "Communication and references"): the presenter holds the
// interactor and the wireframe strongly and the view unowned; the view holds the presenter
// strongly. "In this way, the Views lifecycle is also the lifecycle of the module."

/// Checks that references from one role to another have an expected ownership.
protocol ReferenceOwnershipRule: Rule {
    static var from: Role { get }
    static var to: Role { get }
    static func isAllowed(_ ownership: Ownership) -> Bool
    /// What to write instead, for the message.
    static func advice(_ reference: Reference) -> String
    /// Whether a weak reference is fine when the target holds the holder strongly (a router that is a
    /// coordinator owning its presenter).
    static var yieldsToItsOwner: Bool { get }
    /// Whether the rule's reason holds in this module (see the default).
    static func applies(to module: Module, in context: RuleContext) -> Bool
    /// Whether it holds for this reference of the module (see the default).
    static func applies(to reference: Reference, of holder: Component, in module: Module, context: RuleContext) -> Bool
}

extension ReferenceOwnershipRule {
    func validateOwnership(module: Module, in context: RuleContext) -> [Violation] {
        module.references.compactMap { reference in
            // When the target already holds the holder strongly (a coordinator that keeps its presenter),
            // a strong reference back would close a cycle: advising one would be wrong, so the rule is silent.
            guard reference.from == Self.from, reference.to == Self.to, reference.targetModule == nil,
                  !reference.isTemporary, !Self.isAllowed(reference.ownership),
                  let holder = context.holder(of: reference, in: module) ?? module.component(Self.from),
                  let target = context.target(of: reference, in: module),
                  !(Self.yieldsToItsOwner && Self.holdsStrongly(Self.to, Self.from, in: module)),
                  !Self.isControllerWithItsRootView(holder: holder.type, target: target.type, in: context),
                  Self.applies(to: module, in: context),
                  Self.applies(to: reference, of: holder, in: module, context: context) else { return nil }
            let message = "\(holder.type) holds its \(Self.to.rawValue) \(target.type) \(reference.ownership == .unowned ? "unowned" : reference.ownership.rawValue + "ly") "
                + "through '\(reference.property)' in module \(module.name); \(Self.advice(reference))\(Self.classBoundFirst(reference, context))"
            return violation(module, at: reference.location, message, properties: [reference.property], context: context)
        }
    }
}

extension ReferenceOwnershipRule {
    static var yieldsToItsOwner: Bool { false }

    /// Advice to make a Swift reference weak through a protocol the scan shows is not class-bound would
    /// not compile as it stands: it says what to change first.
    static func classBoundFirst(_ reference: Reference, _ context: RuleContext) -> String {
        guard !isAllowed(.strong), reference.through == .protocol, SourceScanner.language(of: reference.location.file) == .swift,
              context.index.types.classBound(reference.type) == false else { return "" }
        return " (first make \(reference.type) class-bound, 'protocol \(reference.type): AnyObject', or 'weak' does not compile)"
    }

    /// Whether the rule's reason holds in this module: always, unless a rule says when it does not.
    static func applies(to module: Module, in context: RuleContext) -> Bool { true }

    /// Whether the rule's reason holds for one reference: always, unless a rule says when it does not.
    static func applies(to reference: Reference, of holder: Component, in module: Module, context: RuleContext) -> Bool { true }

    /// A presenter that is a view controller and a view that is a plain `UIView` it installs as its
    /// root view (`loadView() { view = moduleView }`): the controller owns its view as UIKit has it, and
    /// the view's way back is a delegate. Neither rule about the two applies; their advice would make
    /// a cycle.
    static func isControllerWithItsRootView(holder: String, target: String, in context: RuleContext) -> Bool {
        let pair: Set<Role> = [Self.from, Self.to]
        guard pair == [.presenter, .view] else { return false }
        let (presenter, view) = Self.from == .presenter ? (holder, target) : (target, holder)
        let types = context.index.types
        return types.isViewController(presenter) && types.isViewKind(view) && !types.isViewController(view)
    }

    /// Whether something besides the module's view and interactor holds the presenter strongly and
    /// lasts: a wireframe that a parent keeps, an app-wide router that holds every presenter. The module
    /// then lives as long as that owner does, not as long as its view. An owner that nothing else holds
    /// (a wireframe made in a local, or one kept only by the presenter it keeps) is no owner: the pair
    /// goes as soon as the call returns, or stays as a cycle.
    static func presenterIsOwnedElsewhere(in module: Module, context: RuleContext) -> Bool {
        guard let presenter = module.component(.presenter) else { return false }
        let own = Set(module.components.filter { [.view, .interactor, .presenter].contains($0.role) }.map(\.type))
        return context.typesHoldingStrongly(presenter.type, excluding: own).contains { owner in
            context.serviceNames.contains(owner) || !context.typesHoldingStrongly(owner, excluding: own.union([owner])).isEmpty
        }
    }

    /// Whether `owner` holds `owned` by a strong, lasting reference of the module (its own, not
    /// through other components: a path through them may be a fault of its own).
    static func holdsStrongly(_ owner: Role, _ owned: Role, in module: Module) -> Bool {
        module.references.contains {
            $0.from == owner && $0.to == owned && $0.ownership == .strong && !$0.isTemporary && $0.targetModule == nil
        }
    }
}
