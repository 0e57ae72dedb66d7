import SwiftParser
import SwiftSyntax

// MARK: - Whether a callee keeps the closures passed to it

/// Reads from a method's signature whether the closures passed to it may outlive the call.
public enum ClosureEscaping {
    /// `func validate(_ check: () -> Bool) -> Bool` → false (every closure parameter is non-escaping);
    /// `func load(completion: @escaping (Result) -> Void)` or `(() -> Void)?` → true; nil when the
    /// signature has no closure parameter or cannot be read. A parameter that may hold an escaping
    /// closure without saying so (an optional of a named type, `Any`) counts as escaping.
    public static func mayEscape(signature: String) -> Bool? {
        let tree = Parser.parse(source: signature)
        guard let item = tree.statements.first?.item else { return nil }
        let parameters: FunctionParameterListSyntax
        if let function = item.as(FunctionDeclSyntax.self) {
            parameters = function.signature.parameterClause.parameters
        } else if let initializer = item.as(InitializerDeclSyntax.self) {
            parameters = initializer.signature.parameterClause.parameters
        } else {
            return nil
        }
        var closures = 0
        for parameter in parameters {
            switch kind(of: parameter.type) {
            case .escaping: return true
            case .nonEscaping: closures += 1
            case .other: break
            }
        }
        return closures > 0 ? false : nil
    }

    private enum Kind { case escaping, nonEscaping, other }

    private static func kind(of type: TypeSyntax) -> Kind {
        if let attributed = type.as(AttributedTypeSyntax.self) {
            let escaping = attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping" }
            return escaping ? .escaping : kind(of: attributed.baseType)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return kind(of: only.type)
        }
        if type.is(FunctionTypeSyntax.self) { return .nonEscaping }
        let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
        if let wrapped {
            // An optional closure escapes; an optional of a name may be an alias of a closure type.
            return kind(of: wrapped) == .other && !wrapped.is(IdentifierTypeSyntax.self) && !wrapped.is(MemberTypeSyntax.self) ? .other : .escaping
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Any" { return .escaping }
        return .other
    }
}
