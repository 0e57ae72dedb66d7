// MARK: - Objective-C method bodies
//
// What a method's code does, as far as VIPER is concerned: the objects it creates
// (`[[X alloc] init…]`, `[X new]`), the class methods it calls (`[DetailsBuilder viewController]`),
// the view controllers it takes from a storyboard, and the blocks it passes to messages or
// functions with how they capture `self`.

extension ObjectiveCParser {
    /// A message send `[receiver selector…]`.
    struct Message {
        enum Receiver {
            /// `X`, `self`, `interactor`; `self.interactor` has `interactor` as its last member.
            case name(String, lastMember: String?)
            /// `[[X alloc] init]`: the receiver is itself a message.
            case message(Indirect)
            /// Anything else: a literal, a call, a subscript, a parenthesised expression.
            case other
        }
        /// Boxes a nested message (a struct cannot hold itself).
        final class Indirect {
            let message: Message
            init(_ message: Message) { self.message = message }
        }
        var receiver: Receiver
        /// `viewController`, `pushViewController:animated:`.
        var selector: String

        /// The name a closure's receiver goes by: `interactor` for `self.interactor` and for `interactor`.
        var receiverName: String? {
            if case .name(let name, let member) = receiver { return member ?? name }
            return nil
        }
    }

    /// Class methods that make no instance worth a `staticCall` (the `alloc` of an `alloc`/`init`
    /// pair is recorded with its `init`).
    static let ignoredClassSelectors: Set<String> = [
        "alloc", "allocWithZone:", "class", "superclass", "description", "load", "initialize",
        "respondsToSelector:", "instancesRespondToSelector:", "conformsToProtocol:", "isSubclassOfClass:",
    ]

    /// A bracket the body walk is inside.
    private struct Frame {
        var open: Int
        /// The message the `[` starts, if it is one (not a subscript or an array literal).
        var message: Message?
        /// For `(`, the function called (`dispatch_async`).
        var callee: String?
    }

    /// Walks the body whose `{` is at `open` and records its creations and closures.
    func scanBody(open: Int, function: String, into body: inout MemberFacts) {
        let close = closing(open)
        var frames: [Frame] = []
        /// Names declared `__weak typeof(self) weakSelf = self;`.
        let weakSelfNames = weakSelfNames(from: open + 1, to: close)
        prepare(from: open + 1, to: close, weakSelfNames: weakSelfNames)
        var k = open + 1
        while k < close {
            let token = code[k]
            if token.kind == .punctuation {
                switch token.text {
                case "[":
                    let message = isPunctuation(k - 1, "@") ? nil : readMessage(at: k)
                    if let message { recordCreations(of: message, at: k, function: function, into: &body) }
                    frames.append(Frame(open: k, message: message))
                case "(":
                    frames.append(Frame(open: k, callee: isIdentifier(k - 1) ? text(k - 1) : nil))
                case "{":
                    frames.append(Frame(open: k))
                case ")", "]", "}":
                    if partner[k] >= 0, let index = frames.lastIndex(where: { $0.open == partner[k] }) {
                        frames.removeSubrange(index...)
                    }
                case "^":
                    if let blockOpen = blockBody(after: k), let frame = frames.last {
                        let capture = selfCapture(in: blockOpen, weakSelfNames: weakSelfNames)
                        if let message = frame.message {
                            body.closures.append(ClosureFact(
                                receiver: message.receiverName, callee: message.selector, selfCapture: capture,
                                function: function, location: location(frame.open)))
                        } else if let callee = frame.callee {
                            body.closures.append(ClosureFact(
                                receiver: nil, callee: callee, selfCapture: capture, function: function,
                                location: location(frame.open - 1)))
                        }
                    }
                default:
                    break
                }
            }
            k += 1
        }
        recordFlow(open: open, function: function, into: &body)
    }

    /// The names declared `__weak typeof(self) weakSelf = self;` or `__weak MyClass *weakSelf = self;`
    /// in a body.
    private func weakSelfNames(from start: Int, to close: Int) -> Set<String> {
        var names: Set<String> = []
        for k in start..<max(start, close) where ["__weak", "__unsafe_unretained"].contains(code[k].text) {
            let end = min(statementEnd(from: k), close)
            if let equals = (k..<end).first(where: { isPunctuation($0, "=") }), isIdentifier(equals - 1),
               text(equals + 1) == "self", equals + 2 == end {
                names.insert(text(equals - 1))
            }
        }
        return names
    }

    // MARK: - Messages

    /// The message send starting at the `[` at `k`, or nil for a subscript (`titles[idx]`) or
    /// anything else that is not `[receiver selector…]`.
    func readMessage(at k: Int) -> Message? {
        if let known = memo.messages[k] { return known }
        let message = readMessageOnce(at: k)
        memo.messages[k] = .some(message)
        return message
    }

    private func readMessageOnce(at k: Int) -> Message? {
        let close = closing(k)
        guard let (receiver, next) = readReceiver(at: k + 1, before: close), next < close else { return nil }
        var q = next
        var pieces: [String] = []
        if isWord(q) && isPunctuation(q + 1, ":") {
            // Keyword pieces; the arguments between them may hold ternaries (`a ? b : c`),
            // whose `:` is not a piece's.
            var pendingTernaries = 0
            while q < close {
                if pendingTernaries == 0 && isWord(q) && isPunctuation(q + 1, ":") {
                    pieces.append(text(q) + ":")
                    q += 2
                    continue
                }
                if isPunctuation(q, "?") {
                    pendingTernaries += 1
                } else if isPunctuation(q, ":") {
                    if pendingTernaries > 0 { pendingTernaries -= 1 } else { pieces.append(":") }
                }
                q = after(q)
            }
        } else if isWord(q) {
            pieces = [text(q)]
        } else {
            return nil
        }
        return Message(receiver: receiver, selector: pieces.joined())
    }

    /// The receiver expression starting at `k`, and the index after it.
    func readReceiver(at k: Int, before close: Int) -> (Message.Receiver, Int)? {
        guard k < close else { return nil }
        var receiver: Message.Receiver
        var q: Int
        let token = code[k]
        switch token.kind {
        case .identifier:
            var members: [String] = []
            q = k + 1
            receiver = .name(token.text, lastMember: nil)
            while q < close {
                if (isPunctuation(q, ".") || isPunctuation(q, "->")) && isWord(q + 1) {
                    members.append(text(q + 1))
                    q += 2
                } else if isPunctuation(q, "(") || isPunctuation(q, "[") {
                    receiver = .other  // a call or a subscript: `NSClassFromString(@"X")`, `items[0]`
                    q = after(q)
                } else {
                    break
                }
            }
            if case .name = receiver { receiver = .name(token.text, lastMember: members.last) }
            return (receiver, q)
        case .string, .number, .character:
            return (.other, k + 1)
        case .punctuation:
            switch token.text {
            case "[":
                let inner = readMessage(at: k).map { Message.Receiver.message(Message.Indirect($0)) } ?? .other
                q = after(k)
                // `[[x foo].bar baz]`: a member of a message's result is some other object.
                if isPunctuation(q, ".") || isPunctuation(q, "->") {
                    return readReceiverTail(from: q, before: close)
                }
                return (inner, q)
            case "(":
                // `(UIViewController *)x`: a cast, then the receiver itself; casts in a row are read in a loop.
                var open = k
                while true {
                    let afterParens = after(open)
                    guard isCast(open), afterParens < close,
                          isIdentifier(afterParens) || isPunctuation(afterParens, "[") || isPunctuation(afterParens, "(") else {
                        return readReceiverTail(from: afterParens, before: close)
                    }
                    if !isPunctuation(afterParens, "(") { return readReceiver(at: afterParens, before: close) }
                    open = afterParens
                }
            case "@":
                // `@[…]`, `@{…}`, `@(…)`.
                guard isPunctuation(k + 1, "[") || isPunctuation(k + 1, "{") || isPunctuation(k + 1, "(") else { return nil }
                return readReceiverTail(from: after(k + 1), before: close)
            default:
                return nil
            }
        case .atKeyword:
            // `@selector(x)`, `@protocol(P)`, `@YES`.
            return readReceiverTail(from: isPunctuation(k + 1, "(") ? after(k + 1) : k + 1, before: close)
        default:
            return nil
        }
    }

    /// Member accesses, calls and subscripts after a receiver that is no name.
    private func readReceiverTail(from k: Int, before close: Int) -> (Message.Receiver, Int) {
        var q = k
        while q < close {
            if (isPunctuation(q, ".") || isPunctuation(q, "->")) && isWord(q + 1) {
                q += 2
            } else if isPunctuation(q, "(") || isPunctuation(q, "[") {
                q = after(q)
            } else {
                break
            }
        }
        return (.other, q)
    }

    /// `(X *)`, `(id<P>)`, `(UIViewController<P> *)`: parentheses that hold a type only.
    func isCast(_ open: Int) -> Bool {
        let close = closing(open)
        guard close > open + 1, close < code.count, isWord(open + 1) else { return false }
        let first = text(open + 1)
        let startsLikeType = first.first?.isUppercase == true || first == "id" || Self.qualifiers.contains(first)
            || Self.builtinTypeWords.contains(first)
        guard startsLikeType else { return false }
        for q in (open + 1)..<close {
            let token = code[q]
            let allowed = token.kind == .identifier || token.kind == .keyword
                || (token.kind == .punctuation && ["*", "<", ">", ","].contains(token.text))
            if !allowed { return false }
        }
        // `(X)` alone may be a parenthesised variable; a type needs a `*`, angle brackets or `id`.
        return close > open + 2 || first == "id" || first.first?.isUppercase == true
    }

    // MARK: - Creations

    func recordCreations(of message: Message, at k: Int, function: String, into body: inout MemberFacts) {
        switch message.receiver {
        case .message(let inner):
            // `[[X alloc] init…]`
            if case .name(let type, nil) = inner.message.receiver, Self.isClassName(type),
               inner.message.selector == "alloc" || inner.message.selector == "allocWithZone:",
               message.selector.hasPrefix("init") {
                body.creations.append(CreationFact(typeName: type, kind: .initializer, function: function, location: location(k)))
            }
        case .name(let type, nil) where Self.isClassName(type):
            if message.selector == "new" {
                body.creations.append(CreationFact(typeName: type, kind: .initializer, function: function, location: location(k)))
            } else if !Self.ignoredClassSelectors.contains(message.selector) {
                body.creations.append(CreationFact(
                    typeName: type, kind: .staticCall, member: message.selector, function: function, location: location(k)))
            }
        default:
            break
        }
        // `(HomeViewController *)[storyboard instantiateViewControllerWithIdentifier:@"Home"]`, or
        // `HomeViewController *home = [storyboard instantiate…]`.
        if message.selector.hasPrefix("instantiate"), let type = castOrDeclaredType(before: k) {
            body.creations.append(CreationFact(typeName: type, kind: .storyboard, function: function, location: location(k)))
        }
    }

    /// The class a message's result is cast to, or the class of the variable it initialises.
    func castOrDeclaredType(before k: Int) -> String? {
        if isPunctuation(k - 1, ")"), partner[k - 1] >= 0, isCast(partner[k - 1]) {
            let open = partner[k - 1]
            return ((open + 1)..<(k - 1)).first { isIdentifier($0) && !Self.qualifiers.contains(text($0)) }.map { text($0) }
        }
        if isPunctuation(k - 1, "="), isIdentifier(k - 2), isPunctuation(k - 3, "*"), isIdentifier(k - 4), Self.isClassName(text(k - 4)) {
            return text(k - 4)
        }
        return nil
    }

    /// Classes are capitalised; `self`, `super` and variables are not.
    static func isClassName(_ name: String) -> Bool {
        name.first?.isUppercase == true && !["YES", "NO", "NULL", "Nil"].contains(name)
    }

    // MARK: - Blocks

    /// The `{` of the block literal whose `^` is at `k`: `^{ … }`, `^(id x) { … }`,
    /// `^BOOL(id x) { … }`; nil when the `^` is an exclusive or.
    func blockBody(after k: Int) -> Int? {
        var q = k + 1
        // An optional return type: a few words, `*`s and angle brackets.
        var steps = 0
        while steps < 8, q < code.count, isWord(q) || isPunctuation(q, "*") || isPunctuation(q, "<") || isPunctuation(q, ">") || isPunctuation(q, ",") {
            q += 1
            steps += 1
        }
        if isPunctuation(q, "(") { q = after(q) }
        // Attributes after the parameters (`^(void) __attribute__((noescape)) {`) are rare enough to leave out.
        return isPunctuation(q, "{") ? q : nil
    }

    /// How the block whose `{` is at `open` captures `self`.
    func selfCapture(in open: Int, weakSelfNames: Set<String>) -> ClosureFact.SelfCapture {
        let summary = captureSummary(in: open, weakSelfNames: weakSelfNames)
        if summary.strongifies { return .weak }
        if summary.usesSelf { return .strong }
        return summary.usesWeakName ? .weak : .none
    }

    /// What a block's code does with `self`, its inner blocks included; each block is read once
    /// (`prepare` reads the inner ones first), so nested blocks cost no more than flat ones.
    func captureSummary(in open: Int, weakSelfNames: Set<String>) -> CaptureSummary {
        if let known = memo.captures[open] { return known }
        let close = closing(open)
        var summary = CaptureSummary()
        var q = open + 1
        while q < close {
            let token = code[q]
            if token.kind == .atKeyword && (token.text == "@strongify" || token.text == "@weakify") {
                // libextobjc: `@strongify(self)` re-declares `self` from the weak copy.
                summary.strongifies = summary.strongifies || token.text == "@strongify"
                q = isPunctuation(q + 1, "(") ? after(q + 1) : q + 1
                continue
            }
            if isPunctuation(q, "^"), let inner = blockBody(after: q), inner < close, let known = memo.captures[inner] {
                summary.merge(known)
                q = closing(inner) + 1
                continue
            }
            if token.kind == .identifier {
                if token.text == "self" && !isPunctuation(q - 1, ".") && !isPunctuation(q - 1, "->") { summary.usesSelf = true }
                if weakSelfNames.contains(token.text) { summary.usesWeakName = true }
            }
            q += 1
        }
        memo.captures[open] = summary
        return summary
    }

    /// Reads the messages and blocks of a body from the innermost out, so that reading an outer one
    /// finds the inner ones done: no recursion as deep as the nesting, and no quadratic time.
    func prepare(from start: Int, to close: Int, weakSelfNames: Set<String>) {
        for k in stride(from: close - 1, through: start, by: -1) where code[k].kind == .punctuation {
            if code[k].text == "[", !isPunctuation(k - 1, "@") {
                _ = readMessage(at: k)
            } else if code[k].text == "^", let open = blockBody(after: k) {
                _ = captureSummary(in: open, weakSelfNames: weakSelfNames)
            }
        }
    }
}

/// What a block does with `self`.
struct CaptureSummary {
    var usesSelf = false
    var usesWeakName = false
    var strongifies = false

    mutating func merge(_ other: CaptureSummary) {
        usesSelf = usesSelf || other.usesSelf
        usesWeakName = usesWeakName || other.usesWeakName
        strongifies = strongifies || other.strongifies
    }
}

/// What the Objective-C parser works out once per bracket and then looks up: the message a `[`
/// starts, what a block does with `self`. A reference, so that the parser's non-mutating reads fill it.
final class ObjectiveCMemo {
    var messages: [Int: ObjectiveCParser.Message?] = [:]
    var captures: [Int: CaptureSummary] = [:]
}
