import SwiftSyntax

// MARK: - Switch arms and enum cases handed to calls (`CaseFacts`)

extension SwiftFactsVisitor {
    /// `switch self { case .home: Home.RootView(…) … }`: each arm that names enum cases, with its lines.
    func recordSwitch(_ node: SwitchExprSyntax) {
        guard !containers.isEmpty else { return }
        let subject = Self.switchSubject(node.subject)
        for element in node.cases.inOrder {
            guard case .switchCase(let arm) = element, case .case(let label) = arm.label else { continue }
            let names = Array(label.caseItems.inOrder.compactMap { Self.caseName(in: $0.pattern) })
            guard !names.isEmpty else { continue }
            let end = lines.location(of: arm.endPositionBeforeTrailingTrivia)
            containers[containers.count - 1].body.switchArms.append(SwitchArmFact(
                subject: subject, cases: names, function: functions.last, location: location(arm),
                end: SourceLocation(file: path, line: end.line, column: end.column)))
        }
    }

    /// `.bolus(waitForSuggestion: true)` or `Screen.settings` among a call's arguments.
    func recordCaseReferences(_ call: FunctionCallExprSyntax) {
        let callee = Self.calledName(call)
        // `AppModules.settings.build()`: a case of a named enum asked for something.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           let (name, type) = Self.caseValue(base), let type {
            containers[containers.count - 1].body.caseReferences.append(CaseReferenceFact(
                name: name, base: type, callee: callee, function: functions.last, location: location(base)))
        }
        for argument in call.arguments.inOrder {
            guard let (name, base) = Self.caseValue(argument.expression) else { continue }
            containers[containers.count - 1].body.caseReferences.append(CaseReferenceFact(
                name: name, base: base, callee: callee, label: argument.label?.text, function: functions.last,
                location: location(argument.expression)))
        }
    }

    /// "self", a name, the last name of `self.name`, through `!` and `?`; "" for anything else.
    static func switchSubject(_ expression: ExprSyntax) -> String {
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return switchSubject(unwrapped.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return switchSubject(optional.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return ""
    }

    /// `.home`, `.bolus(let a, _)`, `let .addCarbs(mode, edit)`, `Screen.settings`: the case's name.
    static func caseName(in pattern: PatternSyntax) -> String? {
        var pattern = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return caseValue(expression)?.name
    }

    /// A case written as a value: `.settings`, `.bolus(…)`, `Screen.settings`, `Screen.bolus(…)`
    /// (a capitalised name before the dot, as a type's is).
    static func caseValue(_ expression: ExprSyntax) -> (name: String, base: String?)? {
        var expression = expression
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else { return (name, nil) }
        guard let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.startsUppercase else { return nil }
        return (name, type)
    }
}
