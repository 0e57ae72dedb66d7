import SwiftSyntax

// MARK: - One walk per Swift file
//
// `SwiftFactsVisitor` walks a file's syntax tree once and records every fact the later stages
// need. It keeps a stack of the declarations it is inside (types and extensions), and of the
// functions, so each property, creation and closure is attributed to the right owner.

final class SwiftFactsVisitor: SyntaxVisitor {
    let path: String
    let lines: LineStarts
    /// The bytes the tree was parsed from.
    let source: [UInt8]
    var facts: FileFacts

    /// A type or extension being walked.
    struct Container {
        var type: TypeFact?
        var extensionFact: ExtensionFact?
        var body = MemberFacts()
        /// Where the types declared inside it start in `facts.types` (they are filed before it).
        var firstNestedType = 0
        var isProtocol: Bool { type?.kind == .protocol }
    }
    var containers: [Container] = []
    /// Names of the functions/initializers/accessors being walked, innermost last.
    var functions: [String] = []
    /// How many `defer` blocks the walk is inside.
    var deferDepth = 0
    /// How many closures the walk is inside (their `let`s are locals, not properties).
    var closureDepth = 0
    /// The names of the locals and parameters of each function and closure being walked, innermost
    /// last: a bare `x = …` sets a property only when `x` is none of them.
    var scopes: [Set<String>] = []
    /// Dependency-container registrations whose calls are being walked, innermost last.
    var pendingRegistrations: [PendingRegistration] = []

    /// Whether a comment may hold a suppression (`viper-docs:` occurs in the file): most files have
    /// none, and looking at every token's trivia for one cost 3 % of a scan.
    let readsSuppressions: Bool
    /// Whether a call may register with a container (a callee's name occurs in the file): most
    /// files have none, and looking for one at every call cost 1 % of a scan.
    let mayRegister: Bool

    /// `source`: the text `tree` was parsed from.
    init(path: String, source: String, tree: SourceFileSyntax, readsSuppressions: Bool = true) {
        self.path = path
        self.readsSuppressions = readsSuppressions
        mayRegister = Self.registeringCallees.keys.contains(where: source.containsBytes)
        self.lines = LineStarts(source)
        self.source = Array(source.utf8)
        self.facts = FileFacts(path: path, language: .swift)
        super.init(viewMode: .sourceAccurate)
        facts.lineCount = lines.lastLine
    }

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let l = lines.location(of: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }

    // MARK: - Suppression comments

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard readsSuppressions else { return .visitChildren }
        collectSuppressions(in: token.leadingTrivia, from: token.position)
        collectSuppressions(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        return .visitChildren
    }

    // MARK: - Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first {
            facts.imports.append(ImportFact(module: first.name.text, location: location(node)))
        }
        return leafWalk
    }

    // MARK: - Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node, name: node.name, kind: .class, inheritance: node.inheritanceClause, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { popContainer() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node, name: node.name, kind: .struct, inheritance: node.inheritanceClause, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { popContainer() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node, name: node.name, kind: .enum, inheritance: node.inheritanceClause, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { popContainer() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(node, name: node.name, kind: .actor, inheritance: node.inheritanceClause, generics: node.genericParameterClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { popContainer() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let kind = pushType(node, name: node.name, kind: .protocol, inheritance: node.inheritanceClause, generics: nil)
        var bound = ClassBound.read(node.inheritanceClause?.inheritedTypes.map(\.type) ?? [])
        // `protocol P where Self: AnyObject`, `where Self: UIViewController`: as if written after the colon.
        for requirement in node.genericWhereClause?.requirements ?? [] {
            if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
               SyntaxText.trimmed(conformance.leftType) == "Self" {
                let more = ClassBound.read([conformance.rightType])
                bound.classBound = bound.classBound || more.classBound
                containers[containers.count - 1].type?.inherits += more.names
            }
        }
        // Only classes adopt an `@objc` protocol.
        let objc = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        containers[containers.count - 1].type?.declaresClassBound = bound.classBound || objc
        return kind
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { popContainer() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = TypeSyntaxReader.simpleName(of: node.extendedType) ?? SyntaxText.trimmed(node.extendedType)
        let conformances = node.inheritanceClause?.inheritedTypes.compactMap { TypeSyntaxReader.typeName(of: $0.type) } ?? []
        containers.append(Container(extensionFact: ExtensionFact(extendedType: extended, conformances: conformances, location: location(node))))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { popContainer() }

    @discardableResult
    private func pushType(_ node: some DeclSyntaxProtocol, name: TokenSyntax, kind: TypeKind,
                          inheritance: InheritanceClauseSyntax?, generics: GenericParameterClauseSyntax?) -> SyntaxVisitorContinueKind {
        let inherits = ClassBound.read(inheritance?.inheritedTypes.map(\.type) ?? []).names
        // A type nested in another, or in an extension of one, is known by its path (`Map.Presenter`),
        // as Swift names it outside: two namespaces may each declare a `Presenter`.
        let outer = containers.last.flatMap { $0.type?.name ?? $0.extensionFact?.extendedType }
        let type = TypeFact(
            name: outer.map { "\($0).\(name.text)" } ?? name.text, kind: kind,
            inherits: inherits,
            genericParameters: generics?.parameters.map(\.name.text) ?? [],
            location: location(name), docComment: docComment(of: node))
        containers.append(Container(type: type, firstNestedType: facts.types.count))
        return .visitChildren
    }

    private func popContainer() {
        // Moved, not copied: a copy of the fact and its body retained every field of both.
        guard var container = containers.popLast() else { return }
        resolveScopedAliases(in: &container)
        if var type = container.type.take() {
            swap(&type.body, &container.body)
            facts.types.append(type)
        } else if var ext = container.extensionFact.take() {
            swap(&ext.body, &container.body)
            facts.extensions.append(ext)
        }
    }

    // MARK: - Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = "\(node.name.text)(\(Self.labels(of: node.signature.parameterClause)))"
        let isStatic = node.modifiers.inOrder.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        recordMethod(node, name: name, isStatic: isStatic)
        functions.append(name)
        scopes.append([])
        if node.body != nil { recordParameters(node.signature.parameterClause) }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        functions.removeLast()
        scopes.removeLast()
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = "init(\(Self.labels(of: node.signature.parameterClause)))"
        recordMethod(node, name: name, isStatic: false)
        functions.append(name)
        scopes.append([])
        if node.body != nil { recordParameters(node.signature.parameterClause) }
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) {
        functions.removeLast()
        scopes.removeLast()
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        functions.append(enclosingBindingName(of: node) ?? "accessor")
        scopes.append(["newValue", "oldValue"])
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) {
        functions.removeLast()
        scopes.removeLast()
    }

    private func recordMethod(_ node: some DeclSyntaxProtocol, name: String, isStatic: Bool) {
        // Only members of a type or an extension, not local functions.
        guard !containers.isEmpty, functions.isEmpty, closureDepth == 0 else { return }
        let signature: String
        if let function = node.as(FunctionDeclSyntax.self) {
            signature = foldedSignature(function, attributes: function.attributes, body: function.body)
        } else if let initializer = node.as(InitializerDeclSyntax.self) {
            signature = foldedSignature(initializer, attributes: initializer.attributes, body: initializer.body)
        } else {
            signature = name
        }
        containers[containers.count - 1].body.methods.append(
            MethodFact(name: name, signature: signature, isStatic: isStatic, location: location(node), docComment: docComment(of: node)))
    }

    // MARK: - Stored properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard functions.isEmpty, closureDepth == 0 else {
            recordLocals(node)
            return .visitChildren
        }
        guard !containers.isEmpty else { return .visitChildren }
        if containers[containers.count - 1].isProtocol {
            // A requirement, not storage: list it with the protocol's methods.
            let signature = folded(node, leavingOut: [Syntax(node.attributes)])
            let name = node.bindings.first.map { SyntaxText.trimmed($0.pattern) } ?? "var"
            containers[containers.count - 1].body.methods.append(
                MethodFact(name: name, signature: signature, location: location(node), docComment: docComment(of: node)))
            return .visitChildren
        }
        var ownership = Ownership.strong
        var isUnsafe = false
        var isStatic = false
        var firstModifier: DeclModifierSyntax?
        // By token kind: each modifier's text was a new string.
        for modifier in node.modifiers.inOrder {
            if firstModifier == nil { firstModifier = modifier }
            switch modifier.name.tokenKind {
            case .keyword(.weak): ownership = .weak
            case .keyword(.unowned):
                ownership = .unowned
                isUnsafe = modifier.detail?.detail.text == "unsafe"
            case .keyword(.static), .keyword(.class): isStatic = true
            default: break
            }
        }
        let isConstant = node.bindingSpecifier.tokenKind == .keyword(.let)
        // Declarations start at the binding keyword or first modifier, which is where an editor puts
        // the cursor for "the declaration at fault". Found once for all the bindings, as is the comment.
        let location = location(firstModifier.map(Syntax.init) ?? Syntax(node.bindingSpecifier))
        let docComment = docComment(of: node)
        for binding in node.bindings.inOrder {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let accessors = binding.accessorBlock, Self.isComputed(accessors) { continue }
            if let annotation = binding.typeAnnotation {
                let read = TypeSyntaxReader.read(annotation.type)
                containers[containers.count - 1].body.properties.append(PropertyFact(
                    name: identifier.identifier.text, ownership: ownership, isUnsafe: isUnsafe,
                    typeName: read.name, additionalTypeNames: read.additional, typeText: SyntaxText.trimmed(annotation.type),
                    isOptional: read.isOptional, isCollection: read.isCollection, isStatic: isStatic, isConstant: isConstant,
                    location: location, docComment: docComment))
            } else {
                let inferred = binding.initializer.flatMap { Self.inferredType(of: $0.value) }
                containers[containers.count - 1].body.properties.append(PropertyFact(
                    name: identifier.identifier.text, ownership: ownership, isUnsafe: isUnsafe,
                    typeName: inferred?.name, typeText: inferred?.text ?? "", isCollection: inferred?.isCollection ?? false,
                    isStatic: isStatic, isConstant: isConstant, location: location, docComment: docComment))
            }
        }
        return .visitChildren
    }

    // MARK: - Creations and closures

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !containers.isEmpty else { return .visitChildren }
        recordCreation(node)
        recordClosures(node)
        recordCaseReferences(node)
        if mayRegister { beginRegistration(node) }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionCallExprSyntax) { endRegistration(node) }

    override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
        // `storyboard.instantiateViewController(withIdentifier: "Home") as! HomeViewController`
        guard !containers.isEmpty, let call = node.expression.as(FunctionCallExprSyntax.self),
              Self.calledName(call)?.hasPrefix("instantiate") == true,
              let target = TypeSyntaxReader.simpleName(of: node.type) else { return .visitChildren }
        addCreation(CreationFact(typeName: target, kind: .storyboard, function: functions.last, location: location(node)))
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        scopes.append([])
        recordClosureParameters(node)
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        closureDepth -= 1
        scopes.removeLast()
    }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        recordSwitch(node)
        return .visitChildren
    }

    // MARK: - Locals, assignments and type aliases

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        recordOptionalBinding(node)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        recordTypealias(node)
        return .visitChildren
    }

    // MARK: - Temporary references

    override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind {
        deferDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: DeferStmtSyntax) { deferDepth -= 1 }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !containers.isEmpty else { return .visitChildren }
        let elements = Array(node.elements.inOrder)
        recordAssignment(elements)
        // `storyboard.instantiateViewController(withIdentifier: "Home") as! HomeViewController`
        // (operators are not folded: [call, as!, type]).
        for (offset, element) in elements.enumerated() where element.is(UnresolvedAsExprSyntax.self) && offset > 0 && offset + 1 < elements.count {
            if let call = elements[offset - 1].as(FunctionCallExprSyntax.self), Self.calledName(call)?.hasPrefix("instantiate") == true,
               let type = elements[offset + 1].as(TypeExprSyntax.self), let target = TypeSyntaxReader.simpleName(of: type.type) {
                addCreation(CreationFact(typeName: target, kind: .storyboard, function: functions.last, location: location(call)))
            }
        }
        // `temporaryStoredViewController = nil` (unfolded: [target, =, nil]) inside a `defer`.
        guard deferDepth > 0 else { return .visitChildren }
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].is(NilLiteralExprSyntax.self),
           let name = Self.receiverName(elements[0]) {
            containers[containers.count - 1].body.propertiesClearedInDefer.append(name)
        }
        return .visitChildren
    }

    // MARK: - Subtrees with nothing to record

    // Names, literals, modifiers and types hold no declaration, call, closure or assignment: their
    // children are walked only for the comments a suppression may be in.
    private var leafWalk: SyntaxVisitorContinueKind { readsSuppressions ? .visitChildren : .skipChildren }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: FunctionEffectSpecifiersSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: OptionalTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: ArrayTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: DictionaryTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: TupleTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: AttributedTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: CompositionTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: MetatypeTypeSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { leafWalk }
    // A string without interpolations, a parameter without a default value or attributes.
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        node.segments.inOrder.allSatisfy { $0.is(StringSegmentSyntax.self) } ? leafWalk : .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        node.defaultValue == nil && node.attributes.isEmpty ? leafWalk : .visitChildren
    }
}
