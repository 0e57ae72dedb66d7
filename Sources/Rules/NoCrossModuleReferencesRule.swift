import Architecture
import SourceScanner

/// `no-cross-module-references`: a module reaches another one only through that module's router or builder.
public struct NoCrossModuleReferencesRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "no-cross-module-references",
        title: "Modules know each other only through their wireframes or builders",
        rationale: """
            A module is opened through its wireframe or builder, which creates and connects its components; a \
            component that holds another module's view, presenter or interactor ties the two modules' lifetimes \
            and code together. Infinum's guide (“iOS VIPER Xcode Templates”): "The creation of a new Wireframe \
            is almost always done in the previous Wireframe"; VIPER(B) (“The ultimate VIPER architecture \
            tutorial”): the router "calls the builder to construct a brand new module"; ZIKViper's README: \
            "parent module and submodule doesn't really know each other, they only communicate through \
            interface". A delegate protocol that the holder's own module declares is such an interface and is \
            allowed. \
            A note by default: on the 39 real apps of Docs/Accuracy.md, 1 of 10 sampled findings was true. The \
            finding rests on which module each type belongs to, and on real apps the type held was most often \
            the holder's own component under another module's name, or an interactor that several modules \
            share by design. Raise it in `.viper-docs.yml` (`no-cross-module-references: warning` under \
            `rules:`) where modules are laid out one folder each.
            """,
        defaultSeverity: .note,
        triggeringExamples: [
            InfinumExample.module(presenterBody: "↓private var details: DetailsPresenter?", extraFiles: [
                ExampleFile("Modules/Details/DetailsPresenter.swift", "final class DetailsPresenter {}"),
                ExampleFile("Modules/Details/DetailsViewController.swift", """
                    final class DetailsViewController: UIViewController {
                        var presenter: DetailsPresenter!
                    }
                    """),
            ]),
        ],
        nonTriggeringExamples: [
            // The Details presenter holds its own module's delegate protocol, which Home's presenter adopts.
            InfinumExample.module(presenterBody: "private let detailsWireframe = DetailsWireframe()", extraFiles: [
                ExampleFile("Modules/Details/DetailsInterfaces.swift", "protocol DetailsModuleDelegate: AnyObject {}"),
                ExampleFile("Modules/Details/DetailsPresenter.swift", """
                    final class DetailsPresenter {
                        weak var delegate: DetailsModuleDelegate?
                    }
                    """),
                ExampleFile("Modules/Details/DetailsWireframe.swift", """
                    final class DetailsWireframe {
                        init() { _ = DetailsPresenter() }
                    }
                    """),
                ExampleFile("Modules/Home/HomePresenter+Details.swift", "extension HomePresenter: DetailsModuleDelegate {}"),
            ]),
            // Each wireframe names its own presenter by a typealias of the same name: a name declared
            // in a class means what that class declares, not what another class declares first.
            InfinumExample.module(wireframe: """
                final class HomeWireframe: HomeWireframeInterface {
                    typealias ModulePresenter = HomePresenter
                    private weak var viewController: HomeViewController?
                    private weak var presenter: ModulePresenter?
                    init() {
                        let view = HomeViewController()
                        let presenter = ModulePresenter(view: view, interactor: HomeInteractor(), wireframe: self)
                        view.presenter = presenter
                        viewController = view
                        self.presenter = presenter
                    }
                }
                """, extraFiles: [
                ExampleFile("Modules/Details/DetailsPresenter.swift", "final class DetailsPresenter {}"),
                ExampleFile("Modules/Details/DetailsViewController.swift", """
                    final class DetailsViewController: UIViewController {
                        var presenter: DetailsPresenter!
                    }
                    """),
                ExampleFile("Modules/Details/DetailsWireframe.swift", """
                    final class DetailsWireframe {
                        typealias ModulePresenter = DetailsPresenter
                        private weak var presenter: ModulePresenter?
                        init() { presenter = ModulePresenter() }
                    }
                    """),
            ]),
        ])

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        module.references.compactMap { reference in
            guard let targetName = reference.targetModule, reference.to != .router, reference.to != .builder,
                  let target = context.model.module(named: targetName),
                  let holder = context.holder(of: reference, in: module) ?? module.component(reference.from),
                  let component = target.component(reference.to) else { return nil }
            if reference.through == .protocol {
                // A protocol of the holder's own module, or one that belongs to no module, is an interface
                // between the modules, not knowledge of the other one.
                let ownProtocol = module.protocols.contains { $0.name == reference.type }
                let targetProtocol = target.protocols.contains { $0.name == reference.type }
                guard targetProtocol && !ownProtocol else { return nil }
            }
            let entry = target.component(.router) ?? target.component(.builder)
            let message = "\(holder.type) holds \(component.type), the \(reference.to.rawValue) of module \(targetName), through "
                + "'\(reference.property)' in module \(module.name); reach module \(targetName) only through "
                + "\(entry.map { $0.type } ?? "its wireframe or builder"), from \(module.component(.router)?.type ?? "this module's router")"
            return violation(module, at: reference.location, message, properties: [reference.property], context: context)
        }
    }
}
