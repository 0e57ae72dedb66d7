import SwiftSyntax

// MARK: - Dependency-container registrations (Swinject)
//
// `container.register(HomePresenterProtocol.self) { r in HomePresenter(view: r.resolve(…)!) }`,
// `container.storyboardInitCompleted(HomeViewController.self) { r, c in c.presenter = r.resolve(…) }`,
// `container.autoregister(X.self, initializer: Y.init)`. A call chained to one
// (`.inObjectScope(.container)`, `.initCompleted { r, p in … }`) belongs to it: the registration is
// begun at the outermost call of the chain and ended after it, and every assignment made in
// between is one of its injections.

extension SwiftFactsVisitor {
    /// A registration whose call chain is being walked.
    struct PendingRegistration {
        /// The outermost call of the chain: the registration ends after it.
        var anchor: SyntaxIdentifier
        var fact: RegistrationFact
        /// Closures whose second parameter is the registered instance, with its type.
        var instanceClosures: [SyntaxIdentifier: String]
    }

    static let registeringCallees: [String: RegistrationFact.Kind] = [
        "register": .register, "storyboardInitCompleted": .storyboardInitCompleted, "autoregister": .autoregister,
    ]

    /// Begins a registration at the outermost call of a chain that starts with one.
    func beginRegistration(_ call: FunctionCallExprSyntax) {
        // Not the outermost call of a chain: the outer call has begun it, if any.
        if let member = call.parent?.as(MemberAccessExprSyntax.self),
           let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id { return }
        // The innermost call first, without keeping the chain: nearly every call registers nothing.
        let registering = Self.innermostCall(of: call)
        guard let name = SwiftValueReader.calledName(registering), let kind = Self.registeringCallees[name],
              let first = registering.arguments.first, let typeName = SwiftValueReader.metatypeName(first.expression) else { return }
        let factory = Self.closures(of: registering).last
        // `tableView.register(Cell.self, forCellReuseIdentifier:)` has no factory: no container's.
        let hasInitializer = registering.arguments.contains { $0.label?.text == "initializer" }
        guard kind == .autoregister ? hasInitializer || factory != nil : factory != nil else { return }
        var createdType: String?
        var instanceClosures: [SyntaxIdentifier: String] = [:]
        switch kind {
        case .register:
            createdType = factory.flatMap(Self.createdType(byFactory:))
        case .storyboardInitCompleted:
            createdType = typeName
            if let factory { instanceClosures[factory.id] = typeName }
        case .autoregister:
            // `initializer: HomePresenter.init`, `initializer: HomePresenter.init(view:)`.
            if let initializer = registering.arguments.first(where: { $0.label?.text == "initializer" })?.expression,
               let member = initializer.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
                createdType = SwiftValueReader.typeName(base)
            }
        case .typhoon:
            break
        }
        // The calls chained to it (`.initCompleted { r, p in … }`), outermost first.
        var chained = call
        while chained.id != registering.id {
            if SwiftValueReader.calledName(chained) == "initCompleted" {
                for closure in Self.closures(of: chained) { instanceClosures[closure.id] = createdType ?? typeName }
            }
            guard let inner = Self.innerCall(of: chained) else { break }
            chained = inner
        }
        let fact = RegistrationFact(kind: kind, typeName: typeName, createdType: createdType, function: functions.last,
                                    location: location(registering))
        pendingRegistrations.append(PendingRegistration(anchor: call.id, fact: fact, instanceClosures: instanceClosures))
    }

    /// The call `call` is chained to: `a.register(…)` for `a.register(…).inObjectScope(.container)`.
    private static func innerCall(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return member.base.map(SwiftValueReader.unwrapped)?.as(FunctionCallExprSyntax.self)
    }

    /// The first call of the chain that ends with `call` (`call` itself when it is chained to none).
    private static func innermostCall(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        var current = call
        while let inner = innerCall(of: current) { current = inner }
        return current
    }

    /// Ends the registration begun at `call`, if one was.
    func endRegistration(_ call: FunctionCallExprSyntax) {
        guard let pending = pendingRegistrations.last, pending.anchor == call.id, !containers.isEmpty else { return }
        pendingRegistrations.removeLast()
        containers[containers.count - 1].body.registrations.append(pending.fact)
    }

    /// The type of the registered instance a closure's second parameter stands for, if it is one of the
    /// innermost registration's `storyboardInitCompleted` or `initCompleted` closures.
    func registeredInstanceType(ofClosure closure: ClosureExprSyntax) -> String? {
        pendingRegistrations.last?.instanceClosures[closure.id]
    }

    /// The closures a call passes: as arguments, then trailing.
    static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        var closures = Array(call.arguments.inOrder.compactMap { $0.expression.as(ClosureExprSyntax.self) })
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        return closures
    }

    /// What a factory closure creates: `{ r in HomePresenter(…) }`, `{ _ in return HomePresenter() }`, or
    /// `{ r in let p = HomePresenter(); p.view = …; return p }`.
    static func createdType(byFactory closure: ClosureExprSyntax) -> String? {
        let statements = Array(closure.statements)
        var returned: ExprSyntax?
        if statements.count == 1, let expression = statements[0].item.as(ExprSyntax.self) {
            returned = expression
        } else {
            returned = statements.lazy.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }.last
        }
        guard let returned else { return nil }
        switch SwiftValueReader.value(of: returned) {
        case .creation(let type):
            return type
        case .name(let name):
            // The local it returns: `let p = HomePresenter()` or `let p: HomePresenter = …`.
            for statement in statements {
                guard let declaration = statement.item.as(VariableDeclSyntax.self) else { continue }
                for binding in declaration.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    if let annotation = binding.typeAnnotation { return TypeSyntaxReader.read(annotation.type).name }
                    if let value = binding.initializer?.value,
                       case .creation(let type) = SwiftValueReader.value(of: value) { return type }
                }
            }
            return nil
        default:
            return nil
        }
    }
}
