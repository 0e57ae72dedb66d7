import Architecture
import Foundation
import SourceScanner

// MARK: - Facts the model does not carry
//
// The model keeps modules, components and references; some rules need more of the scanner's facts
// about a component (its files' imports, its creations and closures, its superclasses). These
// helpers derive them from the model's index (`context.index`), built once per model.

extension RuleContext {
    /// Every type of the app, with its extensions merged.
    var types: TypeIndex { index.types }

    /// The facts of one scanned file.
    func file(_ path: String) -> FileFacts? { index.filesByPath[path] }

    /// The declaration of a component's type; with several of one name (two sample apps in one
    /// repository), the one nearest to the component's file.
    func info(of component: Component) -> TypeInfo? {
        types.info(named: component.type, nearestTo: component.location.file)
    }

    /// What a component's declaration and its extensions declare and do.
    func members(of component: Component) -> MemberFacts {
        info(of: component)?.members ?? MemberFacts()
    }

    /// The files a component is written in: its declaration's and its extensions' (for Objective-C,
    /// the `.m` with its `@implementation`), declaration first.
    func files(of component: Component) -> [FileFacts] {
        var paths = [component.location.file]
        if let info = info(of: component) {
            for path in info.extensionFiles where !paths.contains(path) { paths.append(path) }
        }
        return paths.compactMap { file($0) }
    }

    /// The module and role of every component of the app, by type name.
    var componentsByType: [String: (module: Module, component: Component)] { index.componentsByType }
}
