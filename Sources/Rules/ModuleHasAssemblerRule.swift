import Architecture
import SourceScanner

/// `module-has-assembler`: every module has a wireframe, router or builder.
public struct ModuleHasAssemblerRule: Rule {
    public init() {}

    public static var findsModuleFaults: Bool { true }

    public static let description = RuleDescription(
        id: "module-has-assembler",
        title: "Every module has a wireframe, router or builder",
        rationale: """
            Someone has to create the module's components, connect them and open the module; without a \
            wireframe, router or builder that work ends up in the view controller or in the module that opens \
            this one. Infinum's guide (“iOS VIPER Xcode Templates”): "The creation and setup of module \
            components are done in the Wireframe"; VIPER(B) (“The ultimate VIPER architecture tutorial”) uses a \
            separate module builder; SampleViper's README has a ModuleFactory that "Creates the Module injecting \
            the dependencies".
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample([
                ExampleFile("Modules/Home/HomePresenter.swift", """
                    final class ↓HomePresenter {
                        private unowned let view: HomeViewController
                        init(view: HomeViewController) { self.view = view }
                    }
                    """),
                ExampleFile("Modules/Home/HomeViewController.swift", """
                    final class HomeViewController: UIViewController {
                        lazy var presenter = HomePresenter(view: self)
                    }
                    """),
            ]),
        ],
        nonTriggeringExamples: [
            ContractExample.module(),
            // A class named like a presenter alone is no module to assemble.
            RuleExample([ExampleFile("Common/AlertPresenter.swift", "final class AlertPresenter {}")]),
        ])

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        guard module.component(.router) == nil, module.component(.builder) == nil,
              // A lone presenter (`AlertPresenter`) is not a VIPER module.
              module.components.count > 1,
              let first = module.component(.presenter) ?? module.components.first else { return [] }
        let names = module.components.map(\.type).joined(separator: ", ")
        let assembler: String
        switch module.style {
        case .infinum: assembler = "\(module.name)Wireframe (a BaseWireframe subclass)"
        case .viperb: assembler = "\(module.name)Builder"
        case .contract: assembler = "\(module.name)ModuleFactory"
        case .zikviper, .custom: assembler = "a \(module.name)Wireframe or \(module.name)Builder"
        }
        let message = "module \(module.name) has no wireframe, router or builder; add \(assembler) that creates and connects \(names)"
        let found = violation(module, at: first.location, message, context: context)
        guard let chain = Self.selfAssembly(of: module, context) else { return [found] }
        return [found.asNote(because: "the module assembles itself, \(chain), as SwiftUI screens do")]
    }

    /// `RootView makes StateModel, which makes Provider`: a SwiftUI view makes its presenter (and that its
    /// interactor, itself or through its base class), so that the module needs no one to assemble it.
    static func selfAssembly(of module: Module, _ context: RuleContext) -> String? {
        let types = context.index.types
        // Made by the type or a superclass, by its name or as the superclass's generic parameter that the
        // type fills with it (`BaseStateModel<Provider>` making `P(resolver:)`).
        func makes(_ maker: Component, _ made: Component) -> Bool {
            let inner = made.type.split(separator: ".").last.map(String.init) ?? made.type
            if types[maker.type]?.members.creations.contains(where: { $0.typeName == made.type }) ?? false { return true }
            guard let base = types[maker.type]?.inherits.first, let info = types[base.name] else { return false }
            let parameters = zip(info.fact.genericParameters, base.genericArguments).filter { $0.1 == inner || $0.1 == made.type }.map(\.0)
            return info.members.creations.contains { $0.typeName == made.type || parameters.contains($0.typeName) }
        }
        // A SwiftUI view (a struct) that makes its own state object; a view controller that makes its
        // presenter does the wireframe's work (the rule's own example).
        guard let view = module.component(.view), let presenter = module.component(.presenter), types[view.type]?.kind == .struct,
              types[view.type]?.members.creations.contains(where: { $0.typeName == presenter.type }) ?? false else { return nil }
        guard let interactor = module.component(.interactor), makes(presenter, interactor) else {
            return "\(view.type) makes \(presenter.type)"
        }
        return "\(view.type) makes \(presenter.type), which makes \(interactor.type)"
    }
}
