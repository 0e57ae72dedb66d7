import SwiftSyntax

// MARK: - Creations, calls and closures
//
// What a Swift expression makes or asks for: instances it creates (`HomeWireframe()`), static
// members it calls, metatypes it passes to a container, methods called on what a type holds,
// and closures passed to calls with how they capture `self`.

extension SwiftFactsVisitor {
    func addCreation(_ creation: CreationFact) {
        containers[containers.count - 1].body.creations.append(creation)
    }

    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    func recordCreation(_ call: FunctionCallExprSyntax) {
        var called = call.calledExpression
        if let specialization = called.as(GenericSpecializationExprSyntax.self) { called = specialization.expression }
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.startsUppercase {
                addCreation(CreationFact(typeName: name, kind: .initializer, function: functions.last, location: location(call)))
            } else if functions.last != nil {
                // `openSendAmount()`: a method of the type itself, as `self.openSendAmount()` is.
                containers[containers.count - 1].body.calls.append(
                    CallFact(receiver: "self", member: name, selector: Self.selector(of: call, named: name),
                             function: functions.last, location: location(call)))
            }
            return
        }
        guard let member = called.as(MemberAccessExprSyntax.self) else {
            recordTypeReferences(call, callee: (called.as(DeclReferenceExprSyntax.self)?.baseName.text))
            return
        }
        let memberName = member.declName.baseName.text
        // R.swift: `R.storyboard.home.homeViewController()` instantiates a `HomeViewController`.
        if let base = member.base, SyntaxText.trimmed(base, hasPrefix: "R.storyboard."), let first = memberName.first {
            addCreation(CreationFact(typeName: first.uppercased() + memberName.dropFirst(), kind: .storyboard,
                                     function: functions.last, location: location(call)))
            return
        }
        // SwiftGen: `StoryboardScene.Dex.dexInfoViewController.instantiate()` instantiates a `DexInfoViewController`.
        if memberName == "instantiate", let scene = member.base?.as(MemberAccessExprSyntax.self),
           let storyboard = scene.base, SyntaxText.trimmed(storyboard, hasPrefix: "StoryboardScene."),
           let first = scene.declName.baseName.text.first {
            addCreation(CreationFact(typeName: first.uppercased() + scene.declName.baseName.text.dropFirst(), kind: .storyboard,
                                     function: functions.last, location: location(call)))
            return
        }
        if memberName.startsUppercase, let type = SwiftValueReader.typePath(called) {
            // `Map.Presenter(…)`: a nested type's initialiser (the model reads the path as Swift does).
            addCreation(CreationFact(typeName: type, kind: .initializer, function: functions.last, location: location(call)))
        } else if let base = member.base, let type = SwiftValueReader.typePath(base) {
            let kind: CreationFact.Kind = memberName == "init" ? .initializer : .staticCall
            addCreation(CreationFact(typeName: type, kind: kind, member: kind == .staticCall ? memberName : nil,
                                     function: functions.last, location: location(call)))
        } else if let base = member.base, let receiver = Self.receiverName(base), !receiver.startsUppercase {
            // `assembly.makeDetailsModule()`, `self.router?.close()`: what a component asks of what it holds.
            containers[containers.count - 1].body.calls.append(
                CallFact(receiver: receiver, member: memberName, selector: Self.selector(of: call, named: memberName),
                         function: functions.last, location: location(call)))
        }
        // `storyboard.instantiateViewController(ofType: HomeViewController.self)`
        if memberName.hasPrefix("instantiate") {
            for argument in call.arguments.inOrder {
                if let metatype = argument.expression.as(MemberAccessExprSyntax.self), metatype.declName.baseName.text == "self",
                   let type = metatype.base.flatMap(SwiftValueReader.typePath) {
                    addCreation(CreationFact(typeName: type, kind: .storyboard, function: functions.last, location: location(call)))
                }
            }
        } else {
            recordTypeReferences(call, callee: memberName)
        }
    }

    /// `container.resolve(DetailsBuilder.self)`: a metatype argument names a type the call hands out.
    func recordTypeReferences(_ call: FunctionCallExprSyntax, callee: String?) {
        for argument in call.arguments.inOrder {
            guard let metatype = argument.expression.as(MemberAccessExprSyntax.self), metatype.declName.baseName.text == "self",
                  let type = metatype.base.flatMap(SwiftValueReader.typePath) else { continue }
            containers[containers.count - 1].body.typeReferences.append(
                TypeReferenceFact(typeName: type, callee: callee, function: functions.last, location: location(call)))
        }
    }

    func recordClosures(_ call: FunctionCallExprSyntax) {
        // Most calls pass no closure: known before anything is gathered.
        guard call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
            || call.arguments.inOrder.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) else { return }
        let closures = Self.closures(of: call)
        var receiver: String?
        var callee: String?
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = member.declName.baseName.text
            receiver = member.base.flatMap(Self.receiverName)
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        }
        for closure in closures {
            containers[containers.count - 1].body.closures.append(ClosureFact(
                receiver: receiver, callee: callee, selfCapture: Self.selfCapture(of: closure),
                function: functions.last, location: location(call)))
        }
    }

    /// `interactor`, `self.interactor`, `interactor?`, `self?.interactor` → `interactor`.
    static func receiverName(_ expression: ExprSyntax) -> String? {
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return receiverName(chained.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return receiverName(forced.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    static func selfCapture(of closure: ClosureExprSyntax) -> ClosureFact.SelfCapture {
        if let items = closure.signature?.capture?.items {
            for item in items where item.name.text == "self" && item.initializer == nil {
                switch item.specifier?.specifier.text {
                case "weak": return .weak
                case "unowned": return .unowned
                default: return .strong
                }
            }
        }
        let usesSelf = closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) }
        guard usesSelf else { return .none }
        return enclosingCapture(of: closure) ?? .strong
    }

    /// `self` in a closure nested in one that captures it weakly or unowned is that capture (`self?`
    /// is the outer weak optional), unless the outer closure first binds a strong `self`
    /// (`guard let self else { return }`). Nil when no enclosing closure of the same function lists `self`.
    static func enclosingCapture(of closure: ClosureExprSyntax) -> ClosureFact.SelfCapture? {
        var node = closure.parent
        while let current = node, !current.is(FunctionDeclSyntax.self), !current.is(InitializerDeclSyntax.self) {
            if let outer = current.as(ClosureExprSyntax.self),
               let item = outer.signature?.capture?.items.first(where: { $0.name.text == "self" && $0.initializer == nil }) {
                switch item.specifier?.specifier.text {
                case "weak": return bindsStrongSelf(outer) ? .strong : .weak
                case "unowned": return .unowned
                default: return .strong
                }
            }
            node = current.parent
        }
        return nil
    }

    /// `guard let self`, `if let self = self`, ``let `self` = self``.
    private static func bindsStrongSelf(_ closure: ClosureExprSyntax) -> Bool {
        var previous: TokenKind?
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            if previous == .keyword(.let) || previous == .keyword(.var), token.text == "self" || token.text == "`self`" { return true }
            previous = token.tokenKind
        }
        return false
    }


    /// `HomeInteractor()`, `ShowService.shared`, `[Show]()`: the type a property's initial value has.
    static func inferredType(of expression: ExprSyntax) -> (name: String, text: String, isCollection: Bool)? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let array = call.calledExpression.as(ArrayExprSyntax.self),
               let element = array.elements.first?.expression.as(DeclReferenceExprSyntax.self) {
                return (element.baseName.text, "[\(element.baseName.text)]", true)
            }
            // `FeedRouter.buildFeedView()` returns whatever the method says, not a `FeedRouter`: only
            // initialisers and the usual factory names are taken to give their type.
            // `Map.Presenter(…)`: a nested type's initialiser.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.startsUppercase,
               let type = SwiftValueReader.typePath(call.calledExpression) {
                return (type, type, false)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
               !["init", "shared", "default", "instance", "sharedInstance", "new", "make", "create"].contains(member.declName.baseName.text) {
                return nil
            }
            return inferredType(of: call.calledExpression)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.startsUppercase {
            return (reference.baseName.text, reference.baseName.text, false)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let type = member.base.flatMap(SwiftValueReader.typePath) {
            // `X.init(...)`, `X.shared`, `X.make()`: assume the member returns an `X`, as they usually do.
            return (type, type, false)
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
            return inferredType(of: specialization.expression)
        }
        return nil
    }
}
