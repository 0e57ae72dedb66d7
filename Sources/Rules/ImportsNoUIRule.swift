import Architecture

// MARK: - Shared by the import rules

/// Checks that the files a component is written in import no UI framework.
protocol ImportsNoUIRule: Rule {
    static var role: Role { get }
    /// Why, and what to write instead, for the message.
    static var advice: String { get }
}

extension ImportsNoUIRule {
    /// `UIKit`, `SwiftUI`, `AppKit`, `Cocoa`, their submodules (`UIKit.UIColor`), and Objective-C headers
    /// of them (`UIKit/UIKit.h`).
    static func isUI(_ module: String) -> Bool {
        ["UIKit", "SwiftUI", "AppKit", "Cocoa"].contains { module == $0 || module.hasPrefix($0 + "/") || module.hasPrefix($0 + ".") }
    }

    /// For an `ObservableObject` that imports SwiftUI for it: where what it needs comes from.
    static var observableAdvice: String {
        "ObservableObject and @Published come from Combine: import Combine instead, and hand the view plain values"
    }

    static func isObservable(_ type: String, _ context: RuleContext) -> Bool {
        context.index.types.allProtocols(of: type).contains("ObservableObject")
    }

    func validateImports(module: Module, in context: RuleContext) -> [Violation] {
        guard let component = module.component(Self.role) else { return [] }
        return context.files(of: component).flatMap { file in
            file.imports.filter { Self.isUI($0.module) }.map { fact in
                let name = fact.module.split(separator: "/").first.map(String.init) ?? fact.module
                let fileName = file.path.split(separator: "/").last.map(String.init) ?? file.path
                let message = "\(component.type) (\(fileName)) imports \(name) in module \(module.name); "
                    + (Self.isObservable(component.type, context) && name == "SwiftUI" ? Self.observableAdvice : Self.advice)
                let found = violation(module, at: fact.location, message, context: context)
                // A module that made a view controller (or a view) its presenter cannot leave UIKit out:
                // 'import Foundation' cannot be followed without re-architecting the module.
                let types = context.index.types
                guard types.isViewController(component.type) || types.isViewKind(component.type) else { return found }
                let kind = types.isViewController(component.type) ? "view controller" : "view"
                return found.asNote(because: "\(component.type) is itself a UIKit \(kind), so the import comes with the module's design")
            }
        }
    }
}
