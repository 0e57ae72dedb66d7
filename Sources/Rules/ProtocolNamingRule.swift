import Architecture
import SourceScanner

/// `protocol-naming`: each layer's protocol (and, in VIPER(B), its implementation) is named as the style says.
public struct ProtocolNamingRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "protocol-naming",
        title: "Protocols are named as the module's style names them",
        rationale: """
            Names that follow one scheme tell at a glance which protocol a component implements and which layer \
            it speaks for. Infinum's guide (“iOS VIPER Xcode Templates”) suffixes protocol names with \
            "Interface" (`LoginWireframeInterface`, `RegisterViewInterface`); SampleViper's README names them \
            `TracksPresenting`, `TracksViewing`, `TracksInteracting` and `TracksRouting`; VIPER(B) (“The \
            ultimate VIPER architecture tutorial”) names the protocol after the layer (`MyModuleRouter`) and its \
            implementation `MyModuleDefaultRouter`. \
            A note by default: on the 39 real apps of Docs/Accuracy.md, 0 of 12 sampled findings were true, \
            since the naming school is guessed from file names, and a consistent school of another kind is \
            blamed; and silent where no module of a style follows its names (three or more of them): the app \
            has a convention of its own, and 160 notes in one app asked to rename all of it. Raise it in `.viper-docs.yml` (`protocol-naming: warning` under `rules:`) where the team \
            wants it.
            """,
        defaultSeverity: .note,
        styles: [.infinum, .contract, .viperb],
        triggeringExamples: [
            InfinumExample.module(presenterInteractor: "private let interactor: HomeInteractorProtocol", interfaces: """
                protocol HomeWireframeInterface: AnyObject {}
                protocol HomeViewInterface: AnyObject {}
                protocol HomePresenterInterface: AnyObject {}
                protocol ↓HomeInteractorProtocol: AnyObject {}
                """, interactor: "final class HomeInteractor: HomeInteractorProtocol {}"),
            ContractExample.module(interactorDeclaration: "final class TracksInteractor: TracksInteractorInterface", contract: """
                protocol TracksPresenting: AnyObject {}
                protocol TracksViewing: AnyObject {}
                protocol ↓TracksInteractorInterface: AnyObject {}
                protocol TracksInteractorDelegate: AnyObject {}
                protocol TracksRouting: AnyObject {}
                """),
            ViperBExample.module(viewDeclaration: "final class ↓HomeScreen: UIViewController, HomeView"),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
            ContractExample.module(),
            ViperBExample.module(),
        ])

    /// The layer's name in a protocol (`Wireframe`, `Presenting`), by style and role.
    static func layer(of role: Role, in style: ModuleStyle) -> String? {
        switch (style, role) {
        case (.infinum, .router): "Wireframe"
        case (.infinum, .view), (.infinum, .presenter), (.infinum, .interactor), (.infinum, .formatter): role.title
        case (.contract, .view): "Viewing"
        case (.contract, .presenter): "Presenting"
        case (.contract, .interactor): "Interacting"
        case (.contract, .router): "Routing"
        case (.viperb, .view), (.viperb, .presenter), (.viperb, .interactor), (.viperb, .router): role.title
        default: nil
        }
    }

    static func protocolName(module: String, layer: String, style: ModuleStyle) -> String {
        style == .infinum ? "\(module)\(layer)Interface" : "\(module)\(layer)"
    }

    /// Protocols a component adopts besides its layer's (the interactor's output, data sources).
    static func isSecondary(_ name: String) -> Bool {
        ["Output", "Delegate", "EventHandler", "DataSource", "ModuleInput", "Listener"].contains { name.contains($0) }
    }

    static func scheme(_ style: ModuleStyle) -> String {
        switch style {
        case .infinum: "Infinum names it <Module><Role>Interface"
        case .contract: "the Contract style names it <Module>Presenting/Viewing/Interacting/Routing"
        default: "VIPER(B) names it <Module><Layer>"
        }
    }

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        // An app none of whose modules of this style (three or more) follows the style's names has a
        // convention of its own (`XViewInput` in every Contract file, `DefaultXWireframe` throughout):
        // renaming every one of them is no finding. Read on real apps, such notes were 160 in one app
        // and judged false. (The first module that follows the names ends the search.)
        let ownConvention = context.memo.value("protocol-naming-own-convention") {
            let byStyle = Dictionary(grouping: context.model.modules, by: \.style)
            return Set(byStyle.filter { $0.value.count >= 3 && !$0.value.contains { naming(in: $0, context: context).isEmpty } }.keys)
        }
        return ownConvention.contains(module.style) ? [] : naming(in: module, context: context)
    }

    private func naming(in module: Module, context: RuleContext) -> [Violation] {
        let types = context.types
        let protocols = Dictionary(module.protocols.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var violations: [Violation] = []
        for component in module.components {
            guard let layer = Self.layer(of: component.role, in: module.style) else { continue }
            var prefixes = [module.name]
            if let own = RoleNaming.split(typeName: component.type)?.module, own != module.name { prefixes.append(own) }
            let expected = prefixes.map { Self.protocolName(module: $0, layer: layer, style: module.style) }
            if module.style == .viperb, !prefixes.contains(where: { component.type == "\($0)Default\(layer)" }) {
                let message = "\(component.type) is the \(component.role.rawValue) of module \(module.name); VIPER(B) names the "
                    + "implementation of \(expected[0]) \(module.name)Default\(layer)"
                violations.append(violation(module, at: component.location, message, context: context))
            }
            let adopted = (types[component.type]?.inherits ?? []).map(\.name).filter { protocols[$0] != nil }
            guard !adopted.contains(where: expected.contains),
                  let wrong = adopted.first(where: { RoleNaming.role(ofProtocol: $0) == component.role && !Self.isSecondary($0) }),
                  let declaration = protocols[wrong] else { continue }
            let message = "\(component.type) adopts \(wrong) as its \(component.role.rawValue) protocol in module \(module.name); "
                + "\(Self.scheme(module.style)): rename it \(expected[0])"
            violations.append(violation(module, at: declaration.location, message, context: context))
        }
        return violations
    }
}
