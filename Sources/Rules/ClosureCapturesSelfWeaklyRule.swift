import Architecture
import SourceScanner

/// `closure-captures-self-weakly`: closures that the presenter or interactor hands to another component
/// or a service capture `self` weakly or unowned.
public struct ClosureCapturesSelfWeaklyRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "closure-captures-self-weakly",
        title: "Closures handed to other components capture self weakly",
        rationale: """
            A completion handler that the presenter passes to its interactor, or the interactor to a service, \
            may be stored and outlive the call; if it captures `self` strongly it keeps the module alive after \
            its view is gone, or closes a cycle. Infinum's guide (“iOS VIPER Xcode Templates”): \
            `interactor.getShows { [unowned self] result in … }`; SampleViper's README: `service.fetch { [weak \
            self] tracks in … }`. A closure handed to the module's router, its view or (from the interactor) its \
            presenter is a note: read on real apps, it was an alert's action or a transition's completion, \
            which lives only while it is on screen, in most cases. \
            A note by default: on the 43 real apps of Docs/Accuracy.md, 5 of 12 sampled findings were true. \
            Whether a strong capture is a fault depends on how long the callee keeps the closure (stored in a \
            property, or only for one request), which the scan sees only where the callee's code is read; \
            readers judged a closure that lives for one network request a fault in some apps and not in \
            others. Raise it in `.viper-docs.yml` (`closure-captures-self-weakly: warning` under `rules:`) where \
            the team captures `self` weakly everywhere.
            """,
        defaultSeverity: .note,
        triggeringExamples: [
            InfinumExample.module(presenterBody: """
                func loadShows() {
                    ↓interactor.getShows { result in
                        self.view.reloadData()
                    }
                }
                """),
            ViperBExample.module(interactorBody: """
                private let service: ItemServicing
                func fetchItems() {
                    ↓service.fetch { items in self.output?.didFetch(items: items) }
                }
                """, extraFiles: [ExampleFile("Services/ItemService.swift", """
                    protocol ItemServicing: AnyObject {}
                    final class ItemService: ItemServicing {}
                    """)]),
            // The callee's signature says the closure escapes.
            InfinumExample.module(presenterBody: """
                func loadShows() {
                    ↓interactor.getShows(completion: { result in self.view.reloadData() })
                }
                """, interfaces: """
                protocol HomeWireframeInterface: AnyObject {}
                protocol HomeViewInterface: AnyObject {}
                protocol HomePresenterInterface: AnyObject {}
                protocol HomeInteractorInterface: AnyObject {
                    func getShows(completion: @escaping (Result<[Show], Error>) -> Void)
                }
                """),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(presenterBody: """
                private var items: [Show] = []
                func loadShows() {
                    interactor.getShows { [unowned self] result in
                        self.view.reloadData()
                    }
                    let titles = items.map { self.title(of: $0) }
                }
                """),
            ViperBExample.module(interactorBody: """
                private let service: ItemServicing
                func fetchItems() {
                    service.fetch { [weak self] items in self?.output?.didFetch(items: items) }
                }
                """, extraFiles: [ExampleFile("Services/ItemService.swift", """
                    protocol ItemServicing: AnyObject {}
                    final class ItemService: ItemServicing {}
                    """)]),
            // `self` in a closure nested in one that captures it weakly is the outer weak optional.
            InfinumExample.module(presenterBody: """
                func loadShows() {
                    interactor.getShows { [weak self] result in
                        self?.interactor.getShows { _ in self?.view.reloadData() }
                    }
                }
                """),
            // Closures called before the call returns: a parameter without `@escaping`, and the standard
            // library's `first(where:)` on a collection of services.
            InfinumExample.module(presenterBody: """
                private var isValid = false
                func save() {
                    guard interactor.validate({ self.isValid }) else { return }
                }
                """, interfaces: """
                protocol HomeWireframeInterface: AnyObject {}
                protocol HomeViewInterface: AnyObject {}
                protocol HomePresenterInterface: AnyObject {}
                protocol HomeInteractorInterface: AnyObject {
                    func validate(_ check: () -> Bool) -> Bool
                }
                """),
            ViperBExample.module(interactorBody: """
                private let services: [ItemServicing]
                private let name = "items"
                func fetchItems() {
                    let service = services.first(where: { $0.name == self.name })
                }
                """, extraFiles: [ExampleFile("Services/ItemService.swift", """
                    protocol ItemServicing: AnyObject { var name: String { get } }
                    final class ItemService: ItemServicing { let name = "items" }
                    """)]),
        ])

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        let services = context.serviceNames
        var violations: [Violation] = []
        for component in module.components where component.role == .presenter || component.role == .interactor {
            // The stored properties that hold another component (of any module) or a service.
            let members = context.members(of: component)
            let held = module.references.filter { $0.from == component.role }
            var receivers = Set(held.map(\.property))
            // The module's own router, view or (for the interactor) presenter: the UI side.
            let uiSide = Dictionary(held.filter { $0.targetModule == nil && Self.uiRoles.contains($0.to) }.map { ($0.property, $0.to) },
                                    uniquingKeysWith: { first, _ in first })
            for property in members.properties where !property.isStatic {
                if let type = property.typeName, services.contains(type) { receivers.insert(property.name) }
            }
            for closure in members.closures where closure.selfCapture == .strong {
                guard let receiver = closure.receiver, receivers.contains(receiver),
                      ClosureCallees.mayEscape(closure, receiver: members.properties.first { $0.name == receiver && !$0.isStatic },
                                               types: context.types) else { continue }
                let call = "\(receiver).\(closure.callee ?? "…")"
                let place = closure.function.map { " in \($0)" } ?? ""
                let message = "\(component.type) passes \(call) a closure that captures self strongly\(place) in module "
                    + "\(module.name); capture it weakly, '{ [weak self] … }', or '[unowned self]' when the callee "
                    + "cannot outlive \(component.type)"
                let found = violation(module, at: closure.location, message, context: context)
                guard let role = uiSide[receiver] else { violations.append(found); continue }
                violations.append(found.asNote(because: "a closure handed to the \(role.rawValue) is most often an alert's action or a "
                    + "transition's completion, which lives only while it is on screen; it leaks only if the \(role.rawValue) keeps it"))
            }
        }
        return violations
    }

    /// Roles whose closures are user-interface callbacks (see `validate`).
    static let uiRoles: Set<Role> = [.router, .view, .presenter]
}
