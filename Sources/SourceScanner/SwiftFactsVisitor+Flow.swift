import SwiftSyntax

// MARK: - Locals, parameters, assignments and type aliases
//
// What a method's code does with references: the typed locals and parameters it has
// (`let presenter = HomePresenter()`, `func build(view: HomeViewController)`), the properties it
// sets (`presenter.view = view`), and the type aliases a file or type declares.

extension SwiftFactsVisitor {
    /// Adds a local to the innermost type's body (locals outside any type have no owner and are dropped).
    private func addLocal(_ local: LocalFact) {
        guard !containers.isEmpty else { return }
        containers[containers.count - 1].body.locals.append(local)
    }

    private func declareInScope(_ name: String) {
        guard !scopes.isEmpty else { return }
        scopes[scopes.count - 1].insert(name)
    }

    /// `let presenter = HomePresenter()`, `let view: HomeViewProtocol = …`, `var vc: HomeViewController?`.
    func recordLocals(_ node: VariableDeclSyntax) {
        for binding in node.bindings.inOrder {
            recordLocal(binding.pattern, type: binding.typeAnnotation?.type, value: binding.initializer?.value)
        }
    }

    /// `guard let vc = storyboard.instantiateViewController(withIdentifier: "x") as? HomeViewController`.
    func recordOptionalBinding(_ node: OptionalBindingConditionSyntax) {
        recordLocal(node.pattern, type: node.typeAnnotation?.type, value: node.initializer?.value)
    }

    /// One named local: its declared type, else the type its value infers.
    private func recordLocal(_ pattern: PatternSyntax, type: TypeSyntax?, value: ExprSyntax?) {
        guard let identifier = pattern.as(IdentifierPatternSyntax.self) else { return }
        let name = identifier.identifier.text
        declareInScope(name)
        var typeName: String?
        var additional: [String] = []
        if let type {
            let read = TypeSyntaxReader.read(type)
            typeName = read.name
            additional = read.additional
        } else if let value {
            typeName = Self.inferredType(of: value)
        }
        guard let typeName else { return }
        addLocal(LocalFact(name: name, typeName: typeName, additionalTypeNames: additional,
                           function: functions.last, location: location(identifier)))
    }

    /// The type an initial value gives: a cast's target, else what is created or resolved.
    private static func inferredType(of value: ExprSyntax) -> String? {
        if let sequence = value.as(SequenceExprSyntax.self) {
            return SwiftValueReader.inferredType(ofSequence: Array(sequence.elements.inOrder))
        }
        return SwiftValueReader.inferredType(ofSequence: [value])
    }

    /// `func build(view: HomeViewController)`: each typed parameter is a local of the function.
    func recordParameters(_ clause: FunctionParameterClauseSyntax) {
        for parameter in clause.parameters.inOrder {
            let nameToken = parameter.secondName ?? parameter.firstName
            guard nameToken.tokenKind != .wildcard else { continue }
            declareInScope(nameToken.text)
            let read = TypeSyntaxReader.read(parameter.type)
            guard let typeName = read.name else { continue }
            addLocal(LocalFact(name: nameToken.text, typeName: typeName, additionalTypeNames: read.additional,
                               isParameter: true, function: functions.last, location: location(nameToken)))
        }
    }

    /// `{ (r: Resolver, c: HomeViewController) in … }`; for the closure of a `storyboardInitCompleted`
    /// or `initCompleted`, the second parameter (typed or not) is the registered instance.
    func recordClosureParameters(_ closure: ClosureExprSyntax) {
        var names: [TokenSyntax] = []
        var types: [TypeSyntax?] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list):
            names = list.map(\.name)
            types = Array(repeating: nil, count: names.count)
        case .parameterClause(let clause):
            names = clause.parameters.map { $0.secondName ?? $0.firstName }
            types = clause.parameters.map(\.type)
        case nil:
            break
        }
        let instanceType = registeredInstanceType(ofClosure: closure)
        for (index, (name, type)) in zip(names, types).enumerated() where name.tokenKind != .wildcard {
            declareInScope(name.text)
            var typeName: String?
            var additional: [String] = []
            if let type {
                let read = TypeSyntaxReader.read(type)
                typeName = read.name
                additional = read.additional
            }
            if index == 1, let instanceType {
                pendingRegistrations[pendingRegistrations.count - 1].fact.instanceName = name.text
                typeName = typeName ?? instanceType
            }
            guard let typeName else { continue }
            addLocal(LocalFact(name: name.text, typeName: typeName, additionalTypeNames: additional,
                               isParameter: true, function: functions.last, location: location(name)))
        }
    }

    // MARK: - Assignments

    /// `presenter.view = view` (unfolded: `[target, =, value…]`).
    func recordAssignment(_ elements: [ExprSyntax]) {
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
              let target = SwiftValueReader.target(of: elements[0]) else { return }
        // A bare name that is a local or a parameter sets no property.
        if target.isBare, scopes.contains(where: { $0.contains(target.property) }) { return }
        let value = SwiftValueReader.value(ofSequence: Array(elements.dropFirst(2)))
        let fact = AssignmentFact(receiver: target.receiver, property: target.property, value: value,
                                  function: functions.last, location: location(elements[0]))
        if !pendingRegistrations.isEmpty {
            // Made while registering with a container: the registration's injection only.
            pendingRegistrations[pendingRegistrations.count - 1].fact.injections.append(fact)
        } else {
            containers[containers.count - 1].body.assignments.append(fact)
        }
    }

    // MARK: - Type aliases

    /// `typealias HomeView = UIViewController & HomeViewProtocol`: at the top level, or in a type's body.
    func recordTypealias(_ node: TypeAliasDeclSyntax) {
        let read = TypeSyntaxReader.read(node.initializer.value)
        var names = read.name.map { [$0] + read.additional } ?? []
        // `typealias Dependencies = (interactor: ListInteractor, router: ListRouter)`: every element.
        if let tuple = node.initializer.value.as(TupleTypeSyntax.self), tuple.elements.count > 1 {
            names = tuple.elements.compactMap { TypeSyntaxReader.read($0.type).name }
        }
        let fact = TypealiasFact(name: node.name.text, typeNames: names,
                                 typeText: SyntaxText.trimmed(node.initializer.value), location: location(node.name))
        if containers.isEmpty {
            facts.typealiases.append(fact)
        } else if functions.isEmpty, closureDepth == 0 {
            containers[containers.count - 1].body.typealiases.append(fact)
        }
    }
}
