import Architecture
import Foundation
import Reporting
import SourceScanner

// MARK: - `viper-docs explain [PATH] NAME`

/// Why the model sees a module, a type or a property as it does: a summary line, then every
/// decision about it, grouped by the pass that made it, in pass order.
public enum Explain {
    public enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    /// What a name stands for in the model.
    enum Subject: Equatable {
        case module(String)
        case type(String)
        case property(type: String, property: String)
    }

    /// The explanation of `name`; an unknown name is a `ViperDocsError` (exit 2) suggesting the nearest names.
    public static func run(_ name: String, in model: AppModel, format: Format) throws -> String {
        if let pair = dependencyPair(name) {
            return try dependency(from: pair.from, to: pair.to, in: model, format: format)
        }
        guard let subject = subject(named: name, in: model) else {
            let near = suggestions(for: name, in: model)
            let shown = name.count > suggestionLength ? "\(name.prefix(suggestionLength))…' (\(name.count) characters" : "\(name)'"
            throw ViperDocsError.failed(step: "explain", message: "no module, type or property '\(shown) in the model; "
                + (near.isEmpty ? "'viper-docs graph' lists the modules and their components"
                                : "did you mean \(list(near.map { "'\($0)'" }, or: true))?"))
        }
        let chosen = decisions(about: subject, in: model)
        switch format {
        case .json: return try DecisionReport.json(chosen)
        case .text: return text(subject, decisions: chosen, in: model)
        }
    }

    // MARK: - Which decisions

    /// A module by its name, a type or a builder method by its name, else `Type.property`.
    static func subject(named name: String, in model: AppModel) -> Subject? {
        if model.module(named: name) != nil || model.decisions.contains(where: { $0.subject == "module \(name)" }) {
            return .module(name)
        }
        let isType = model.modules.contains { $0.components.contains { $0.type == name || $0.name == name } }
            || model.services.contains { $0.name == name } || model.entities.contains { $0.name == name }
            || declaration(of: name, in: model) != nil
        if isType || model.decisions.contains(where: { $0.subject == name && !name.contains(".") }) {
            return .type(name)
        }
        if let dot = name.lastIndex(of: "."), model.decisions.contains(where: { $0.subject == name }) || reference(
            type: String(name[..<dot]), property: String(name[name.index(after: dot)...]), in: model) != nil {
            return .property(type: String(name[..<dot]), property: String(name[name.index(after: dot)...]))
        }
        return nil
    }

    /// The decisions about a subject, grouped by pass in pass order (stable within a pass).
    static func decisions(about subject: Subject, in model: AppModel) -> [Decision] {
        switch subject {
        case .module(let name):
            model.decisions(aboutModule: name)
        case .type(let name):
            model.inPassOrder(model.decisions.filter { $0.subject == name || $0.subject.hasPrefix(name + ".") })
        case .property(let type, let property):
            model.inPassOrder(model.decisions.filter { $0.subject == "\(type).\(property)" })
        }
    }

    // MARK: - Text

    static func text(_ subject: Subject, decisions: [Decision], in model: AppModel) -> String {
        let (order, passCount) = model.passNumbers
        var lines = [summary(subject, in: model)]
        let name = switch subject {
        case .module(let name), .type(let name): name
        case .property(let type, let property): "\(type).\(property)"
        }
        if decisions.isEmpty {
            lines.append("")
            lines.append("No pass recorded a decision about \(name).")
        }
        var pass: String?
        for decision in decisions {
            if decision.pass != pass {
                pass = decision.pass
                lines.append("")
                lines.append("[\(order[decision.pass] ?? 0)/\(passCount)] \(decision.pass)")
            }
            let about = decision.subject == name ? "" : "\(decision.subject): "
            let evidence = decision.evidence.isEmpty ? "" : " (\(decision.evidence.map(DecisionReport.location).joined(separator: ", ")))"
            lines.append("  \(decision.rejected ? "✗" : "✓") \(about)\(decision.verdict) — \(decision.reason)\(evidence)")
        }
        // Names come from the repository: each line escaped for the terminal.
        return lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }

    /// One line: what the model made of the name.
    static func summary(_ subject: Subject, in model: AppModel) -> String {
        switch subject {
        case .module(let name):
            guard let module = model.module(named: name) else { return "\(name): no module in the model" }
            let components = module.components.map { "\($0.role.rawValue) \($0.name)" }
            let opens = module.navigatesTo.isEmpty ? "" : "; opens \(list(module.navigatesTo, or: false))"
            return "module \(name) (\(module.style.rawValue) style, group \(module.group), folder \(module.folder.isEmpty ? "." : module.folder)): "
                + (components.isEmpty ? "no components" : components.joined(separator: ", ")) + opens
        case .type(let name):
            let roles = model.modules.flatMap { module in
                module.components.filter { $0.type == name || $0.name == name }.map { (module: module.name, component: $0) }
            }
            if let first = roles.first {
                let parts = roles.map { "\($0.component.role.rawValue) of module \($0.module)"
                    + ($0.component.member.map { " (its \($0)())" } ?? "") }
                return "\(name): \(list(parts, or: false)) (\(DecisionReport.location(first.component.location)))"
            }
            if let service = model.services.first(where: { $0.name == name }) {
                return "\(name): a service" + usedBy(service) + " (\(DecisionReport.location(service.location)))"
            }
            if let entity = model.entities.first(where: { $0.name == name }) {
                return "\(name): an entity" + usedBy(entity) + " (\(DecisionReport.location(entity.location)))"
            }
            if let declaration = declaration(of: name, in: model) {
                return "\(name): no component of a module (\(DecisionReport.location(declaration)))"
            }
            return "\(name): no component of a module"
        case .property(let type, let property):
            guard let (module, reference) = reference(type: type, property: property, in: model) else {
                return "\(type).\(property): no reference between components"
            }
            let target = reference.targetModule.map { " of module \($0)" } ?? ""
            return "\(type).\(property): \(reference.from.rawValue) → \(reference.to.rawValue)\(target) in module \(module), "
                + "\(reference.ownership.rawValue)\(reference.isTemporary ? " (temporary)" : ""), through \(reference.through.rawValue) "
                + "\(reference.type) (\(DecisionReport.location(reference.location)))"
        }
    }

    private static func usedBy(_ node: AppNode) -> String {
        node.usedBy.isEmpty ? "" : " used by \(list(node.usedBy, or: false))"
    }

    /// The reference a component's property makes, with the module that holds the component.
    static func reference(type: String, property: String, in model: AppModel) -> (module: String, reference: Reference)? {
        for module in model.modules {
            for component in module.components where component.type == type && component.member == nil {
                if let reference = module.references.first(where: { $0.from == component.role && $0.property == property }) {
                    return (module.name, reference)
                }
            }
        }
        return nil
    }

    /// Where the app declares a type, if it does.
    static func declaration(of name: String, in model: AppModel) -> SourceLocation? {
        for file in model.files {
            if let type = file.types.first(where: { $0.name == name }) { return type.location }
        }
        return nil
    }

    // MARK: - Suggestions

    /// The longest name suggestions are looked for (and the most of a name an error shows): a typo of
    /// a name of 120,000 characters is no typo, and comparing it took five minutes.
    static let suggestionLength = 200

    /// Up to three known names nearest to `name` by edit distance (ignoring case), close enough to be a
    /// typo. Names longer than `suggestionLength`, and names whose lengths differ by more than the
    /// distance allowed (which is at least that difference), are not compared.
    static func suggestions(for name: String, in model: AppModel) -> [String] {
        guard name.count <= suggestionLength else { return [] }
        var names = Set(model.modules.map(\.name))
        for module in model.modules {
            names.formUnion(module.components.map(\.name))
            for reference in module.references {
                if let holder = module.component(reference.from), holder.member == nil { names.insert("\(holder.type).\(reference.property)") }
            }
        }
        names.formUnion(model.services.map(\.name))
        names.formUnion(model.entities.map(\.name))
        names.formUnion(model.decisions.map { $0.subject.hasPrefix("module ") ? String($0.subject.dropFirst(7)) : $0.subject })
        let wanted = Array(name.lowercased())
        let limit = max(2, wanted.count / 2)
        return names.filter { $0.count <= suggestionLength && abs($0.count - wanted.count) <= limit }
            .map { (name: $0, distance: distance(wanted, Array($0.lowercased()))) }
            .filter { $0.distance <= limit }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(3).map(\.name)
    }

    /// Levenshtein distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// "a", "a or b", "a, b or c".
    static func list(_ items: [String], or: Bool) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + items.last!
    }
}
