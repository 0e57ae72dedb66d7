import SourceScanner

// MARK: - Findings

/// How much a finding matters. The order is the order of importance.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case error, warning, note

    public static func < (a: Severity, b: Severity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// One place where the code breaks a rule.
public struct Violation: Codable, Sendable, Hashable {
    /// The rule's id (`presenter-holds-view-weakly`).
    public var rule: String
    public var severity: Severity
    /// The module the finding belongs to.
    public var module: String
    public var location: SourceLocation
    /// Names the module, the components, and what to write instead.
    public var message: String
    /// For reference rules: the property of the offending reference (`view`), so that diagrams can
    /// colour its edge. For a cycle: every property on the path.
    public var properties: [String]
    /// The other modules the finding affects, sorted: a type placed in several modules (a shared class)
    /// whose fault was found from each is one finding, in the first module, listing the others here.
    public var otherModules: [String]

    public init(rule: String, severity: Severity, module: String, location: SourceLocation, message: String,
                properties: [String] = [], otherModules: [String] = []) {
        self.rule = rule
        self.severity = severity
        self.module = module
        self.location = location
        self.message = message
        self.properties = properties
        self.otherModules = otherModules
    }

    /// Every module the finding affects, its own first.
    public var modules: [String] { [module] + otherModules }

    /// Decodes findings written before `modules` existed: the finding's own module.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        rule = try c.decode(String.self, forKey: .rule)
        severity = try c.decode(Severity.self, forKey: .severity)
        module = try c.decode(String.self, forKey: .module)
        location = try c.decode(SourceLocation.self, forKey: .location)
        message = try c.decode(String.self, forKey: .message)
        properties = try c.decodeIfPresent([String].self, forKey: .properties) ?? []
        otherModules = try c.decodeIfPresent([String].self, forKey: .otherModules) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(rule, forKey: .rule)
        try c.encode(severity, forKey: .severity)
        try c.encode(module, forKey: .module)
        try c.encode(location, forKey: .location)
        try c.encode(message, forKey: .message)
        try c.encode(properties, forKey: .properties)
        if !otherModules.isEmpty { try c.encode(otherModules, forKey: .otherModules) }
    }

    private enum CodingKeys: String, CodingKey { case rule, severity, module, location, message, properties, otherModules }
}

// MARK: - One fault, one finding

extension Violation {
    /// What makes two findings the same fault: the rule, the place and what it concerns (the
    /// properties, for a reference or a cycle), whichever module it was found from.
    struct FaultKey: Hashable {
        var rule: String
        var location: SourceLocation
        var properties: [String]
        /// For a rule whose findings are about a module as a whole.
        var module: String?
    }

    /// The findings with one finding per fault: the one found from the first module (by name), listing
    /// every module the fault was found from ("in modules Home and Settings").
    static func onePer(fault violations: [Violation], keepingModulesApartFor moduleRules: Set<String> = []) -> [Violation] {
        var byFault: [FaultKey: [Violation]] = [:]
        var order: [FaultKey] = []
        for violation in violations {
            let key = FaultKey(rule: violation.rule, location: violation.location, properties: violation.properties,
                               module: moduleRules.contains(violation.rule) ? violation.module : nil)
            if byFault[key] == nil { order.append(key) }
            byFault[key, default: []].append(violation)
        }
        return order.map { key in
            let found = byFault[key]!.sorted { ($0.module, $0.message) < ($1.module, $1.message) }
            var first = found[0]
            let modules = Array(Set(found.flatMap(\.modules))).sorted()
            guard modules.count > 1 else { return first }
            first.otherModules = modules.filter { $0 != first.module }
            if let range = first.message.range(of: "in module \(first.module)") {
                first.message.replaceSubrange(range, with: "in modules " + Self.list(first.modules))
            }
            return first
        }
    }

    /// `A`, `A and B`, `A, B and C`.
    static func list(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}

extension Violation: Comparable {
    /// Sorted by file, line, column, then rule: the order a reader goes through a report.
    public static func < (a: Violation, b: Violation) -> Bool {
        (a.location.file, a.location.line, a.location.column, a.rule, a.module, a.message)
            < (b.location.file, b.location.line, b.location.column, b.rule, b.module, b.message)
    }
}
