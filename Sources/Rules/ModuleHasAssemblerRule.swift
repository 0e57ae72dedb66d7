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
        return [violation(module, at: first.location, message, context: context)]
    }
}
