import Architecture
import SourceScanner

/// `wireframe-inherits-base-wireframe`: Infinum's wireframes subclass `BaseWireframe`.
public struct WireframeInheritsBaseWireframeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "wireframe-inherits-base-wireframe",
        title: "Every wireframe inherits BaseWireframe",
        rationale: """
            Infinum's BaseWireframe holds the view controller weakly, keeps it alive until its first access and \
            gives every wireframe the same navigation helpers (`pushWireframe`, `presentWireframe`, \
            `setRootWireframe`). Infinum's guide (“iOS VIPER Xcode Templates”): "Wireframes inherit from the \
            BaseWireframe".
            """,
        defaultSeverity: .warning,
        styles: [.infinum],
        triggeringExamples: [
            InfinumExample.module(wireframe: """
                final class ↓HomeWireframe: HomeWireframeInterface {
                    private weak var viewController: HomeViewController?
                }
                """),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(wireframe: InfinumExample.subclassWireframe, extraFiles: [InfinumExample.baseWireframe]),
            // A subclass of a subclass.
            InfinumExample.module(wireframe: """
                final class HomeWireframe: AppWireframe<HomeViewController> {}
                extension HomeWireframe: HomeWireframeInterface {}
                """, extraFiles: [
                    InfinumExample.baseWireframe,
                    ExampleFile("Common/VIPER/AppWireframe.swift", "class AppWireframe<ViewController: UIViewController>: BaseWireframe<ViewController> {}"),
                ]),
        ])

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        let types = context.types
        return module.components.filter { $0.role == .router && !types.isKind($0.type, of: "BaseWireframe") }.map { wireframe in
            let view = module.component(.view)?.type ?? "\(module.name)ViewController"
            let message = "\(wireframe.type) in module \(module.name) does not inherit BaseWireframe; declare it 'final class "
                + "\(wireframe.type): BaseWireframe<\(view)>' so that it holds its view controller weakly and keeps it alive "
                + "until the first access"
            return violation(module, at: wireframe.location, message, context: context)
        }
    }
}
