import SwiftSyntax

// MARK: - Text read from the file's bytes
//
// A declaration's doc comment and its signature as written, white space folded, read from the bytes
// the tree was parsed from rather than rebuilt from the tree's tokens.

extension SwiftFactsVisitor {
    /// `DocComment.text(of:)`, without reading the node's leading trivia when its bytes hold no `/`:
    /// most declarations have no comment, and making the trivia's pieces for each cost 1 % of `check`.
    func docComment(of node: some SyntaxProtocol) -> String? {
        let start = node.position.utf8Offset, end = node.positionAfterSkippingLeadingTrivia.utf8Offset
        guard start < end, end <= source.count, source[start..<end].contains(UInt8(ascii: "/")) else { return nil }
        return DocComment.text(of: node)
    }

    /// A function's or an initialiser's text without its attributes and its body, runs of white space
    /// folded: `folded(node, leavingOut: [body, attributes])`, read straight from the tokens around
    /// them when the declaration has no error (no missing token, nothing unexpected: the text left is
    /// then the one run between them).
    func foldedSignature(_ node: some DeclSyntaxProtocol, attributes: AttributeListSyntax, body: CodeBlockSyntax?) -> String {
        if !node.hasError,
           let first = attributes.isEmpty ? node.firstToken(viewMode: .all) : attributes.lastToken(viewMode: .all)?.nextToken(viewMode: .all),
           let last = body.map({ $0.firstToken(viewMode: .all)?.previousToken(viewMode: .all) }) ?? node.lastToken(viewMode: .all),
           last.endPositionBeforeTrailingTrivia.utf8Offset <= source.count {
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset, end = last.endPositionBeforeTrailingTrivia.utf8Offset
            return start < end ? source.withUnsafeBufferPointer { String.folding(UnsafeBufferPointer(rebasing: $0[start..<end])) } : ""
        }
        return folded(node, leavingOut: [body.map(Syntax.init), Syntax(attributes)])
    }

    /// The node's text without the children `left`, runs of white space folded: from the file's bytes.
    func folded(_ node: some SyntaxProtocol, leavingOut left: [Syntax?]) -> String {
        source.withUnsafeBufferPointer { SyntaxText.folded(node, leavingOut: left, source: $0) }
    }

    // MARK: - Names and comments read from the tree

    /// The suppressions (`// viper-docs:disable …`) among a token's comments.
    func collectSuppressions(in trivia: Trivia, from start: AbsolutePosition) {
        var offset = start
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .blockComment(let text):
                let l = lines.location(of: offset)
                if let fact = SuppressionFact.parse(comment: text, at: SourceLocation(file: path, line: l.line, column: l.column)) {
                    facts.suppressions.append(fact)
                }
            default:
                break
            }
            offset += piece.sourceLength
        }
    }

    /// `a:b:` for `(a x: Int, b: Int)`: each parameter's first name and a colon.
    /// `router.open(series: x)` → `open(series:)`, as `labels(of:)` names a declaration; nil with a
    /// trailing closure, whose label the call does not say.
    static func selector(of call: FunctionCallExprSyntax, named name: String) -> String? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        var labels = ""
        for argument in call.arguments.inOrder {
            labels += argument.label?.text ?? "_"
            labels += ":"
        }
        return "\(name)(\(labels))"
    }

    static func labels(of clause: FunctionParameterClauseSyntax) -> String {
        var labels = ""
        for parameter in clause.parameters.inOrder {
            labels += parameter.firstName.text
            labels += ":"
        }
        return labels
    }

    /// The property an accessor block belongs to (`subscript` for a subscript's).
    func enclosingBindingName(of node: AccessorBlockSyntax) -> String? {
        node.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            ?? node.parent?.as(SubscriptDeclSyntax.self).map { _ in "subscript" }
    }

    /// A property with a getter, or accessors other than observers, stores nothing.
    static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        switch block.accessors {
        case .getter:
            return true
        case .accessors(let list):
            // Only observers (`willSet`, `didSet`) keep a property stored.
            return list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }
}
