import Architecture
import SourceScanner

/// `interactor-does-not-import-ui`: the interactor's files import no UI framework.
public struct InteractorDoesNotImportUIRule: ImportsNoUIRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateImports(module: module, in: context) }
    static let role = Role.interactor
    static let advice = "the interactor holds the business logic and knows no user interface: leave UI types to the view, "
        + "put what it needs of the system (UIApplication, UIPasteboard, UIKit's notifications) behind a service it is given, "
        + "and import Foundation"

    public static let description = RuleDescription(
        id: "interactor-does-not-import-ui",
        title: "The interactor imports no UI framework",
        rationale: """
            The interactor's business logic is independent of the user interface, so that it can be reused and \
            tested alone. VIPER(B) (“The ultimate VIPER architecture tutorial”) keeps the interactor's \
            implementation independent of the user interface; Infinum's guide (“iOS VIPER Xcode Templates”): the \
            interactor "Contains only business logic"; ZIKViper's README applies Clean Architecture's dependency \
            rule, where inner circles know nothing of the outer UI.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            InfinumExample.module(interactor: """
                ↓import UIKit
                final class HomeInteractor: HomeInteractorInterface {}
                """),
            ContractExample.module(interactorHeader: "↓import UIKit"),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(interactor: """
                import Foundation
                final class HomeInteractor: HomeInteractorInterface {}
                """),
            ContractExample.module(interactorHeader: "import Foundation"),
        ])
}
