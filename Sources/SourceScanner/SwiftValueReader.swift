import SwiftSyntax

// MARK: - Reading values and assignment targets
//
// The parser leaves operators unfolded: `a = b as! X` is the sequence `[a, =, b, as!, X]`. These
// readers take such sequences (or single expressions) and say what a value is (`ValueFact`), what
// type a local gets from it, and which property an assignment sets.

enum SwiftValueReader {
    /// What the unfolded expression `elements` is.
    static func value(ofSequence elements: [ExprSyntax]) -> ValueFact {
        if elements.count == 1 { return value(of: elements[0]) }
        if elements.count == 3, let target = castTarget(elements) {
            // `storyboard.instantiateViewController(withIdentifier: "Home") as! HomeViewController`
            if let call = unwrapped(elements[0]).as(FunctionCallExprSyntax.self), calledName(call)?.hasPrefix("instantiate") == true {
                return .creation(target)
            }
            return value(of: elements[0])
        }
        // SwinjectAutoregistration: `r ~> HomePresenterProtocol.self`.
        if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "~>",
           let type = metatypeName(elements[2]) {
            return .resolved(type)
        }
        return .other
    }

    /// What one expression is: a name, a creation, a container's resolve, `self`, a call, or other.
    static func value(of expression: ExprSyntax) -> ValueFact {
        let e = unwrapped(expression)
        if let sequence = e.as(SequenceExprSyntax.self) { return value(ofSequence: Array(sequence.elements.inOrder)) }
        if let reference = e.as(DeclReferenceExprSyntax.self) {
            if reference.baseName.tokenKind == .keyword(.self) { return .selfValue }
            let name = reference.baseName.text
            return name.first.map { $0.isLowercase || $0 == "_" } == true ? .name(name) : .other
        }
        if let member = e.as(MemberAccessExprSyntax.self) {
            // `self.view`, `module.view`; not `.shared`, `UIColor.red` or `makeX().view`.
            guard let base = member.base, let receiver = receiverName(base),
                  receiver == "self" || !receiver.startsUppercase else { return .other }
            return .name(member.declName.baseName.text)
        }
        if let call = e.as(FunctionCallExprSyntax.self) { return value(ofCall: call) }
        return .other
    }

    private static func value(ofCall call: FunctionCallExprSyntax) -> ValueFact {
        var called = call.calledExpression
        if let specialization = called.as(GenericSpecializationExprSyntax.self) { called = specialization.expression }
        let firstMetatype = call.arguments.first.flatMap { metatypeName($0.expression) }
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.startsUppercase { return .creation(name) }
            if name == "resolve", let type = firstMetatype { return .resolved(type) }
            return .call(name)
        }
        guard let member = called.as(MemberAccessExprSyntax.self) else { return .other }
        let name = member.declName.baseName.text
        if name == "init", let base = member.base, let type = typeName(base) { return .creation(type) }
        // `Map.Presenter(…)`: a nested type's initialiser.
        if name.startsUppercase, let type = typePath(called) { return .creation(type) }
        if name == "resolve", let type = firstMetatype { return .resolved(type) }
        if name.hasPrefix("instantiate"), let type = call.arguments.lazy.compactMap({ metatypeName($0.expression) }).first {
            return .creation(type)
        }
        // R.swift: `R.storyboard.home.homeViewController()`.
        if let base = member.base, SyntaxText.trimmed(base, hasPrefix: "R.storyboard."), let first = name.first {
            return .creation(first.uppercased() + name.dropFirst())
        }
        return .call(name)
    }

    /// The type a local gets from its initial value: a cast's target, else what is created or resolved.
    static func inferredType(ofSequence elements: [ExprSyntax]) -> String? {
        if elements.count == 3, let target = castTarget(elements) { return target }
        if elements.count == 1, let sequence = unwrapped(elements[0]).as(SequenceExprSyntax.self) {
            return inferredType(ofSequence: Array(sequence.elements.inOrder))
        }
        switch value(ofSequence: elements) {
        case .creation(let type), .resolved(let type): return type
        default: return nil
        }
    }

    /// `[x, as!, X]` or `[x, as?, X]` → "X".
    private static func castTarget(_ elements: [ExprSyntax]) -> String? {
        guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
              let type = elements[2].as(TypeExprSyntax.self) else { return nil }
        return TypeSyntaxReader.read(type.type).name
    }

    /// `X.self` → "X" (`Map.Module.self` → "Map.Module").
    static func metatypeName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.self),
              let base = member.base else { return nil }
        return typeName(base)
    }

    /// `X`, `X<Y>` used as an expression → "X", when it looks like a type; `Map.Presenter` → the path
    /// (the model takes its last name when it names no nested type); `module.X` → "X".
    static func typeName(_ expression: ExprSyntax) -> String? {
        var name: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            name = typePath(expression) ?? member.declName.baseName.text
        } else if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(specialization.expression)
        } else if let type = expression.as(TypeExprSyntax.self) {
            name = TypeSyntaxReader.simpleName(of: type.type)
        }
        return name?.startsUppercase == true ? name : nil
    }

    /// `Map`, `Map.Presenter`, `Map.Presenter<T>` as an expression: capitalised names joined by dots
    /// (a type, or a type nested in one), else nil.
    static func typePath(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.startsUppercase ? name : nil
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) { return typePath(specialization.expression) }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              member.declName.baseName.text.startsUppercase, let outer = typePath(base) else { return nil }
        return "\(outer).\(member.declName.baseName.text)"
    }

    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    /// `x!`, `x?`, `try x`, `await x`, `(x)` → `x`.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(chained.expression) }
        if let tried = expression.as(TryExprSyntax.self) { return unwrapped(tried.expression) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return unwrapped(awaited.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return unwrapped(only.expression)
        }
        return expression
    }

    /// `interactor`, `self.interactor`, `interactor?`, `(p as! P)` → the last name; `self` → "self".
    static func receiverName(_ expression: ExprSyntax) -> String? {
        let e = unwrapped(expression)
        if let sequence = e.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           castTarget(Array(sequence.elements)) != nil, let first = sequence.elements.first {
            return receiverName(first)
        }
        if let reference = e.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = e.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
        return nil
    }

    /// The property an assignment's left-hand side sets: `presenter.view` → ("presenter", "view"),
    /// `self.output` → ("self", "output"), a bare `view` → ("self", "view", isBare).
    static func target(of lhs: ExprSyntax) -> (receiver: String, property: String, isBare: Bool)? {
        let e = unwrapped(lhs)
        if let reference = e.as(DeclReferenceExprSyntax.self) {
            guard reference.baseName.tokenKind != .keyword(.self) else { return nil }
            return ("self", reference.baseName.text, true)
        }
        guard let member = e.as(MemberAccessExprSyntax.self), let base = member.base,
              let receiver = receiverName(base) else { return nil }
        return (receiver, member.declName.baseName.text, false)
    }
}
