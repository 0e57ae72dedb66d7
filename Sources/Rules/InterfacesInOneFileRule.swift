import Architecture
import SourceScanner

/// `interfaces-in-one-file`: a module's protocols are declared in its Interfaces or Contract file.
public struct InterfacesInOneFileRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "interfaces-in-one-file",
        title: "A module's protocols are all in its Interfaces or Contract file",
        rationale: """
            One file with every protocol of the module gives an overview of how its components talk to each \
            other. Infinum's guide (“iOS VIPER Xcode Templates”): "All protocols should be located in one file \
            called Interfaces"; SampleViper's README: "The Contract is a file which will have the Protocols \
            which each part will communicate with each other". \
            A note by default: on the 39 real apps of Docs/Accuracy.md, 0 of 9 sampled findings were true, since \
            a module's protocols kept in one `<Name>Protocols.swift` are blamed for the file's name, and app- \
            wide protocols for not being a module's. Raise it in `.viper-docs.yml` (`interfaces-in-one-file: \
            warning` under `rules:`) where the team wants it.
            """,
        defaultSeverity: .note,
        styles: [.infinum, .contract],
        triggeringExamples: [
            InfinumExample.module(presenterHeader: "protocol ↓HomePresenterInterface: AnyObject {}", interfaces: """
                protocol HomeWireframeInterface: AnyObject {}
                protocol HomeViewInterface: AnyObject {}
                protocol HomeInteractorInterface: AnyObject {}
                """),
            ContractExample.module(interactorHeader: "protocol ↓TracksInteractorDelegate: AnyObject {}", contract: """
                protocol TracksPresenting: AnyObject {}
                protocol TracksViewing: AnyObject {}
                protocol TracksInteracting: AnyObject {}
                protocol TracksRouting: AnyObject {}
                """),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(),
            ContractExample.module(),
            // A subview's delegate protocol belongs with the subview.
            InfinumExample.module(viewBody: "private let header = HomeHeaderView()", extraFiles: [
                ExampleFile("Modules/Home/Views/HomeHeaderView.swift", """
                    protocol HomeHeaderViewDelegate: AnyObject {}
                    final class HomeHeaderView: UIView {
                        weak var delegate: HomeHeaderViewDelegate?
                    }
                    """),
                ExampleFile("Modules/Home/HomeViewController+Header.swift", "extension HomeViewController: HomeHeaderViewDelegate {}"),
            ]),
            // VIPER(B) keeps its protocols in `HomeModule.swift`; the rule does not apply to it.
            ViperBExample.module(presenterHeader: "protocol HomeDataSource: AnyObject {}"),
        ])

    private static let layerWords = ["View", "Presenter", "Interactor", "Wireframe", "Router", "Formatter", "Builder",
                                     "Presenting", "Viewing", "Interacting", "Routing", "Module", "Contract"]

    static func isNamedAsLayer(_ name: String, of module: String) -> Bool {
        guard name.hasPrefix(module) else { return false }
        let rest = name.dropFirst(module.count)
        return layerWords.contains { rest.hasPrefix($0) }
    }

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        let fileName = module.interfacesFile.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            ?? (module.style == .contract ? "\(module.name)Contract.swift" : "\(module.name)Interfaces.swift")
        let componentFiles = Set(module.components.map(\.location.file))
        return module.protocols.filter { proto in
            // The module's own protocols: those declared in a component's file, and those named as a layer of
            // the module (`HomePresenterInterface`, `HomeModuleDelegate`), not a subview's (`HomeHeaderViewDelegate`).
            proto.location.file != module.interfacesFile
                && (componentFiles.contains(proto.location.file) || Self.isNamedAsLayer(proto.name, of: module.name))
        }.map { proto in
            let here = proto.location.file.split(separator: "/").last.map(String.init) ?? proto.location.file
            let message = "protocol \(proto.name) of module \(module.name) is declared in \(here); move it to \(fileName), "
                + "which holds all of the module's protocols"
            return violation(module, at: proto.location, message, context: context)
        }
    }
}
