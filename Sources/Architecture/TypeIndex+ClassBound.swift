import SourceScanner

// MARK: - Which types only classes can be

extension TypeIndex {
    /// Whether only a class instance can be of type `name`: true for a class, `AnyObject`, a protocol bound
    /// to classes by `AnyObject`, `class`, a superclass (`protocol P: UIViewController`, `where Self:
    /// BaseView`) or a protocol it refines, and for an alias of a composition with one of these; false
    /// when everything it is made of is known (declared in the scan, or a well-known value-type protocol)
    /// and none is; nil when it rests on something the scan does not declare.
    public func classBound(_ name: String) -> Bool? {
        var seen = Set<String>()
        return classBound(name, &seen)
    }

    private func classBound(_ name: String, _ seen: inout Set<String>) -> Bool? {
        guard seen.insert(name).inserted else { return false }  // a cycle adds nothing
        if let info = types[name] {
            switch info.kind {
            case .class, .actor: return true
            case .struct, .enum: return false
            case .protocol:
                if info.fact.declaresClassBound { return true }
                return anyClassBound(info.inherits.map(\.name), &seen)
            }
        }
        if let targets = aliases[name] {
            return classBoundAliases.contains(name) ? true : anyClassBound(targets, &seen)
        }
        if Self.classBoundNames.contains(name) || UIKitClasses.superclass[name] != nil
            || UIKitClasses.viewControllers.contains(name) || UIKitClasses.views.contains(name) {
            return true
        }
        return Self.valueProtocols.contains(name) ? false : nil
    }

    /// True if one part is class-bound, false if every part is known not to be, nil otherwise.
    private func anyClassBound(_ parts: [String], _ seen: inout Set<String>) -> Bool? {
        var unknown = false
        for part in parts {
            switch classBound(part, &seen) {
            case true?: return true
            case nil: unknown = true
            case false?: break
            }
        }
        return unknown ? nil : false
    }

    /// System names only classes can be.
    static let classBoundNames: Set<String> = ["AnyObject", "NSObject", "NSObjectProtocol", "UIResponder", "NSResponder"]
    /// Standard library protocols that classes and values alike adopt.
    static let valueProtocols: Set<String> = [
        "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "Identifiable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable", "Error",
    ]
}
