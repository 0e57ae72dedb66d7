// MARK: - Objective-C locals, assignments and Typhoon definitions
//
// What a method's statements do with references: the typed locals and parameters they have
// (`HomePresenter *presenter = [HomePresenter new];`, `- (void)configure:(HomeViewController *)vc`),
// the properties they set (`presenter.view = view;`, `_presenter = p;`, `[presenter setView:view];`),
// and Typhoon's `[TyphoonDefinition withClass:[X class] configuration:^(TyphoonDefinition *definition) { … }]`
// with the injections its block makes.

extension ObjectiveCParser {
    /// `- (void)configure:(HomeViewController *)viewController`: each object parameter is a local of the method.
    func recordParameters(_ parameters: [(typeOpen: Int, name: Int)], function: String, into body: inout MemberFacts) {
        for parameter in parameters {
            let close = closing(parameter.typeOpen)
            guard close < code.count,
                  let declarator = declarators(from: parameter.typeOpen + 1, to: close, unnamed: true).first,
                  declarator.isObject, let typeName = declarator.typeName else { continue }
            body.locals.append(LocalFact(name: text(parameter.name), typeName: typeName, additionalTypeNames: declarator.additionalTypeNames,
                                         isParameter: true, function: function, location: location(parameter.name)))
        }
    }

    /// A Typhoon definition being read: where its block is, and what it registers.
    private struct Definition {
        var blockOpen: Int
        var blockClose: Int
        var fact: RegistrationFact
    }

    /// Reads the statements of the body whose `{` is at `open` (blocks inside it included).
    func recordFlow(open: Int, function: String, into body: inout MemberFacts) {
        let close = closing(open)
        var assignments: [(index: Int, fact: AssignmentFact)] = []
        var definitions: [Definition] = []
        /// Locals and parameters: a bare name among them sets no instance variable.
        var localNames = Set(body.locals.filter { $0.function == function && $0.isParameter }.map(\.name))
        /// `__weak typeof(self) weakSelf = self;`: names that stand for `self`.
        var selfNames: Set<String> = ["self"]
        let propertyNames = Set(body.properties.map(\.name))
        var k = open + 1
        while k < close {
            if isPunctuation(k, "^") {
                for local in blockParameters(at: k, function: function) {
                    localNames.insert(local.name)
                    body.locals.append(local)
                }
            }
            if isPunctuation(k, "["), !isPunctuation(k - 1, "@") {
                if let definition = typhoonDefinition(at: k, function: function) { definitions.append(definition) }
                if let call = messageCall(at: k, function: function, selfNames: selfNames) { body.calls.append(call) }
            }
            guard isStatementStart(k) else {
                k += 1
                continue
            }
            let end = flowStatementEnd(from: k, before: close)
            if isPunctuation(end, ")") || isPunctuation(end, "]") {
                k += 1
                continue
            }
            var equals: Int?
            var q = k
            while q < end {
                if isPunctuation(q, "=") {
                    equals = q
                    break
                }
                q = after(q)
            }
            if let equals {
                let value = value(from: equals + 1, to: end)
                if let declarator = declarators(from: k, to: equals).first, declarator.isObject {
                    localNames.insert(declarator.name)
                    let typeName = declarator.typeName ?? {
                        if case .creation(let type) = value { return type }
                        return nil
                    }()
                    if let typeName, Self.isClassName(typeName) {
                        body.locals.append(LocalFact(name: declarator.name, typeName: typeName, additionalTypeNames: declarator.additionalTypeNames,
                                                     function: function, location: location(equals - 1)))
                    }
                    if value == .selfValue { selfNames.insert(declarator.name) }
                } else if let target = assignmentTarget(from: k, to: equals, locals: localNames, properties: propertyNames) {
                    let receiver = selfNames.contains(target.receiver) ? "self" : target.receiver
                    assignments.append((k, AssignmentFact(receiver: receiver, property: target.property, value: value,
                                                          function: function, location: location(k))))
                } else if value == .selfValue, equals - 1 > k, isIdentifier(equals - 1) {
                    selfNames.insert(text(equals - 1))  // `__weak typeof(self) weakSelf = self`
                }
            } else if isPunctuation(k, "["), partner[k] == end - 1, let fact = messageAssignment(at: k, function: function) {
                assignments.append((k, AssignmentFact(receiver: selfNames.contains(fact.receiver) ? "self" : fact.receiver,
                                                      property: fact.property, value: fact.value, function: function, location: fact.location)))
            } else {
                for declarator in declarators(from: k, to: end) where declarator.isObject {
                    localNames.insert(declarator.name)
                    guard let typeName = declarator.typeName, Self.isClassName(typeName), let nameIndex = (k..<end).first(where: { text($0) == declarator.name }) else { continue }
                    body.locals.append(LocalFact(name: declarator.name, typeName: typeName, additionalTypeNames: declarator.additionalTypeNames,
                                                 function: function, location: location(nameIndex)))
                }
            }
            k += 1
        }
        // An assignment inside a definition's block is its injection (the innermost definition's), not the class's.
        for (index, assignment) in assignments {
            if let d = definitions.indices.last(where: { definitions[$0].blockOpen < index && index < definitions[$0].blockClose }) {
                definitions[d].fact.injections.append(assignment)
            } else {
                body.assignments.append(assignment)
            }
        }
        body.registrations += definitions.map(\.fact)
    }

    // MARK: - Statements

    /// A statement starts after `{`, `;`, `}`, `else`, or the `)` of an `if`, `for` or `while` header.
    private func isStatementStart(_ k: Int) -> Bool {
        guard k > 0, code[k].kind != .punctuation || isPunctuation(k, "[") else { return false }
        if isPunctuation(k - 1, "{") || isPunctuation(k - 1, ";") || isPunctuation(k - 1, "}") || text(k - 1) == "else" { return true }
        if isPunctuation(k - 1, ")"), partner[k - 1] > 0 { return ["if", "for", "while"].contains(text(partner[k - 1] - 1)) }
        return false
    }

    /// The `;` (or `{`, `}`) that ends the statement starting at `k`, over brackets; a `)` or `]` when
    /// `k` was inside brackets after all (`[x foo:^{ … } bar:y]`), which the caller takes for no statement.
    private func flowStatementEnd(from k: Int, before close: Int) -> Int {
        var q = k
        while q < close, !isPunctuation(q, ";"), !isPunctuation(q, "{"), !isPunctuation(q, "}"),
              !isPunctuation(q, ")"), !isPunctuation(q, "]") { q = after(q) }
        return min(q, close)
    }

    /// `self.presenter`, `presenter.view`, `self->_view`, `_presenter` (an instance variable of `self`), or a
    /// bare name of one of the class's properties or instance variables.
    private func assignmentTarget(from a: Int, to b: Int, locals: Set<String>, properties: Set<String>) -> (receiver: String, property: String)? {
        guard let names = nameChain(from: a, to: b) else { return nil }
        if names.count == 1 {
            let name = names[0]
            if locals.contains(name) || name == "self" { return nil }
            if name.hasPrefix("_"), name.count > 1 { return ("self", String(name.dropFirst())) }
            return properties.contains(name) ? ("self", name) : nil
        }
        let property = names[names.count - 1]
        return (names[names.count - 2], property.hasPrefix("_") && property.count > 1 ? String(property.dropFirst()) : property)
    }

    /// `a.b.c`, `self->_x` as names; nil for anything else.
    private func nameChain(from a: Int, to b: Int) -> [String]? {
        guard a < b, isIdentifier(a) else { return nil }
        var names = [text(a)]
        var q = a + 1
        while q < b {
            guard isPunctuation(q, ".") || isPunctuation(q, "->"), isWord(q + 1), q + 1 < b else { return nil }
            names.append(text(q + 1))
            q += 2
        }
        return names
    }

    // MARK: - Values

    /// What the expression in `a..<b` is.
    func value(from a: Int, to b: Int) -> ValueFact {
        guard a < b else { return .other }
        if isPunctuation(a, "("), partner[a] > a, partner[a] < b - 1, isCast(a) {
            // `(HomeViewController *)[storyboard instantiateViewControllerWithIdentifier:@"Home"]`
            let inner = partner[a] + 1
            if isPunctuation(inner, "["), partner[inner] == b - 1, readMessage(at: inner)?.selector.hasPrefix("instantiate") == true,
               let type = castOrDeclaredType(before: inner) {
                return .creation(type)
            }
            return value(from: inner, to: b)
        }
        if isPunctuation(a, "("), partner[a] == b - 1 { return value(from: a + 1, to: b - 1) }
        if let names = nameChain(from: a, to: b) {
            if names == ["self"] { return .selfValue }
            guard let last = names.last, last.first.map({ $0.isLowercase || $0 == "_" }) == true else { return .other }
            if ["nil", "NULL", "nullptr"].contains(last) { return .other }
            return .name(last.hasPrefix("_") && last.count > 1 ? String(last.dropFirst()) : last)
        }
        guard isPunctuation(a, "["), partner[a] == b - 1, let message = readMessage(at: a) else { return .other }
        switch message.receiver {
        case .message(let inner):
            if case .name(let type, nil) = inner.message.receiver, Self.isClassName(type),
               inner.message.selector.hasPrefix("alloc"), message.selector.hasPrefix("init") { return .creation(type) }
        case .name(let type, nil) where Self.isClassName(type) && message.selector == "new":
            return .creation(type)
        default:
            break
        }
        return .call(String(message.selector.prefix { $0 != ":" }))
    }

    // MARK: - Messages that set properties

    /// `[self.editWireframe presentEditInterfaceFromViewController:vc]`: a call on `editWireframe` of
    /// `presentEditInterfaceFromViewController` (the selector's first piece); `[wireframe show]`.
    private func messageCall(at k: Int, function: String, selfNames: Set<String>) -> CallFact? {
        // A class's own messages (`[X new]`, `[X alloc]`) are creations, not calls on something held.
        guard let message = readMessage(at: k), case .name(let name, let member) = message.receiver,
              member != nil || !(name.first?.isUppercase ?? true) else { return nil }
        let receiver = member ?? (selfNames.contains(name) ? "self" : name)
        let first = message.selector.split(separator: ":").first.map(String.init) ?? message.selector
        return CallFact(receiver: receiver, member: first, selector: message.selector, function: function, location: location(k))
    }

    /// `[presenter setView:view];`, and Typhoon's `[definition injectProperty:@selector(output) with:[self presenter]]`.
    private func messageAssignment(at k: Int, function: String) -> AssignmentFact? {
        guard let message = readMessage(at: k), case .name(let name, let member) = message.receiver else { return nil }
        let receiver = member ?? name
        let arguments = messageArguments(at: k)
        if message.selector == "injectProperty:" || message.selector == "injectProperty:with:" {
            guard let selector = arguments.first?.range, text(selector.lowerBound) == "@selector", isPunctuation(selector.lowerBound + 1, "("),
                  isWord(selector.lowerBound + 2) else { return nil }
            let value = arguments.count > 1 ? value(from: arguments[1].range.lowerBound, to: arguments[1].range.upperBound) : .other
            return AssignmentFact(receiver: receiver, property: text(selector.lowerBound + 2), value: value, function: function, location: location(k))
        }
        // `setView:` sets `view`.
        guard arguments.count == 1, message.selector.hasPrefix("set"), message.selector.count > 4,
              let first = message.selector.dropFirst(3).first, first.isUppercase else { return nil }
        let property = first.lowercased() + message.selector.dropFirst(4).dropLast()
        let argument = arguments[0].range
        return AssignmentFact(receiver: receiver, property: property, value: value(from: argument.lowerBound, to: argument.upperBound),
                              function: function, location: location(k))
    }

    /// The keyword pieces of the message at `k`, each with the code range of its argument.
    func messageArguments(at k: Int) -> [(piece: String, range: Range<Int>)] {
        let close = closing(k)
        guard let (_, next) = readReceiver(at: k + 1, before: close) else { return [] }
        var arguments: [(piece: String, range: Range<Int>)] = []
        var q = next
        var pendingTernaries = 0
        while q < close {
            if pendingTernaries == 0 && isWord(q) && isPunctuation(q + 1, ":") {
                if let last = arguments.indices.last { arguments[last].range = arguments[last].range.lowerBound..<q }
                arguments.append((text(q) + ":", (q + 2)..<close))
                q += 2
                continue
            }
            if isPunctuation(q, "?") { pendingTernaries += 1 }
            if isPunctuation(q, ":"), pendingTernaries > 0 { pendingTernaries -= 1 }
            q = after(q)
        }
        return arguments
    }

    // MARK: - Blocks and Typhoon

    /// `^(TyphoonDefinition *definition)`: the object parameters of the block whose `^` is at `k`.
    private func blockParameters(at k: Int, function: String) -> [LocalFact] {
        guard let open = blockBody(after: k), isPunctuation(open - 1, ")"), partner[open - 1] > k else { return [] }
        var locals: [LocalFact] = []
        var start = partner[open - 1] + 1
        var q = start
        while q <= open - 1 {
            if q == open - 1 || isPunctuation(q, ",") {
                for declarator in declarators(from: start, to: q) where declarator.isObject {
                    guard let typeName = declarator.typeName, let nameIndex = (start..<q).last(where: { text($0) == declarator.name }) else { continue }
                    locals.append(LocalFact(name: declarator.name, typeName: typeName, additionalTypeNames: declarator.additionalTypeNames,
                                            isParameter: true, function: function, location: location(nameIndex)))
                }
                start = q + 1
            }
            q = after(q)
        }
        return locals
    }

    /// `[TyphoonDefinition withClass:[HomeViewController class] configuration:^(TyphoonDefinition *definition) { … }]`.
    private func typhoonDefinition(at k: Int, function: String) -> Definition? {
        guard let message = readMessage(at: k), case .name("TyphoonDefinition", nil) = message.receiver,
              message.selector.hasPrefix("withClass:") else { return nil }
        let arguments = messageArguments(at: k)
        guard let classArgument = arguments.first?.range, isPunctuation(classArgument.lowerBound, "["),
              let classMessage = readMessage(at: classArgument.lowerBound), classMessage.selector == "class",
              case .name(let typeName, nil) = classMessage.receiver else { return nil }
        var fact = RegistrationFact(kind: .typhoon, typeName: typeName, createdType: typeName, function: function, location: location(k))
        guard let block = arguments.first(where: { $0.piece == "configuration:" })?.range, isPunctuation(block.lowerBound, "^"),
              let blockOpen = blockBody(after: block.lowerBound) else {
            return Definition(blockOpen: k, blockClose: k, fact: fact)
        }
        fact.instanceName = blockParameters(at: block.lowerBound, function: function).first?.name
        return Definition(blockOpen: blockOpen, blockClose: closing(blockOpen), fact: fact)
    }
}
