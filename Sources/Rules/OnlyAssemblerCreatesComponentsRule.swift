import Architecture
import SourceScanner

/// `only-assembler-creates-components`: a module's view, presenter, interactor and router are created
/// by its wireframe, router or builder, nowhere else.
public struct OnlyAssemblerCreatesComponentsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "only-assembler-creates-components",
        title: "Only the module's wireframe or builder creates its components",
        rationale: """
            One place creates and connects a module's components, so that each component receives what it needs \
            and can be given mocks in tests. Infinum's guide (“iOS VIPER Xcode Templates”): "The creation and \
            setup of module components are done in the Wireframe"; VIPER(B) (“The ultimate VIPER architecture \
            tutorial”) gives a separate module builder the sole duty of building the module with dependency \
            injection; SampleViper's README: the ModuleFactory "Creates the Module injecting the dependencies". \
            Another module's wireframe or builder may be created anywhere it is opened from. \
            A note by default: on the 39 real apps of Docs/Accuracy.md, 0 of 12 sampled findings were true, \
            since central factories, module objects and default values that an assembly overwrites are \
            assemblers the rule does not see. Raise it in `.viper-docs.yml` (`only-assembler-creates-components: \
            warning` under `rules:`) where the team wants it.
            """,
        defaultSeverity: .note,
        triggeringExamples: [
            InfinumExample.module(presenterBody: """
                func reload() {
                    let fresh = ↓HomeInteractor()
                }
                """),
            ViperBExample.module(viewBody: """
                override func viewDidLoad() {
                    super.viewDidLoad()
                    presenter = ↓HomeDefaultPresenter(interactor: ↓HomeDefaultInteractor(), router: ↓HomeDefaultRouter())
                }
                """),
        ],
        nonTriggeringExamples: [
            ViperBExample.module(),
            InfinumExample.module(wireframe: """
                final class HomeWireframe: HomeWireframeInterface {
                    private weak var viewController: HomeViewController?
                    init() {
                        let view = HomeViewController()
                        view.presenter = HomePresenter(view: view, interactor: HomeInteractor(), wireframe: self)
                        viewController = view
                    }
                    func openDetails() {
                        viewController?.navigationController?.pushViewController(DetailsWireframe().viewController, animated: true)
                    }
                }
                """, extraFiles: [
                    ExampleFile("Modules/Details/DetailsViewController.swift", "final class DetailsViewController: UIViewController {}"),
                    ExampleFile("Modules/Details/DetailsWireframe.swift", """
                        final class DetailsWireframe {
                            let viewController = DetailsViewController()
                        }
                        """),
                ]),
        ])

    private static let created: Set<Role> = [.view, .presenter, .interactor, .router]
    private static let assemblers: Set<Role> = [.router, .builder]

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        let owners = context.componentsByType
        var violations: [Violation] = []
        for creator in module.components {
            let creations = Self.assemblers.contains(creator.role) ? Self.foreignCreations(of: creator, context) : context.members(of: creator).creations
            for creation in creations where creation.typeName != creator.type {
                guard let (owner, created) = owners[creation.typeName], Self.created.contains(created.role) else { continue }
                let sameModule = owner.name == module.name
                // The module's own wireframe or builder creates its components; another module's router may be
                // created wherever that module is opened from (who navigates is not this rule's business).
                if sameModule ? Self.assemblers.contains(creator.role) : created.role == .router { continue }
                // A central assembly builds each module it is the builder of, whichever module asks.
                if !sameModule, owner.components.contains(where: { $0.type == creator.type && Self.assemblers.contains($0.role) }) { continue }
                let assembler = owner.component(.router) ?? owner.component(.builder)
                let place = creation.function.map { " in \($0)" } ?? ""
                let message = sameModule
                    ? "\(creator.type) creates its \(created.role.rawValue) \(created.type)\(place) in module \(module.name); "
                        + "let \(assembler?.type ?? "the module's wireframe or builder") create it and pass it to \(creator.type)"
                    : "\(creator.type) creates \(created.type), the \(created.role.rawValue) of module \(owner.name),\(place) "
                        + "in module \(module.name); open module \(owner.name) through \(assembler?.type ?? "its wireframe or builder")"
                violations.append(violation(module, at: creation.location, message, context: context))
            }
        }
        return violations
    }

    /// What an assembler creates that may break the rule: components, other than routers, of modules
    /// that do not have it as their assembler. The same for every module it assembles, so found once
    /// (a wireframe that creates 2,000 screens had every screen's module read all it creates).
    private static func foreignCreations(of creator: Component, _ context: RuleContext) -> [CreationFact] {
        let owners = context.componentsByType
        return context.memo.value("assembler-creations \(creator.type) \(creator.location.file)") {
            context.members(of: creator).creations.filter { creation in
                guard let (owner, created) = owners[creation.typeName], created.role != .router, Self.created.contains(created.role) else { return false }
                return !owner.components.contains { $0.type == creator.type && Self.assemblers.contains($0.role) }
            }
        }
    }
}
