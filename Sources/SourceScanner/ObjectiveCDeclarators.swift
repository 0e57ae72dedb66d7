// MARK: - Objective-C properties and instance variables
//
// `@property (nonatomic, weak) id<HomeViewEventHandler> eventHandler;` and the instance variables
// of `@interface X { … }` are C declarations: qualifiers, a type (with angle brackets for protocols
// or generic arguments), then declarators with their `*`s. Only object pointers and `id` hold a
// reference, so the others (`NSInteger`, `BOOL`, structs, typedef'd blocks) are left out.

extension ObjectiveCParser {
    /// One declared name with what its type says.
    struct Declarator {
        var name: String
        var typeName: String?
        var additionalTypeNames: [String] = []
        /// The type as written, without the name: `id<P>`, `UIViewController *`, `void (^)(void)`.
        var typeText: String
        /// An object pointer, `id`, or a block: something ARC retains.
        var isObject: Bool
        var isCollection = false
        /// `true` for nullable, `false` for nonnull, nil when not annotated.
        var nullability: Bool?
        /// From `__weak`, `__unsafe_unretained`, `__strong` (instance variables).
        var ownership: (Ownership, isUnsafe: Bool)?
    }

    /// Collections, and which of their type arguments is the element: `NSDictionary<K, V>` holds `V`s.
    static let collectionElement: [String: ElementPosition] = [
        "NSArray": .first, "NSMutableArray": .first, "NSSet": .first, "NSMutableSet": .first,
        "NSOrderedSet": .first, "NSMutableOrderedSet": .first, "NSCountedSet": .first, "NSHashTable": .first,
        "NSPointerArray": .first, "NSDictionary": .last, "NSMutableDictionary": .last, "NSMapTable": .last,
        "NSCache": .last,
    ]
    enum ElementPosition { case first, last }

    /// C's words for built-in types: a declaration made of them holds no object.
    static let builtinTypeWords: Set<String> = [
        "void", "char", "short", "int", "long", "float", "double", "signed", "unsigned", "_Bool", "_Complex",
    ]

    // MARK: - @property

    mutating func parseProperty(into body: inout MemberFacts, inProtocol: Bool) {
        let start = p
        p += 1
        var attributes: [String] = []
        if isPunctuation(p, "(") {
            let close = closing(p)
            var expectsAttribute = true
            for k in (p + 1)..<close {
                if expectsAttribute && isWord(k) {
                    attributes.append(text(k))
                    expectsAttribute = false
                }
                if isPunctuation(k, ",") { expectsAttribute = true }
            }
            p = close + 1
        }
        let end = statementEnd(from: p)
        let declarators = self.declarators(from: p, to: end)
        let doc = docComment(before: start)
        if inProtocol {
            // A requirement, not storage: listed with the protocol's methods, as Swift's are.
            let signature = folded(start, through: end - 1)
            for declarator in declarators {
                body.methods.append(MethodFact(name: declarator.name, signature: signature, location: location(start), docComment: doc))
            }
        } else {
            var ownership = Ownership.strong
            var isUnsafe = false
            var nullability: Bool?
            for attribute in attributes {
                switch attribute {
                case "weak": ownership = .weak
                case "assign", "unsafe_unretained":
                    ownership = .unowned
                    isUnsafe = true
                case "strong", "retain", "copy":
                    ownership = .strong
                case "nullable", "null_resettable": nullability = true
                case "nonnull": nullability = false
                default: break
                }
            }
            for declarator in declarators where declarator.isObject {
                let isOptional = ownership == .weak || (nullability ?? declarator.nullability ?? !assumesNonnull)
                body.properties.append(PropertyFact(
                    name: declarator.name, ownership: ownership, isUnsafe: isUnsafe, typeName: declarator.typeName,
                    additionalTypeNames: declarator.additionalTypeNames, typeText: declarator.typeText,
                    isOptional: isOptional, isCollection: declarator.isCollection,
                    isStatic: attributes.contains("class"), location: location(start), docComment: doc))
            }
        }
        p = isPunctuation(end, ";") ? end + 1 : end
    }

    // MARK: - Instance variables

    /// `{ __weak id<P> _delegate; UIView *_view; }` after `@interface X` or `@implementation X`.
    func readInstanceVariables(in open: Int, into body: inout MemberFacts) {
        let close = closing(open)
        var q = open + 1
        while q < close {
            if code[q].kind == .atKeyword {  // `@private`, `@protected`…
                q += 1
                continue
            }
            let end = min(statementEnd(from: q), close)
            for declarator in declarators(from: q, to: end) where declarator.isObject {
                let (ownership, isUnsafe) = declarator.ownership ?? (.strong, false)
                body.properties.append(PropertyFact(
                    name: declarator.name, ownership: ownership, isUnsafe: isUnsafe, typeName: declarator.typeName,
                    additionalTypeNames: declarator.additionalTypeNames, typeText: declarator.typeText,
                    isOptional: ownership == .weak || (declarator.nullability ?? !assumesNonnull),
                    isCollection: declarator.isCollection, location: location(q), docComment: docComment(before: q)))
            }
            q = end + 1
        }
    }

    // MARK: - Declarators

    /// The names declared by the C declaration in `lo..<hi` (no `;`), with their types. With `unnamed`,
    /// a type alone (`HomeViewController *` of a method parameter) gives one declarator named "".
    func declarators(from lo: Int, to hi: Int, unnamed: Bool = false) -> [Declarator] {
        guard lo < hi else { return [] }
        var q = lo
        var nullability: Bool?
        var ownership: (Ownership, isUnsafe: Bool)?
        var outletElement: String?

        /// Steps over qualifiers, attributes and annotation macros, noting what they say.
        func skipQualifiers() {
            while q < hi {
                let word = text(q)
                switch word {
                case "nullable", "_Nullable", "__nullable", "_Nullable_result": nullability = true
                case "nonnull", "_Nonnull", "__nonnull": nullability = false
                case "__weak": ownership = (.weak, false)
                case "__unsafe_unretained": ownership = (.unowned, true)
                case "__strong": ownership = (.strong, false)
                case "IBOutletCollection" where isPunctuation(q + 1, "("):
                    // `IBOutletCollection(UIButton) NSArray *buttons`: an array of buttons.
                    outletElement = ((q + 2)..<closing(q + 1)).first { isIdentifier($0) }.map { text($0) }
                    q = after(q + 1)
                    continue
                default:
                    if Self.qualifiers.contains(word) { break }
                    if isWord(q) && isPunctuation(q + 1, "(") && (word.hasPrefix("__attribute") || Self.isMacroName(word)) {
                        q = after(q + 1)
                        continue
                    }
                    return
                }
                q += 1
            }
        }

        skipQualifiers()
        guard q < hi else { return [] }

        // A block or a function pointer: `void (^completion)(BOOL)`, `int (*compare)(id, id)`.
        var k = q
        while k < hi {
            if isPunctuation(k, "("), isPunctuation(k + 1, "^") || isPunctuation(k + 1, "*") {
                let close = min(closing(k), hi)
                guard let nameIndex = ((k + 2)..<close).first(where: { isIdentifier($0) && !Self.qualifiers.contains(text($0)) }) else { return [] }
                let typeText = folded(q, through: nameIndex - 1) + folded(nameIndex + 1, through: hi - 1)
                return [Declarator(name: text(nameIndex), typeName: nil, typeText: typeText,
                                   isObject: isPunctuation(k + 1, "^"), nullability: nullability, ownership: ownership)]
            }
            k = after(k)
        }

        // The type: built-in words, `struct X`, or a name with angle brackets.
        let typeStart = q
        var typeWord: String
        var isBuiltin = false
        if code[q].kind == .keyword {
            if ["struct", "enum", "union"].contains(text(q)) {
                q += isIdentifier(q + 1) ? 2 : 1
            } else {
                while q < hi && Self.builtinTypeWords.contains(text(q)) { q += 1 }
            }
            guard q > typeStart else { return [] }
            typeWord = folded(typeStart, through: q - 1)
            isBuiltin = true
        } else if isIdentifier(q) {
            typeWord = text(q)
            q += 1
        } else {
            return []
        }
        var angle: [[Int]] = []
        if isPunctuation(q, "<"), let list = angleList(at: q), list.end < hi {
            angle = list.elements
            q = list.end + 1
        }
        let typeEnd = q - 1
        let baseText = folded(typeStart, through: typeEnd)

        // What the type names: `id<A, B>` the protocols, a collection its element, a class itself.
        var typeName: String?
        var additional: [String] = []
        var isCollection = false
        // `<NSObject>` says no more than "an object", as `AnyObject` does in a Swift composition.
        // Closures, not the methods themselves: a method of the parser passed as a value copies the
        // whole parser (a retain and a release of each of its arrays), declarator after declarator.
        let protocols = angle.filter { isProtocolElement($0) }.compactMap { leadingName($0) }.filter { $0 != "NSObject" }
        if typeWord == "id" || (typeWord == "NSObject" && !protocols.isEmpty) {
            typeName = protocols.first
            additional = Array(protocols.dropFirst())
        } else if let position = Self.collectionElement[typeWord] {
            isCollection = true
            let element = position == .first ? angle.first : angle.last
            typeName = element.flatMap { leadingName($0) } ?? outletElement ?? typeWord
        } else if !isBuiltin {
            typeName = typeWord
            additional = protocols
        }

        var result: [Declarator] = []
        while q < hi || (unnamed && result.isEmpty) {
            var stars = 0
            var declaratorNullability = nullability
            while q < hi {
                if isPunctuation(q, "*") {
                    stars += 1
                } else if ["_Nullable", "__nullable", "nullable", "_Nullable_result"].contains(text(q)) {
                    declaratorNullability = true
                } else if ["_Nonnull", "__nonnull", "nonnull"].contains(text(q)) {
                    declaratorNullability = false
                } else if !Self.qualifiers.contains(text(q)) {
                    break
                }
                q += 1
            }
            guard let name = q < hi && isIdentifier(q) ? text(q) : unnamed && result.isEmpty ? "" : nil else { break }
            let isObject = !isBuiltin && (stars > 0 || typeWord == "id" || typeWord == "instancetype")
            result.append(Declarator(
                name: name, typeName: typeName, additionalTypeNames: additional,
                typeText: stars > 0 ? baseText + " " + String(repeating: "*", count: stars) : baseText,
                isObject: isObject, isCollection: isCollection, nullability: declaratorNullability, ownership: ownership))
            if name.isEmpty { break }
            q += 1
            // Array sizes, bit fields, initial values and trailing macros, up to the next declarator.
            while q < hi && !isPunctuation(q, ",") { q = after(q) }
            q += 1
        }
        return result
    }

    /// `API_AVAILABLE`, `NS_SWIFT_NAME`, `UI_APPEARANCE_SELECTOR`: upper case with an underscore.
    static func isMacroName(_ word: String) -> Bool {
        word.contains("_") && !word.contains { $0.isLowercase }
    }

    // MARK: - Angle brackets

    /// The elements of `<A, B<C *> *, id<D>>` starting at `k`, each as its code indices, and the
    /// index of the closing `>`. Nil when the `<` closes nowhere before the statement ends.
    func angleList(at k: Int) -> (elements: [[Int]], end: Int)? {
        var depth = 0
        var elements: [[Int]] = [[]]
        var q = k
        while q < code.count {
            let token = code[q]
            if token.kind == .atKeyword { return nil }
            if token.kind == .punctuation {
                switch token.text {
                case "<":
                    depth += 1
                    if depth == 1 {
                        q += 1
                        continue
                    }
                case ">":
                    depth -= 1
                    if depth == 0 { return (elements.filter { !$0.isEmpty }, q) }
                case "," where depth == 1:
                    elements.append([])
                    q += 1
                    continue
                case ";", "{", "}":
                    return nil
                default:
                    break
                }
            }
            let next = after(q)
            elements[elements.count - 1] += Array(q..<min(next, code.count))
            q = next
        }
        return nil
    }

    /// Words that qualify a type without naming it.
    static let qualifiers: Set<String> = [
        "const", "volatile", "restrict", "__restrict", "static", "extern", "register", "inline",
        "__kindof", "__covariant", "__contravariant", "__block", "__autoreleasing", "__unused",
        "nullable", "nonnull", "null_unspecified", "_Nullable", "_Nonnull", "_Null_unspecified",
        "__nullable", "__nonnull", "__null_unspecified", "_Nullable_result",
        "__weak", "__strong", "__unsafe_unretained", "IBOutlet", "IBInspectable",
    ]

    /// The first name in an element of an angle list that is not a qualifier: `P` in `P`,
    /// `NSString` in `__kindof NSString *`, and for `id<P>` the protocol `P`.
    func leadingName(_ element: [Int]) -> String? {
        for (position, k) in element.enumerated() where code[k].kind == .identifier && !Self.qualifiers.contains(code[k].text) {
            if code[k].text == "id", position + 1 < element.count, isPunctuation(element[position + 1], "<"),
               let inner = element[(position + 2)...].first(where: { code[$0].kind == .identifier && !Self.qualifiers.contains(code[$0].text) }) {
                return code[inner].text
            }
            return code[k].text
        }
        return nil
    }

    /// A protocol in an angle list is a bare name (`P`); a type argument has a `*` or is `id`.
    func isProtocolElement(_ element: [Int]) -> Bool {
        !element.contains { isPunctuation($0, "*") } && leadingName(element) != nil && !element.contains { text($0) == "id" }
    }
}
