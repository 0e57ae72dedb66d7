import Architecture
import SourceScanner

/// `weak-reference-is-class-bound`: a weak or unowned reference through a protocol needs a class-bound protocol.
public struct WeakReferenceIsClassBoundRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "weak-reference-is-class-bound",
        title: "Protocols held weakly or unowned are class-bound",
        rationale: """
            Only a class instance can be held `weak` or `unowned`, so a protocol used as the type of such a \
            reference must be bound to classes, by `AnyObject` or by refining a protocol that is. Infinum's \
            guide (“iOS VIPER Xcode Templates”): "ViewInterface and InteractorInterface protocols need to be \
            class-bound because the Presenter will hold them via a weak reference"; SampleViper's README \
            declares `protocol TracksViewing: class`.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            InfinumExample.module(presenterView: "↓private unowned let view: HomeViewInterface", interfaces: """
                protocol HomeWireframeInterface: AnyObject {}
                protocol HomeViewInterface {}
                protocol HomePresenterInterface: AnyObject {}
                protocol HomeInteractorInterface: AnyObject {}
                """),
            ViperBExample.module(interactorOutput: "↓weak var output: HomeInteractorOutput?", protocols: """
                protocol HomeRouter: AnyObject {}
                protocol HomeView: AnyObject {}
                protocol HomePresenter: AnyObject {}
                protocol HomeInteractor: AnyObject {}
                protocol HomeInteractorOutput {}
                """),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(interfaces: """
                protocol HomeWireframeInterface: WireframeInterface {}
                protocol HomeViewInterface: ViewInterface {}
                protocol HomePresenterInterface: PresenterInterface {}
                protocol HomeInteractorInterface: InteractorInterface {}
                """, extraFiles: [ExampleFile("Common/VIPER/BaseInterfaces.swift", """
                    protocol WireframeInterface: AnyObject {}
                    protocol ViewInterface: AnyObject {}
                    protocol PresenterInterface: AnyObject {}
                    protocol InteractorInterface: AnyObject {}
                    """)]),
            ContractExample.module(contract: """
                protocol TracksPresenting: class {}
                protocol TracksViewing: class {}
                protocol TracksInteracting: class {}
                protocol TracksInteractorDelegate where Self: AnyObject {}
                protocol TracksRouting: class {}
                """),
            // Bound to classes by a superclass: UIKit's, the app's own, or in a `where` clause.
            classBoundView("protocol HomeViewInterface: UIViewController {}"),
            classBoundView("protocol HomeViewInterface where Self: UIViewController {}"),
            // Only classes adopt an `@objc` protocol.
            classBoundView("@objc protocol HomeViewInterface {}"),
            classBoundView("protocol HomeViewInterface: BaseViewController {}",
                           extra: ExampleFile("Common/BaseViewController.swift", "class BaseViewController: UIViewController {}")),
            // Through a composition, in the inheritance clause or in a typealias.
            classBoundView("protocol ViewInterface {}\nprotocol HomeViewInterface: ViewInterface & AnyObject {}"),
            InfinumExample.module(presenterView: "private unowned let view: HomeView", interfaces: """
                protocol HomeWireframeInterface: AnyObject {}
                protocol HomeViewInterface {}
                typealias HomeView = HomeViewInterface & AnyObject
                protocol HomePresenterInterface: AnyObject {}
                protocol HomeInteractorInterface: AnyObject {}
                """),
            // Refining a protocol the scan does not declare: the code compiles, so it is class-bound.
            classBoundView("protocol HomeViewInterface: LibraryViewInterface {}"),
        ])

    /// Infinum's module with its view interface declared as `declaration`.
    private static func classBoundView(_ declaration: String, extra: ExampleFile? = nil) -> RuleExample {
        InfinumExample.module(interfaces: """
            protocol HomeWireframeInterface: AnyObject {}
            \(declaration)
            protocol HomePresenterInterface: AnyObject {}
            protocol HomeInteractorInterface: AnyObject {}
            """, extraFiles: extra.map { [$0] } ?? [])
    }

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        let types = context.types
        var violations: [Violation] = []
        for component in module.components {
            guard let info = types[component.type] else { continue }
            for property in info.members.properties where property.ownership != .strong && !property.isStatic {
                // Swift rejects a weak reference to a type that is not class-bound, so this holds only when
                // the whole type is known: every part of `weak var x: (A & B)?` declared (or a well-known
                // value protocol) and none class-bound. A part the scan does not declare (a library's
                // protocol) may be class-bound: silence.
                let names = [property.typeName].compactMap { $0 } + property.additionalTypeNames
                guard let first = names.first, types.isProtocol(first), !property.typeText.contains("AnyObject"),
                      names.allSatisfy({ types.isProtocol($0) && types.classBound($0) == false }) else { continue }
                let keyword = property.ownership == .weak ? "weak" : "unowned"
                let message = "\(component.type) holds '\(property.name)' \(keyword) through \(first), which is not class-bound, "
                    + "in module \(module.name); declare 'protocol \(first): AnyObject' (or refine a class-bound protocol)"
                violations.append(violation(module, at: property.location, message, properties: [property.name], context: context))
            }
        }
        return violations
    }
}
