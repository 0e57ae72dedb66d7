// MARK: - Objective-C declarations
//
// `ObjectiveCParser` reads the tokens of one file (see `ObjectiveCTokenizer`) and records the
// same facts the Swift visitor does: `@interface X : S <P>` is a class, `@protocol P <Q>` a
// protocol, and a class extension, a category or an `@implementation` is an extension of `X`
// whose body holds its properties, methods and (in method bodies) the objects it creates.
//
// The parser works on the code tokens only (comments and directives set aside, but kept for doc
// comments and imports), and jumps over bracketed code with a precomputed table of partners, so
// each file is read in one pass.

struct ObjectiveCParser {
    let path: String
    /// The file's UTF-8 bytes, for the text of a declaration as written.
    let bytes: [UInt8]
    /// Every token, comments and directives included.
    let all: [ObjectiveCToken]
    /// The tokens that are code, and for each its index in `all`.
    let code: [ObjectiveCToken]
    let origin: [Int]
    /// For each `(`, `[`, `{` in `code` the index of its closing partner, and the other way round; -1 when unmatched.
    let partner: [Int]
    /// Messages and blocks read once, looked up after.
    let memo = ObjectiveCMemo()
    private(set) var facts: FileFacts
    /// The next code token to read.
    var p = 0
    /// Inside `NS_ASSUME_NONNULL_BEGIN … END`: unannotated pointers are not optional.
    var assumesNonnull = false

    init(source: String, path: String) {
        self.path = path
        self.bytes = Array(source.utf8)
        self.all = ObjectiveCTokenizer.tokenize(source)
        var code: [ObjectiveCToken] = []
        var origin: [Int] = []
        code.reserveCapacity(all.count)
        origin.reserveCapacity(all.count)
        for (index, token) in all.enumerated() where !token.isComment && token.kind != .preprocessor {
            code.append(token)
            origin.append(index)
        }
        self.code = code
        self.origin = origin
        self.partner = Self.partners(of: code)
        self.facts = FileFacts(path: path, language: .objectiveC)
        facts.lineCount = Self.lineCount(bytes)
        // `// viper-docs:disable:next …` works in Objective-C comments as in Swift ones.
        for index in all.indices where all[index].isComment {
            let location = SourceLocation(file: path, line: all[index].line, column: all[index].column)
            if let fact = SuppressionFact.parse(comment: all[index].text, at: location) { facts.suppressions.append(fact) }
        }
    }

    /// Pairs brackets with a stack. A closer with no opener of its kind is left unpaired; openers
    /// left open by it (broken or macro-laden code) stay unpaired too.
    static func partners(of code: [ObjectiveCToken]) -> [Int] {
        var partner = [Int](repeating: -1, count: code.count)
        var stack: [Int] = []
        // By index: a loop over the tokens copied each one (and its text).
        for index in code.indices where code[index].kind == .punctuation {
            switch code[index].text {
            case "(", "[", "{":
                stack.append(index)
            case ")", "]", "}":
                let opener = code[index].text == ")" ? "(" : code[index].text == "]" ? "[" : "{"
                guard let open = stack.lastIndex(where: { code[$0].text == opener }) else { continue }
                partner[stack[open]] = index
                partner[index] = stack[open]
                stack.removeSubrange(open...)
            default:
                break
            }
        }
        return partner
    }

    // MARK: - Reading tokens

    func text(_ k: Int) -> String { k >= 0 && k < code.count ? code[k].text : "" }

    func isPunctuation(_ k: Int, _ text: String) -> Bool {
        k >= 0 && k < code.count && code[k].kind == .punctuation && code[k].text == text
    }

    func isIdentifier(_ k: Int) -> Bool { k >= 0 && k < code.count && code[k].kind == .identifier }

    /// An identifier or a C keyword: selector pieces may be either (`[x default]`).
    func isWord(_ k: Int) -> Bool {
        k >= 0 && k < code.count && (code[k].kind == .identifier || code[k].kind == .keyword)
    }

    /// The index just past a bracketed group that starts at `k` (or past `k` if it is none).
    func after(_ k: Int) -> Int {
        guard k < code.count, partner[k] > k else { return k + 1 }
        return partner[k] + 1
    }

    /// The closing partner of the opener at `k`, or the end of the file when it has none.
    func closing(_ k: Int) -> Int { partner[k] > k ? partner[k] : code.count }

    func location(_ k: Int) -> SourceLocation {
        SourceLocation(file: path, line: code[k].line, column: code[k].column)
    }

    /// The code from token `a` through token `b` as written, white space folded.
    func folded(_ a: Int, through b: Int) -> String {
        guard a <= b, a >= 0, b < code.count else { return "" }
        let text = String(decoding: bytes[code[a].start..<code[b].end], as: UTF8.self)
        return text.foldingWhitespace()
    }

    /// The index of the `;` that ends the statement starting at `k`, over brackets; stops early
    /// (without a `;`) at an `@` keyword such as `@end`, so a missing semicolon loses one declaration only.
    func statementEnd(from k: Int) -> Int {
        var q = k
        while q < code.count {
            if isPunctuation(q, ";") || (code[q].kind == .atKeyword && q > k) || isPunctuation(q, "}") { return q }
            q = after(q)
        }
        return code.count
    }

    // MARK: - The file

    mutating func parse() -> FileFacts {
        readImports()
        while p < code.count {
            let token = code[p]
            switch (token.kind, token.text) {
            case (.atKeyword, "@interface"):
                parseInterface()
            case (.atKeyword, "@protocol"):
                parseProtocol()
            case (.atKeyword, "@implementation"):
                parseImplementation()
            case (.identifier, "NS_ASSUME_NONNULL_BEGIN"):
                assumesNonnull = true
                p += 1
            case (.identifier, "NS_ASSUME_NONNULL_END"):
                assumesNonnull = false
                p += 1
            case (.punctuation, "{"):
                // C bodies (functions, enums, structs) hold no declarations of interest; the
                // braces of `extern "C" {` do, and are stepped into.
                let isExternC = p >= 2 && code[p - 1].kind == .string && text(p - 2) == "extern"
                p = isExternC ? p + 1 : after(p)
            default:
                p += 1
            }
        }
        return facts
    }

    /// `#import <UIKit/UIKit.h>`, `#include "X.h"`, `@import UIKit;`, in the order written.
    mutating func readImports() {
        // By index, looking at the kind first: a loop over the tokens copied each one (and its text).
        for index in all.indices where all[index].kind == .preprocessor || all[index].kind == .atKeyword {
            if all[index].kind == .preprocessor, let header = Self.includedHeader(all[index].text) {
                facts.imports.append(ImportFact(module: header, location: SourceLocation(file: path, line: all[index].line, column: all[index].column)))
            } else if all[index].kind == .atKeyword, all[index].text == "@import",
                      let module = all[(index + 1)...].first(where: { !$0.isComment }), module.kind == .identifier {
                facts.imports.append(ImportFact(module: module.text, location: SourceLocation(file: path, line: all[index].line, column: all[index].column)))
            }
        }
    }

    // MARK: - Doc comments

    /// The `///`, `/** */`, `//!` or `/*! */` comments right before code token `k`, without markers.
    /// A plain comment between them and the declaration ends them, as in Swift.
    func docComment(before k: Int) -> String? {
        guard k < code.count else { return nil }
        var comments: [ObjectiveCToken] = []
        var j = origin[k] - 1
        while j >= 0 && all[j].isComment {
            comments.append(all[j])
            j -= 1
        }
        var lines: [String] = []
        for comment in comments.reversed() {
            let text = comment.text
            if comment.kind == .lineComment, text.hasPrefix("///") || text.hasPrefix("//!") {
                lines.append(String(text.dropFirst(3)).trimmingLeadingSpace())
            } else if comment.kind == .blockComment, text.hasPrefix("/**") || text.hasPrefix("/*!"), text.count >= 5 {
                let body = text.dropFirst(3).dropLast(2)
                lines += body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    var l = String(line).trimmingLeadingSpace()
                    if l.hasPrefix("*") { l = String(l.dropFirst()).trimmingLeadingSpace() }
                    return l
                }
            } else {
                lines.removeAll()
            }
        }
        let text = lines.joined(separator: "\n").trimmingCharacters(in: [" ", "\n", "\r"])
        return text.isEmpty ? nil : text
    }

    // MARK: - @interface, @protocol, @implementation

    /// `@interface X : S <P, Q>`, `@interface X<T> : S`, `@interface X ()`, `@interface X (Category) <P>`.
    mutating func parseInterface() {
        let start = p
        p += 1
        guard isIdentifier(p) else { return }
        let nameIndex = p
        let name = text(p)
        p += 1
        var generics: [String] = []
        if isPunctuation(p, "<"), let list = angleList(at: p), isPunctuation(list.end + 1, ":") || isPunctuation(list.end + 1, "(") {
            generics = list.elements.compactMap { leadingName($0) }
            p = list.end + 1
        }
        var isExtension = false
        if isPunctuation(p, "(") {
            isExtension = true
            p = after(p)
        }
        var inherits: [TypeName] = []
        if isPunctuation(p, ":"), isIdentifier(p + 1) {
            var superclass = TypeName(text(p + 1))
            p += 2
            if isPunctuation(p, "<"), let list = angleList(at: p), isPunctuation(list.end + 1, "<") || !list.elements.contains(where: isProtocolElement) {
                // `: Base<Item *>` gives generic arguments; `: NSObject <P>` is the protocol list.
                superclass.genericArguments = list.elements.compactMap { leadingName($0) }
                p = list.end + 1
            }
            inherits.append(superclass)
        }
        var protocols: [TypeName] = []
        if isPunctuation(p, "<"), let list = angleList(at: p) {
            protocols = list.elements.compactMap { leadingName($0) }.map { TypeName($0) }
            p = list.end + 1
        }
        var body = MemberFacts()
        if isPunctuation(p, "{") {
            readInstanceVariables(in: p, into: &body)
            p = after(p)
        }
        parseMembers(into: &body, context: .interface)
        if isExtension {
            facts.extensions.append(ExtensionFact(extendedType: name, conformances: protocols, location: location(start), body: body))
        } else {
            facts.types.append(TypeFact(
                name: name, kind: .class, inherits: inherits + protocols, genericParameters: generics,
                location: location(nameIndex), docComment: docComment(before: start), body: body))
        }
    }

    /// `@protocol P <Q, NSObject> … @end`; `@protocol P;` and `@protocol P, Q;` only announce names.
    mutating func parseProtocol() {
        let start = p
        p += 1
        guard isIdentifier(p) else { return }
        if isPunctuation(p + 1, ";") || isPunctuation(p + 1, ",") {
            p = statementEnd(from: p) + 1
            return
        }
        let nameIndex = p
        p += 1
        var inherits: [TypeName] = []
        if isPunctuation(p, "<"), let list = angleList(at: p) {
            inherits = list.elements.compactMap { leadingName($0) }.filter { $0 != "NSObject" }.map { TypeName($0) }
            p = list.end + 1
        }
        var body = MemberFacts()
        parseMembers(into: &body, context: .protocol)
        // Every Objective-C protocol is adopted by objects only, `<NSObject>` or not.
        facts.types.append(TypeFact(
            name: text(nameIndex), kind: .protocol, inherits: inherits, location: location(nameIndex),
            docComment: docComment(before: start), declaresClassBound: true, body: body))
    }

    /// `@implementation X`, `@implementation X (Category)`, `@implementation X : S { ivars }`.
    mutating func parseImplementation() {
        let start = p
        p += 1
        guard isIdentifier(p) else { return }
        let name = text(p)
        p += 1
        if isPunctuation(p, "(") { p = after(p) }
        if isPunctuation(p, ":") && isIdentifier(p + 1) { p += 2 }
        var body = MemberFacts()
        if isPunctuation(p, "{") {
            readInstanceVariables(in: p, into: &body)
            p = after(p)
        }
        parseMembers(into: &body, context: .implementation)
        facts.extensions.append(ExtensionFact(extendedType: name, conformances: [], location: location(start), body: body))
    }

    enum Context { case interface, `protocol`, implementation }

    /// Members up to `@end`: properties, method declarations and definitions. Anything else
    /// (C declarations, `@synthesize`, functions) is stepped over.
    mutating func parseMembers(into body: inout MemberFacts, context: Context) {
        // A method starts with `-` or `+` at the start of a declaration, not inside an expression.
        var atDeclarationStart = true
        while p < code.count {
            let token = code[p]
            if token.kind == .atKeyword {
                switch token.text {
                case "@end":
                    p += 1
                    return
                case "@property":
                    parseProperty(into: &body, inProtocol: context == .protocol)
                case "@dynamic":
                    // `@dynamic moduleInterface, router;`: hand-written accessors, no storage.
                    let end = statementEnd(from: p)
                    body.propertiesWithoutStorage += (p + 1..<end).filter { isIdentifier($0) }.map { text($0) }
                    p = end + 1
                case "@synthesize":
                    p = statementEnd(from: p) + 1
                case "@interface", "@implementation", "@protocol":
                    return  // the `@end` is missing: leave the next declaration to the file's loop
                default:
                    p += 1  // `@optional`, `@required`, `@private`…
                }
                atDeclarationStart = true
                continue
            }
            if atDeclarationStart, token.kind == .punctuation, token.text == "-" || token.text == "+", parseMethod(into: &body, context: context) {
                continue
            }
            if isPunctuation(p, "{") {
                // A C function inside `@implementation`: its creations belong to the class too.
                if context == .implementation, isPunctuation(p - 1, ")"), partner[p - 1] > 0, isIdentifier(partner[p - 1] - 1) {
                    scanBody(open: p, function: text(partner[p - 1] - 1), into: &body)
                }
                p = after(p)
                atDeclarationStart = true
                continue
            }
            atDeclarationStart = isPunctuation(p, ";") || isPunctuation(p, "}")
            p = after(p)
        }
    }

    // MARK: - Methods

    /// `- (void)pushDetailForItemAtIndex:(NSInteger)index;` or with a body. Returns false (and
    /// reads nothing) when the `-` starts no method.
    mutating func parseMethod(into body: inout MemberFacts, context: Context) -> Bool {
        let start = p
        var q = p + 1
        if isPunctuation(q, "(") { q = after(q) }
        var pieces: [String] = []
        var parameters: [(typeOpen: Int, name: Int)] = []
        var last = q - 1
        while q < code.count {
            if isWord(q) && isPunctuation(q + 1, ":") {
                pieces.append(text(q) + ":")
                q += 2
            } else if isPunctuation(q, ":") && !pieces.isEmpty {
                pieces.append(":")
                q += 1
            } else if pieces.isEmpty && isWord(q) {
                pieces.append(text(q))
                last = q
                q += 1
                break
            } else {
                break
            }
            // The parameter: `(Type)name`.
            let typeOpen = q
            if isPunctuation(q, "(") { q = after(q) }
            if isWord(q) {
                if isPunctuation(typeOpen, "(") { parameters.append((typeOpen, q)) }
                q += 1
            }
            last = q - 1
        }
        guard !pieces.isEmpty else { return false }
        if isPunctuation(q, ","), isPunctuation(q + 1, "...") {
            q += 2
            last = q - 1
        }
        // Attributes and macros (`NS_DESIGNATED_INITIALIZER`, `API_AVAILABLE(ios(13))`) up to `;` or `{`.
        while q < code.count, !isPunctuation(q, ";"), !isPunctuation(q, "{"), code[q].kind != .atKeyword,
              !isPunctuation(q, "-"), !isPunctuation(q, "+") {
            q = after(q)
        }
        let name = pieces.joined()
        body.methods.append(MethodFact(
            name: name, signature: folded(start, through: last), isStatic: text(start) == "+",
            location: location(start), docComment: docComment(before: start)))
        if isPunctuation(q, ";") && context == .implementation && isPunctuation(q + 1, "{") { q += 1 }
        if isPunctuation(q, "{") {
            recordParameters(parameters, function: name, into: &body)
            scanBody(open: q, function: name, into: &body)
            p = after(q)
        } else {
            p = isPunctuation(q, ";") ? q + 1 : q
        }
        return true
    }
}
