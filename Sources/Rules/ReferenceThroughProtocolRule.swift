import Architecture
import SourceScanner

/// `reference-through-protocol`: view, presenter and interactor know each other and the router by protocols.
public struct ReferenceThroughProtocolRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "reference-through-protocol",
        title: "View, presenter and interactor refer to each other through protocols",
        rationale: """
            Components that know each other only by protocol can be tested with mocks and replaced one at a \
            time. Infinum's guide (“iOS VIPER Xcode Templates”): "The communication between most components of a \
            module is done via protocols … Only the Wireframe communicates directly with the Presenter since it \
            actually instantiates the Presenter, Interactor, and View"; SampleViper's README: "All the \
            communication is based on Protocols". The router and the builder, which create the components, may \
            name them. \
            A note by default: on the 39 real apps of Docs/Accuracy.md, 4 of 12 (8 debatable) sampled findings \
            were true, since SwiftUI's property wrappers need a concrete type, and empty placeholder interactors \
            have nothing to put in a protocol. Raise it in `.viper-docs.yml` (`reference-through-protocol: \
            warning` under `rules:`) where the team wants it.
            """,
        defaultSeverity: .note,
        triggeringExamples: [
            InfinumExample.module(presenterView: "↓private unowned let view: HomeViewController"),
            InfinumExample.module(viewPresenter: "↓var presenter: HomePresenter!"),
            ViperBExample.module(presenterView: "↓weak var view: HomeDefaultView?"),
            ContractExample.module(interactorDelegate: "↓weak var delegate: TracksPresenter?"),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
            ViperBExample.module(),
        ])

    private static let talking: Set<Role> = [.view, .presenter, .interactor]

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        module.references.compactMap { reference in
            guard reference.through == .concrete, reference.targetModule == nil,
                  Self.talking.contains(reference.from), Self.talking.contains(reference.to) || reference.to == .router,
                  let holder = module.component(reference.from), let target = module.component(reference.to) else { return nil }
            let instead = Self.protocolName(of: target, for: holder, in: module, context: context).map { "declare it as \($0), the protocol \(target.type) adopts" }
                ?? "declare a protocol for what \(holder.type) needs of its \(reference.to.rawValue), adopt it in \(target.type) and use it here"
            let message = "\(holder.type) refers to its \(reference.to.rawValue) through the concrete type \(reference.type) "
                + "('\(reference.property)') in module \(module.name); \(instead)"
            return violation(module, at: reference.location, message, properties: [reference.property], context: context)
        }
    }

    /// The module's protocol for the target's role that the target adopts, as the holder would name it:
    /// `TracksInteractorDelegate` for the interactor, `TracksPresenting` for the view.
    static func protocolName(of target: Component, for holder: Component, in module: Module, context: RuleContext) -> String? {
        let adopted = context.types.allProtocols(of: target.type)
        let candidates = module.protocols.filter { adopted.contains($0.name) && $0.role == target.role }
        let otherTitles = Role.allCases.filter { $0 != target.role }.map(\.title) + ["Wireframe"]
        return (candidates.first { $0.name.contains(holder.role.title) && RoleNaming.role(ofProtocol: $0.name) == target.role }
            ?? candidates.first { candidate in !otherTitles.contains { candidate.name.contains($0) } }
            ?? candidates.first)?.name
    }
}
