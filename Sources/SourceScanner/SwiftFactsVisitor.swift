import SwiftSyntax

// MARK: - One walk per Swift file
//
// `SwiftFactsVisitor` walks a file's syntax tree once and records every fact the later stages
// need. It keeps a stack of the declarations it is inside (types and extensions), and of the
// functions, so each property, creation and closure is attributed to the right owner.

final class SwiftFactsVisitor: SyntaxVisitor {
    private let path: String
    private let converter: SourceLocationConverter
    private(set) var facts: FileFacts

    /// A type or extension being walked.
    private struct Container {
        var type: TypeFact?
        var extensionFact: ExtensionFact?
        var body = MemberFacts()
        var isProtocol: Bool { type?.kind == .protocol }
    }
    private var containers: [Container] = []
    /// Names of the functions/initializers/accessors being walked, innermost last.
    private var functions: [String] = []
    /// How many `defer` blocks the walk is inside.
    private var deferDepth = 0
    /// How many closures the walk is inside (their `let`s are locals, not properties).
    private var closureDepth = 0

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
        self.facts = FileFacts(path: path, language: .swift)
        super.init(viewMode: .sourceAccurate)
        facts.lineCount = converter.location(for: tree.endPosition).line
    }

    private func location(_ node: some SyntaxProtocol) -> SourceLocation {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourceLocation(file: path, line: l.line, column: l.column)
    }

    // MARK: - Suppression comments

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        collectSuppressions(in: token.leadingTrivia, from: token.position)
        collectSuppressions(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        return .visitChildren
    }

    private func collectSuppressions(in trivia: Trivia, from start: AbsolutePosition) {
        var offset = start
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .blockComment(let text):
                let l = converter.location(for: offset)
                if let fact = SuppressionFact.parse(comment: text, at: SourceLocation(file: path, line: l.line, column: l.column)) {
                    facts.suppressions.append(fact)
                }
            default:
                break
            }
            offset += piece.sourceLength
        }
    }

    // MARK: - Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first {
            facts.imports.append(ImportFact(module: first.name.text, location: location(node)))
        }
        return .visitChildren
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
        let inherited = node.inheritanceClause?.inheritedTypes.map(\.type) ?? []
        var classBound = inherited.contains { type in
            if type.is(ClassRestrictionTypeSyntax.self) { return true }
            return type.as(IdentifierTypeSyntax.self)?.name.text == "AnyObject"
        }
        // `protocol P where Self: AnyObject`
        if let clause = node.genericWhereClause {
            for requirement in clause.requirements {
                if let conformance = requirement.requirement.as(ConformanceRequirementSyntax.self),
                   conformance.leftType.trimmedDescription == "Self",
                   conformance.rightType.trimmedDescription == "AnyObject" {
                    classBound = true
                }
            }
        }
        containers[containers.count - 1].type?.declaresClassBound = classBound
        return kind
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { popContainer() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = TypeSyntaxReader.simpleName(of: node.extendedType) ?? node.extendedType.trimmedDescription
        let conformances = node.inheritanceClause?.inheritedTypes.compactMap { TypeSyntaxReader.typeName(of: $0.type) } ?? []
        containers.append(Container(extensionFact: ExtensionFact(extendedType: extended, conformances: conformances, location: location(node))))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { popContainer() }

    @discardableResult
    private func pushType(_ node: some DeclSyntaxProtocol, name: TokenSyntax, kind: TypeKind,
                          inheritance: InheritanceClauseSyntax?, generics: GenericParameterClauseSyntax?) -> SyntaxVisitorContinueKind {
        let inherits = inheritance?.inheritedTypes.compactMap { TypeSyntaxReader.typeName(of: $0.type) } ?? []
        let type = TypeFact(
            name: name.text, kind: kind,
            inherits: inherits.filter { $0.name != "AnyObject" },
            genericParameters: generics?.parameters.map(\.name.text) ?? [],
            location: location(name), docComment: DocComment.text(of: node))
        containers.append(Container(type: type))
        return .visitChildren
    }

    private func popContainer() {
        guard let container = containers.popLast() else { return }
        if var type = container.type {
            type.body = container.body
            facts.types.append(type)
        } else if var ext = container.extensionFact {
            ext.body = container.body
            facts.extensions.append(ext)
        }
    }

    // MARK: - Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        let name = "\(node.name.text)(\(labels))"
        recordMethod(node, name: name, isStatic: node.modifiers.contains { ["static", "class"].contains($0.name.text) })
        functions.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        recordMethod(node, name: "init(\(labels))", isStatic: false)
        functions.append("init(\(labels))")
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { functions.removeLast() }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        functions.append(enclosingBindingName(of: node) ?? "accessor")
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { functions.removeLast() }

    private func enclosingBindingName(of node: AccessorBlockSyntax) -> String? {
        node.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            ?? node.parent?.as(SubscriptDeclSyntax.self).map { _ in "subscript" }
    }

    private func recordMethod(_ node: some DeclSyntaxProtocol, name: String, isStatic: Bool) {
        // Only members of a type or an extension, not local functions.
        guard !containers.isEmpty, functions.isEmpty, closureDepth == 0 else { return }
        let signature: String
        if let function = node.as(FunctionDeclSyntax.self) {
            signature = Self.folded(function.with(\.body, nil).with(\.attributes, []).trimmedDescription)
        } else if let initializer = node.as(InitializerDeclSyntax.self) {
            signature = Self.folded(initializer.with(\.body, nil).with(\.attributes, []).trimmedDescription)
        } else {
            signature = name
        }
        containers[containers.count - 1].body.methods.append(
            MethodFact(name: name, signature: signature, isStatic: isStatic, location: location(node), docComment: DocComment.text(of: node)))
    }

    static func folded(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    // MARK: - Stored properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !containers.isEmpty, functions.isEmpty, closureDepth == 0 else { return .visitChildren }
        if containers[containers.count - 1].isProtocol {
            // A requirement, not storage: list it with the protocol's methods.
            let signature = Self.folded(node.with(\.attributes, []).trimmedDescription)
            let name = node.bindings.first?.pattern.trimmedDescription ?? "var"
            containers[containers.count - 1].body.methods.append(
                MethodFact(name: name, signature: signature, location: location(node), docComment: DocComment.text(of: node)))
            return .visitChildren
        }
        var ownership = Ownership.strong
        var isUnsafe = false
        var isStatic = false
        for modifier in node.modifiers {
            switch modifier.name.text {
            case "weak": ownership = .weak
            case "unowned":
                ownership = .unowned
                isUnsafe = modifier.detail?.detail.text == "unsafe"
            case "static", "class": isStatic = true
            default: break
            }
        }
        let isConstant = node.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in node.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            if let accessors = binding.accessorBlock, Self.isComputed(accessors) { continue }
            var property: PropertyFact
            if let annotation = binding.typeAnnotation {
                let read = TypeSyntaxReader.read(annotation.type)
                property = PropertyFact(
                    name: identifier.identifier.text, ownership: ownership, isUnsafe: isUnsafe,
                    typeName: read.name, additionalTypeNames: read.additional, typeText: annotation.type.trimmedDescription,
                    isOptional: read.isOptional, isCollection: read.isCollection, isStatic: isStatic, isConstant: isConstant,
                    location: location(identifier), docComment: DocComment.text(of: node))
            } else {
                let inferred = binding.initializer.flatMap { Self.inferredType(of: $0.value) }
                property = PropertyFact(
                    name: identifier.identifier.text, ownership: ownership, isUnsafe: isUnsafe,
                    typeName: inferred?.name, typeText: inferred?.text ?? "", isCollection: inferred?.isCollection ?? false,
                    isStatic: isStatic, isConstant: isConstant, location: location(identifier), docComment: DocComment.text(of: node))
            }
            // Declarations start at the binding keyword or first modifier, which is where an
            // editor puts the cursor for "the declaration at fault".
            property.location = location(node.modifiers.first.map(Syntax.init) ?? Syntax(node.bindingSpecifier))
            containers[containers.count - 1].body.properties.append(property)
        }
        return .visitChildren
    }

    private static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter:
            return true
        case .accessors(let list):
            // Only observers (`willSet`, `didSet`) keep a property stored.
            return list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// `HomeInteractor()`, `ShowService.shared`, `[Show]()`: the type a property's initial value has.
    static func inferredType(of expression: ExprSyntax) -> (name: String, text: String, isCollection: Bool)? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let array = call.calledExpression.as(ArrayExprSyntax.self),
               let element = array.elements.first?.expression.as(DeclReferenceExprSyntax.self) {
                return (element.baseName.text, "[\(element.baseName.text)]", true)
            }
            return inferredType(of: call.calledExpression)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            return (reference.baseName.text, reference.baseName.text, false)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            // `X.init(...)`, `X.shared`, `X.make()`: assume the member returns an `X`, as they usually do.
            return (reference.baseName.text, reference.baseName.text, false)
        }
        if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
            return inferredType(of: specialization.expression)
        }
        return nil
    }

    // MARK: - Creations and closures

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !containers.isEmpty else { return .visitChildren }
        recordCreation(node)
        recordClosures(node)
        return .visitChildren
    }

    override func visit(_ node: AsExprSyntax) -> SyntaxVisitorContinueKind {
        // `storyboard.instantiateViewController(withIdentifier: "Home") as! HomeViewController`
        guard !containers.isEmpty, let call = node.expression.as(FunctionCallExprSyntax.self),
              Self.calledName(call)?.hasPrefix("instantiate") == true,
              let target = TypeSyntaxReader.simpleName(of: node.type) else { return .visitChildren }
        addCreation(CreationFact(typeName: target, kind: .storyboard, function: functions.last, location: location(node)))
        return .visitChildren
    }

    private func addCreation(_ creation: CreationFact) {
        containers[containers.count - 1].body.creations.append(creation)
    }

    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }

    private func recordCreation(_ call: FunctionCallExprSyntax) {
        var called = call.calledExpression
        if let specialization = called.as(GenericSpecializationExprSyntax.self) { called = specialization.expression }
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name.first?.isUppercase == true {
                addCreation(CreationFact(typeName: name, kind: .initializer, function: functions.last, location: location(call)))
            }
            return
        }
        guard let member = called.as(MemberAccessExprSyntax.self) else {
            recordTypeReferences(call, callee: (called.as(DeclReferenceExprSyntax.self)?.baseName.text))
            return
        }
        let memberName = member.declName.baseName.text
        // R.swift: `R.storyboard.home.homeViewController()` instantiates a `HomeViewController`.
        if let base = member.base, base.trimmedDescription.hasPrefix("R.storyboard."), let first = memberName.first {
            addCreation(CreationFact(typeName: first.uppercased() + memberName.dropFirst(), kind: .storyboard,
                                     function: functions.last, location: location(call)))
            return
        }
        if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true {
            let kind: CreationFact.Kind = memberName == "init" ? .initializer : .staticCall
            addCreation(CreationFact(typeName: base.baseName.text, kind: kind, member: kind == .staticCall ? memberName : nil,
                                     function: functions.last, location: location(call)))
        } else if let base = member.base, let receiver = Self.receiverName(base), receiver.first?.isUppercase != true {
            // `assembly.makeDetailsModule()`, `self.router?.close()`: what a component asks of what it holds.
            containers[containers.count - 1].body.calls.append(
                CallFact(receiver: receiver, member: memberName, function: functions.last, location: location(call)))
        }
        // `storyboard.instantiateViewController(ofType: HomeViewController.self)`
        if memberName.hasPrefix("instantiate") {
            for argument in call.arguments {
                if let metatype = argument.expression.as(MemberAccessExprSyntax.self), metatype.declName.baseName.text == "self",
                   let base = metatype.base?.as(DeclReferenceExprSyntax.self) {
                    addCreation(CreationFact(typeName: base.baseName.text, kind: .storyboard, function: functions.last, location: location(call)))
                }
            }
        } else {
            recordTypeReferences(call, callee: memberName)
        }
    }

    /// `container.resolve(DetailsBuilder.self)`: a metatype argument names a type the call hands out.
    private func recordTypeReferences(_ call: FunctionCallExprSyntax, callee: String?) {
        for argument in call.arguments {
            guard let metatype = argument.expression.as(MemberAccessExprSyntax.self), metatype.declName.baseName.text == "self",
                  let base = metatype.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isUppercase == true else { continue }
            containers[containers.count - 1].body.typeReferences.append(
                TypeReferenceFact(typeName: base.baseName.text, callee: callee, function: functions.last, location: location(call)))
        }
    }

    private func recordClosures(_ call: FunctionCallExprSyntax) {
        var closures: [ClosureExprSyntax] = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        guard !closures.isEmpty else { return }
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
    private static func receiverName(_ expression: ExprSyntax) -> String? {
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return receiverName(chained.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return receiverName(forced.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    private static func selfCapture(of closure: ClosureExprSyntax) -> ClosureFact.SelfCapture {
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
        return usesSelf ? .strong : .none
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        closureDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }

    // MARK: - Temporary references

    override func visit(_ node: DeferStmtSyntax) -> SyntaxVisitorContinueKind {
        deferDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: DeferStmtSyntax) { deferDepth -= 1 }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !containers.isEmpty else { return .visitChildren }
        let elements = Array(node.elements)
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
}

// MARK: - Reading types

/// Reads what a property's type refers to, seen through optionals, collections and compositions.
enum TypeSyntaxReader {
    struct Read {
        var name: String?
        var additional: [String] = []
        var isOptional = false
        var isCollection = false
    }

    static func read(_ type: TypeSyntax) -> Read {
        if let optional = type.as(OptionalTypeSyntax.self) {
            var inner = read(optional.wrappedType)
            inner.isOptional = true
            return inner
        }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            var inner = read(iuo.wrappedType)
            inner.isOptional = true
            return inner
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return read(attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return read(some.constraint) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return read(only.type)  // `(A & B)?`
        }
        if let array = type.as(ArrayTypeSyntax.self) {
            var inner = read(array.element)
            inner.isCollection = true
            return inner
        }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            var inner = read(dictionary.value)
            inner.isCollection = true
            return inner
        }
        if let composition = type.as(CompositionTypeSyntax.self) {
            let names = composition.elements.compactMap { simpleName(of: $0.type) }.filter { $0 != "AnyObject" }
            return Read(name: names.first, additional: Array(names.dropFirst()))
        }
        if let identifier = type.as(IdentifierTypeSyntax.self),
           let arguments = identifier.genericArgumentClause?.arguments {
            let wrapped = arguments.compactMap { argument -> TypeSyntax? in argument.argument.as(TypeSyntax.self) }
            switch identifier.name.text {
            case "Optional" where wrapped.count == 1:
                var inner = read(wrapped[0])
                inner.isOptional = true
                return inner
            case "Array", "Set", "ContiguousArray" where wrapped.count == 1:
                var inner = read(wrapped[0])
                inner.isCollection = true
                return inner
            case "Dictionary" where wrapped.count == 2:
                var inner = read(wrapped[1])
                inner.isCollection = true
                return inner
            default:
                break
            }
        }
        if type.is(FunctionTypeSyntax.self) { return Read(name: nil) }
        return Read(name: simpleName(of: type))
    }

    /// `Foo`, `Module.Foo`, `Foo<Bar>` → `Foo`.
    static func simpleName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let attributed = type.as(AttributedTypeSyntax.self) { return simpleName(of: attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return simpleName(of: some.constraint) }
        if let optional = type.as(OptionalTypeSyntax.self) { return simpleName(of: optional.wrappedType) }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return simpleName(of: iuo.wrappedType) }
        return nil
    }

    static func typeName(of type: TypeSyntax) -> TypeName? {
        let arguments: GenericArgumentClauseSyntax?
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            arguments = identifier.genericArgumentClause
        } else if let member = type.as(MemberTypeSyntax.self) {
            arguments = member.genericArgumentClause
        } else {
            arguments = nil
        }
        guard let name = simpleName(of: type) else { return nil }
        let argumentTypes = arguments?.arguments.compactMap { argument -> TypeSyntax? in argument.argument.as(TypeSyntax.self) } ?? []
        let generic = argumentTypes.compactMap(simpleName(of:))
        // `BaseWireframe<LazyHostingViewController<HomeView>>`: keep what the hosting controller hosts.
        var nested = argumentTypes.map { typeName(of: $0)?.genericArguments ?? [] }
        if nested.allSatisfy(\.isEmpty) || nested.count != generic.count { nested = [] }
        return TypeName(name, genericArguments: generic, nestedGenericArguments: nested)
    }
}

// MARK: - Doc comments

enum DocComment {
    /// The `///` or `/** */` comment right before a declaration, without its markers.
    static func text(of node: some SyntaxProtocol) -> String? {
        var lines: [String] = []
        for piece in node.leadingTrivia {
            switch piece {
            case .docLineComment(let text):
                lines.append(String(text.dropFirst(3)).trimmingLeadingSpace())
            case .docBlockComment(let text):
                let body = text.dropFirst(3).dropLast(2)
                lines += body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    var l = String(line).trimmingLeadingSpace()
                    if l.hasPrefix("*") { l = String(l.dropFirst()).trimmingLeadingSpace() }
                    return l
                }
            case .lineComment, .blockComment:
                lines.removeAll()  // a plain comment between doc comment and declaration ends it
            default:
                break
            }
        }
        let text = lines.joined(separator: "\n").trimmingCharacters(in: [" ", "\n"])
        return text.isEmpty ? nil : text
    }
}

extension String {
    func trimmingLeadingSpace() -> String {
        String(drop { $0 == " " || $0 == "\t" })
    }

    func trimmingCharacters(in set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
