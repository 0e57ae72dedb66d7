import SwiftParser
import SwiftSyntax

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
            case "Array" where wrapped.count == 1, "Set" where wrapped.count == 1, "ContiguousArray" where wrapped.count == 1:
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

    /// `Foo`, `Foo<Bar>` → `Foo`; `Map.Presenter`, `UIKit.UIView` → the path as written (generic
    /// arguments left out at each step): the model looks it up as a nested type, else takes its last name.
    static func simpleName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return path(of: member) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return simpleName(of: attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return simpleName(of: some.constraint) }
        if let optional = type.as(OptionalTypeSyntax.self) { return simpleName(of: optional.wrappedType) }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return simpleName(of: iuo.wrappedType) }
        return nil
    }

    /// `A.B.C` → "A.B.C"; the last name alone when the base is no type's name (`T?.Wrapped`).
    private static func path(of member: MemberTypeSyntax) -> String {
        let name = member.name.text
        if let identifier = member.baseType.as(IdentifierTypeSyntax.self) { return "\(identifier.name.text).\(name)" }
        if let outer = member.baseType.as(MemberTypeSyntax.self) { return "\(path(of: outer)).\(name)" }
        return name
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
        // Most declarations have none: no text to join and trim.
        guard !lines.isEmpty else { return nil }
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

// MARK: - Class-bound inheritance

/// What an inheritance clause (or a `where Self: …` requirement) inherits, compositions taken apart
/// (`A & AnyObject` inherits `A`), and whether it names `AnyObject` or `class`.
struct ClassBound {
    var names: [TypeName] = []
    var classBound = false

    static func read(_ types: [TypeSyntax]) -> ClassBound {
        var result = ClassBound()
        for type in types { result.add(type) }
        return result
    }

    private mutating func add(_ type: TypeSyntax) {
        if type.is(ClassRestrictionTypeSyntax.self) {
            classBound = true
        } else if let composition = type.as(CompositionTypeSyntax.self) {
            for element in composition.elements { add(element.type) }
        } else if let name = TypeSyntaxReader.typeName(of: type) {
            if name.name == "AnyObject" { classBound = true } else { names.append(name) }
        }
    }
}

extension TypealiasFact {
    /// `typealias HomeView = HomeViewInput & AnyObject`: a composition with `AnyObject` (or `class`),
    /// which `typeNames` leaves out.
    public var namesAnyObject: Bool {
        // Most aliases do not mention it: no parse.
        guard typeText.contains("AnyObject") || typeText.contains("class") else { return false }
        let tree = Parser.parse(source: "typealias T = \(typeText)")
        guard let alias = tree.statements.first?.item.as(TypeAliasDeclSyntax.self) else { return false }
        var value = alias.initializer.value
        while let inner = value.as(TupleTypeSyntax.self), inner.elements.count == 1, let only = inner.elements.first { value = only.type }
        return ClassBound.read([value]).classBound
    }
}
