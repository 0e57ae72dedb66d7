import Architecture
import Rules
import Yams

// MARK: - `tags:` and `dependencies:` in `.viper-docs.yml`
//
// ```yaml
// tags:
//   feature: ["group:Features"]
//   core: ["group:Core", Analytics]
// dependencies:
//   - id: layered
//     layers: ["group:App", "tag:feature", "tag:core"]
//     exhaustive: true
//   - id: features-apart
//     independent: ["tag:feature"]
//   - id: only-onboarding-opens-login
//     forbidden: {from: "!Onboarding", to: Login, kinds: [navigation]}
//     message: only the Onboarding flow may open Login
//     severity: warning
// ```
// Every mistake is an error at its line, as for the other keys (Docs/Configuration.md).

extension Configuration {
    /// A tag named in a rule, where it is named: checked once the whole file is read.
    struct TagUse {
        let tag: String
        let mark: Mark?
    }

    static func tags(_ node: Node, file: String, uses: inout [TagUse]) throws -> [String: [ModuleSelector]] {
        var result: [String: [ModuleSelector]] = [:]
        for (keyNode, value) in try mapping(node, file: file, what: "tags") {
            let tag = keyNode.string ?? ""
            guard !tag.isEmpty else { throw ConfigurationError.at(file: file, mark: keyNode.mark, message: "a tag needs a name") }
            result[tag] = try selectors(value, file: file, what: "tags.\(tag)", uses: &uses)
        }
        return result
    }

    static func dependencyRules(_ node: Node, file: String, uses: inout [TagUse]) throws -> [DependencyRule] {
        guard let sequence = node.sequence else {
            throw ConfigurationError.at(file: file, mark: node.mark, message: "dependencies must be a list of rules, each with an id")
        }
        var rules: [DependencyRule] = []
        for entry in sequence {
            let rule = try dependencyRule(entry, file: file, uses: &uses)
            if rules.contains(where: { $0.id == rule.id }) {
                throw ConfigurationError.at(file: file, mark: entry.mark, message: "two dependency rules have the id '\(rule.id)'; give each its own")
            }
            rules.append(rule)
        }
        return rules
    }

    private static let ruleKinds = ["layers", "independent", "forbidden", "allowed", "metrics"]

    private static func dependencyRule(_ node: Node, file: String, uses: inout [TagUse]) throws -> DependencyRule {
        let fields = try mapping(node, file: file, what: "a dependency rule")
        var id: String?
        var kind: DependencyRule.Kind?
        var message: String?
        var severity = Severity.error
        var exhaustive: (Bool, Mark?)?
        func setKind(_ new: DependencyRule.Kind, _ mark: Mark?) throws {
            guard kind == nil else {
                throw ConfigurationError.at(file: file, mark: mark, message: "a dependency rule has one of \(ruleKinds.joined(separator: ", ")); write two rules")
            }
            kind = new
        }
        for (keyNode, value) in fields {
            let key = keyNode.string ?? ""
            switch key {
            case "id":
                let text = try string(value, file: file, what: "id")
                guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
                    throw ConfigurationError.at(file: file, mark: value.mark, message: "a rule's id is letters, digits, - and _ (features-apart)")
                }
                guard RuleRegistry.rule(id: text) == nil else {
                    throw ConfigurationError.at(file: file, mark: value.mark, message: "'\(text)' is a built-in rule's id; choose another")
                }
                id = text
            case "layers":
                guard let layers = value.sequence, !layers.isEmpty else {
                    throw ConfigurationError.at(file: file, mark: value.mark, message: "layers must be a list, top layer first")
                }
                try setKind(.layers(try layers.map { try selectors($0, file: file, what: "each layer", uses: &uses) }, exhaustive: false), keyNode.mark)
            case "independent":
                if let sets = value.sequence, sets.contains(where: { $0.sequence != nil }) {
                    try setKind(.independent(try sets.map { try selectors($0, file: file, what: "each set", uses: &uses) }), keyNode.mark)
                } else {
                    try setKind(.independent([try selectors(value, file: file, what: "independent", uses: &uses)]), keyNode.mark)
                }
            case "forbidden", "allowed":
                let edges = try edgeSelector(value, file: file, what: key, uses: &uses)
                try setKind(key == "forbidden" ? .forbidden(edges) : .allowed(edges), keyNode.mark)
            case "metrics":
                try setKind(.metrics(try limits(value, file: file, uses: &uses)), keyNode.mark)
            case "exhaustive":
                guard let flag = value.bool else { throw ConfigurationError.at(file: file, mark: value.mark, message: "exhaustive must be true or false") }
                exhaustive = (flag, keyNode.mark)
            case "message":
                message = try string(value, file: file, what: "message")
            case "severity":
                let text = try string(value, file: file, what: "severity")
                guard let read = Severity(rawValue: text) else {
                    throw ConfigurationError.at(file: file, mark: value.mark, message: "unknown severity '\(text)'; use error, warning or note")
                }
                severity = read
            default:
                throw ConfigurationError.at(file: file, mark: keyNode.mark, message: "unknown key '\(key)' of a dependency rule; "
                    + "use id, one of \(ruleKinds.joined(separator: ", ")), and message, severity or exhaustive (see Docs/Configuration.md)")
            }
        }
        guard let id else { throw ConfigurationError.at(file: file, mark: node.mark, message: "a dependency rule needs an id (id: features-apart)") }
        guard var kind else {
            throw ConfigurationError.at(file: file, mark: node.mark, message: "dependency rule '\(id)' needs one of \(ruleKinds.joined(separator: ", "))")
        }
        if let (flag, mark) = exhaustive {
            guard case let .layers(layers, _) = kind else {
                throw ConfigurationError.at(file: file, mark: mark, message: "exhaustive belongs to a layers rule")
            }
            kind = .layers(layers, exhaustive: flag)
        }
        return DependencyRule(id: id, kind: kind, message: message, severity: severity, line: node.mark?.line ?? 0)
    }

    private static func edgeSelector(_ node: Node, file: String, what: String, uses: inout [TagUse]) throws -> EdgeSelector {
        var from: [ModuleSelector]?
        var to: [ModuleSelector]?
        var kinds: Set<DependencyKind> = []
        var role: Role?
        for (keyNode, value) in try mapping(node, file: file, what: what) {
            switch keyNode.string ?? "" {
            case "from": from = try selectors(value, file: file, what: "\(what).from", uses: &uses)
            case "to": to = try selectors(value, file: file, what: "\(what).to", uses: &uses)
            case "kinds":
                for kindNode in value.sequence ?? [value] {
                    let text = try string(kindNode, file: file, what: "each kind")
                    guard let kind = DependencyKind(rawValue: text) else {
                        throw ConfigurationError.at(file: file, mark: kindNode.mark, message: "unknown kind '\(text)'; use "
                            + DependencyKind.allCases.map(\.rawValue).joined(separator: ", "))
                    }
                    kinds.insert(kind)
                }
            case "to-role":
                let text = try string(value, file: file, what: "to-role")
                guard let read = Role(rawValue: text) else {
                    throw ConfigurationError.at(file: file, mark: value.mark, message: "unknown role '\(text)'; use "
                        + Role.allCases.map(\.rawValue).joined(separator: ", "))
                }
                role = read
            default:
                throw ConfigurationError.at(file: file, mark: keyNode.mark, message: "unknown key '\(keyNode.string ?? "")' of \(what); use from, to, kinds or to-role")
            }
        }
        guard let from, let to else { throw ConfigurationError.at(file: file, mark: node.mark, message: "\(what) needs from and to") }
        return EdgeSelector(from: from, to: to, kinds: kinds, toRole: role)
    }

    private static func limits(_ node: Node, file: String, uses: inout [TagUse]) throws -> MetricLimits {
        var limits = MetricLimits(modules: [])
        var named = false
        func count(_ value: Node, _ key: String) throws -> Int {
            guard let number = value.int, number >= 0 else {
                throw ConfigurationError.at(file: file, mark: value.mark, message: "\(key) must be a whole number, 0 or more")
            }
            return number
        }
        for (keyNode, value) in try mapping(node, file: file, what: "metrics") {
            let key = keyNode.string ?? ""
            switch key {
            case "modules": limits.modules = try selectors(value, file: file, what: "metrics.modules", uses: &uses); named = true
            case "max-fan-out": limits.maxFanOut = try count(value, key)
            case "max-fan-in": limits.maxFanIn = try count(value, key)
            case "max-components": limits.maxComponents = try count(value, key)
            case "stable-dependencies":
                guard let flag = value.bool else { throw ConfigurationError.at(file: file, mark: value.mark, message: "stable-dependencies must be true or false") }
                limits.stableDependencies = flag
            default:
                throw ConfigurationError.at(file: file, mark: keyNode.mark,
                    message: "unknown key '\(key)' of metrics; use modules, max-fan-out, max-fan-in, max-components or stable-dependencies")
            }
        }
        if !named { limits.modules = [ModuleSelector("*")!] }
        return limits
    }

    /// A list of module selectors (or one), each checked.
    private static func selectors(_ node: Node, file: String, what: String, uses: inout [TagUse]) throws -> [ModuleSelector] {
        let entries = node.scalar != nil ? [node] : (node.sequence.map(Array.init) ?? [])
        guard node.scalar != nil || node.sequence != nil else {
            throw ConfigurationError.at(file: file, mark: node.mark, message: "\(what) must be a list of modules, group:NAME or tag:NAME")
        }
        guard !entries.isEmpty else { throw ConfigurationError.at(file: file, mark: node.mark, message: "\(what) is empty") }
        return try entries.map { entry in
            let text = try string(entry, file: file, what: what)
            guard let selector = ModuleSelector(text) else {
                throw ConfigurationError.at(file: file, mark: entry.mark, message: "'\(text)' in \(what) names nothing; write a module, group:NAME or tag:NAME")
            }
            if selector.kind == .tag { uses.append(TagUse(tag: selector.pattern, mark: entry.mark)) }
            return selector
        }
    }

    /// Every tag a rule names is declared under `tags:`.
    static func checkTags(_ uses: [TagUse], declared: [String: [ModuleSelector]], file: String) throws {
        for use in uses where declared[use.tag] == nil {
            let known = declared.keys.sorted()
            throw ConfigurationError.at(file: file, mark: use.mark, message: "unknown tag '\(use.tag)'; "
                + (known.isEmpty ? "declare it under tags:" : "the tags are \(known.joined(separator: ", "))"))
        }
    }
}
