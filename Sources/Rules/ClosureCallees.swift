import Architecture
import SourceScanner

// MARK: - Calls that do not keep the closures passed to them

/// Whether a closure passed to a call may outlive it, as far as the scan can tell.
enum ClosureCallees {
    /// False when the callee is known to call the closure before it returns: from its signature where the
    /// receiver's type declares it (a closure parameter without `@escaping`), else from the standard
    /// library's and UIKit's/Foundation's well-known synchronous calls. True otherwise (unknown callees
    /// keep being reported).
    static func mayEscape(_ closure: ClosureFact, receiver: PropertyFact?, types: TypeIndex) -> Bool {
        guard let callee = closure.callee else { return true }
        if let receiver, !receiver.isCollection, let typeName = receiver.typeName {
            let names = types.resolved(typeName) + receiver.additionalTypeNames.flatMap { types.resolved($0) }
            let verdicts = names.flatMap { methods(named: callee, of: $0, types) }.compactMap { ClosureEscaping.mayEscape(signature: $0.signature) }
            if !verdicts.isEmpty { return verdicts.contains(true) }
        }
        return !synchronous.contains(callee) && !callee.hasPrefix("withUnsafe")
    }

    /// The methods of `type`, its superclasses and the protocols it adopts, whose base name is `callee`.
    private static func methods(named callee: String, of type: String, _ types: TypeIndex) -> [MethodFact] {
        let owners = [type] + types.superclasses(of: type).map(\.name) + types.allProtocols(of: type)
        return owners.flatMap { owner in
            (types[owner]?.members.methods ?? []).filter { $0.name == callee || $0.name.hasPrefix(callee + "(") }
        }
    }

    /// Base names of calls that run their closure before they return: the standard library's sequence
    /// and collection algorithms, `UIView.performWithoutAnimation`, `autoreleasepool`, `DispatchQueue.sync`.
    static let synchronous: Set<String> = [
        "first", "last", "map", "compactMap", "flatMap", "filter", "reduce", "forEach", "contains", "allSatisfy",
        "sorted", "sort", "min", "max", "firstIndex", "lastIndex", "removeAll", "drop", "prefix", "partition",
        "mapValues", "compactMapValues", "performWithoutAnimation", "autoreleasepool", "sync",
    ]
}
