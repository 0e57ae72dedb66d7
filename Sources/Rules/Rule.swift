import Architecture
import Foundation
import SourceScanner

// MARK: - What a rule is

/// One file of an example: a path and Swift or Objective-C code, where `↓` marks the position at
/// which a triggering example must be reported.
public struct ExampleFile: Sendable, Hashable {
    public var path: String
    public var code: String

    public init(_ path: String, _ code: String) {
        self.path = path
        self.code = code
    }
}

/// A small app that a rule's description shows and its tests run.
public struct RuleExample: Sendable, Hashable {
    public var files: [ExampleFile]

    public init(_ files: [ExampleFile]) {
        self.files = files
    }
}

/// Everything a rule says about itself: it documents the rule (`Docs/Rules.md`, the site, `viper-docs
/// rules`) and tests it (every example runs as a test).
public struct RuleDescription: Sendable {
    /// A stable id; a contract with configurations, suppressions and reports.
    public var id: String
    public var title: String
    /// Why the rule holds, citing the documents that say so by their titles.
    public var rationale: String
    public var defaultSeverity: Severity
    /// Styles the rule applies to; empty means all.
    public var styles: [ModuleStyle]
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// An opt-in rule is off unless a configuration turns it on (the catalogue's "off" default).
    public var isOptIn: Bool
    /// A rule a team wrote in its `.viper-docs.yml` (`dependencies:`), not one of viper-docs'.
    public var isTeamRule = false

    public init(id: String, title: String, rationale: String, defaultSeverity: Severity, styles: [ModuleStyle] = [],
                isOptIn: Bool = false, triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]) {
        self.isOptIn = isOptIn
        self.id = id
        self.title = title
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.styles = styles
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A VIPER rule: one small type that checks the model.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// The violations in one module. `context` gives the whole app for rules that look across modules.
    func validate(module: Module, in context: RuleContext) -> [Violation]
    /// Whether a finding is about the module as a whole (it has no presenter), so that the same place
    /// found from two modules is two faults; otherwise it is one, found from both.
    static var findsModuleFaults: Bool { get }
}

extension Rule {
    public static var findsModuleFaults: Bool { false }
}

/// What a rule sees. A class: each rule's call for each module passed a copy of a struct, which
/// retained every field of the model (23 rules × 1,000 modules: 1 % of `check`'s CPU).
public final class RuleContext: Sendable {
    public let model: AppModel
    /// The severity the rule reports at (its default, unless configured).
    public let severity: Severity
    /// What a rule computes once for the whole app and reuses for every module (one per rule run).
    let memo = RuleMemo()
    /// The model's lookups (types, files, components), built once per model and shared by every rule.
    let index: ModelIndex

    public init(model: AppModel, severity: Severity) {
        self.model = model
        self.severity = severity
        self.index = model.index
    }
}

/// A rule that runs, with its context. A class: a copy of a tuple or struct of these (for every
/// module and rule) retained every field of the description, the model and its index, on both
/// cores at once; a copy of this is one retain.
private final class ActiveRule: Sendable {
    let rule: any Rule
    let context: RuleContext
    /// The description's identifier and styles (a copy of the whole description, for every module,
    /// retained each of its texts).
    let id: String
    let styles: [ModuleStyle]

    init(rule: any Rule, description: RuleDescription, context: RuleContext) {
        self.rule = rule
        self.context = context
        id = description.id
        styles = description.styles
    }
}

/// Values a rule computes once per run, across the modules it validates: rules are called module
/// by module, and an app-wide structure rebuilt for each module makes a check quadratic.
/// A key names one value of one type (`"strong-edges"`); one asked for as another type is made anew.
final class RuleMemo: Sendable {
    private let values = Memo<String, Any>()

    func value<T>(_ key: String, _ make: () -> T) -> T {
        values.value(key) { make() } as? T ?? make()
    }
}

extension Rule {
    /// A violation of this rule at the context's severity.
    func violation(_ module: Module, at location: SourceLocation, _ message: String, properties: [String] = [],
                   context: RuleContext) -> Violation {
        Violation(rule: Self.description.id, severity: context.severity, module: module.name,
                  location: location, message: message, properties: properties)
    }
}

// MARK: - Running the rules

/// Runs rules over a model, with a configuration and the code's suppression comments.
public struct RuleRunner: Sendable {
    public var rules: [any Rule.Type]
    public var configuration: RuleConfiguration

    public init(rules: [any Rule.Type] = RuleRegistry.all, configuration: RuleConfiguration = .default) {
        self.rules = rules
        self.configuration = configuration
    }

    /// Every violation that is neither excluded nor suppressed, plus a note for each suppression
    /// comment that suppressed nothing; sorted.
    public func run(on model: AppModel) -> [Violation] {
        let settings = configuration
        let active = rules.compactMap { ruleType -> ActiveRule? in
            let description = ruleType.description
            guard let severity = settings.severity(of: description) else { return nil }
            return ActiveRule(rule: ruleType.init(), description: description, context: RuleContext(model: model, severity: severity))
        }
        // Module by module on every core (a rule's app-wide values are kept in its memo: made once,
        // or once per core when both ask first at once); the findings are sorted below, so the order
        // they come in does not matter.
        let modules = model.modules
        let found = Parallel.map(modules.count) { m in
            // One copy of the module for all the rules (each `modules[m]` was a copy: a retain of
            // every field, 23 times per module).
            let module = modules[m]
            var violations: [Violation] = []
            for entry in active where entry.styles.isEmpty || entry.styles.contains(module.style) {
                violations += entry.rule.validate(module: module, in: entry.context)
                    .filter { !settings.excludes($0.location.file, for: entry.id) }
            }
            return violations
        }
        let perModule = Set(rules.filter { $0.findsModuleFaults }.map { $0.description.id })
        // The team's dependency rules find one fault per edge or module already.
        let dependencyFindings = settings.dependencies.isEmpty ? [] : DependencyRuleChecks(rules: settings.dependencies, model: model)
            .violations().filter { !settings.excludes($0.location.file, for: $0.rule) }
        let ownershipRules = Set(active.filter { $0.rule is any ReferenceOwnershipRule }.map(\.id))
        let oneEach = Violation.foldingCycles(Violation.onePer(fault: Array(Set(found.joined())).sorted(), keepingModulesApartFor: perModule),
                                              cycleRule: NoStrongReferenceCycleRule.description.id, ownershipRules: ownershipRules)
        let unique = Violation.lowered(oneEach + dependencyFindings, doubting: model).sorted()
        let suppressions = Suppressions(files: model.files, model: model)
        let ruleIDs = Set(rules.map { $0.description.id } + settings.dependencies.rules.map(\.id))
        return (suppressions.filter(unique) + suppressions.unused(ruleIDs: ruleIDs)).sorted()
    }
}
