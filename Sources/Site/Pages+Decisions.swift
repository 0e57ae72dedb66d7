import Architecture
import Foundation
import SourceScanner

// MARK: - Why the model sees a module so

extension PageBuilder {
    /// The module page's disclosure of the model's decisions (what `viper-docs explain NAME` prints).
    struct Decisions: TemplateContext {
        let decisionPasses: [DecisionPass]
        let hasDecisions: Bool
    }

    struct DecisionPass: TemplateContext {
        /// "[4/9] Assign modules".
        let title: String
        let decisions: [DecisionRow]
    }

    struct DecisionRow: TemplateContext {
        let subject: String
        /// The subject is not the module itself.
        let showSubject: Bool
        let verdict: String
        let reason: String
        let rejected: Bool
        /// ✓ or ✗.
        let mark: String
        /// "kept" or "rejected".
        let markLabel: String
        let evidence: [Evidence]
        let hasEvidence: Bool
    }

    struct Evidence: TemplateContext {
        let location: String
        let locationShort: String
        let locationHref: String?
        let isFirst: Bool
    }

    func decisionContext(_ module: Module, page: String) -> Decisions {
        let (numbers, passCount) = passNumbers
        var passes: [(title: String, decisions: [DecisionRow])] = []
        var current: String?
        for decision in decisionsByModule[module.name] ?? [] {
            if decision.pass != current {
                current = decision.pass
                passes.append(("[\(numbers[decision.pass] ?? 0)/\(passCount)] \(decision.pass)", []))
            }
            passes[passes.count - 1].decisions.append(decisionRow(decision, module: module, page: page))
        }
        return Decisions(decisionPasses: passes.map { DecisionPass(title: $0.title, decisions: $0.decisions) },
                         hasDecisions: !passes.isEmpty)
    }

    /// Module name → the decisions about it (as `AppModel.decisions(aboutModule:)`), built once:
    /// filtering every decision for each module made a large app's pages quadratic.
    static func decisionsByModule(_ model: AppModel) -> [String: [Decision]] {
        var componentModules: [String: Set<String>] = [:]
        for module in model.modules {
            for component in module.components { componentModules[component.member == nil ? component.type : component.name, default: []].insert(module.name) }
        }
        var result: [String: [Decision]] = [:]
        for decision in model.inPassOrder(model.decisions) {
            var names = Set<String>()
            if let module = decision.module {
                names.insert(module)
            } else {
                let type = decision.subject.split(separator: ".", maxSplits: 1).first.map(String.init) ?? decision.subject
                names.formUnion(componentModules[type] ?? [])
                names.formUnion(componentModules[decision.subject] ?? [])
            }
            if decision.subject.hasPrefix("module ") { names.insert(String(decision.subject.dropFirst("module ".count))) }
            for name in names { result[name, default: []].append(decision) }
        }
        return result
    }

    private func decisionRow(_ decision: Decision, module: Module, page: String) -> DecisionRow {
        DecisionRow(
            subject: decision.subject,
            showSubject: decision.subject != "module \(module.name)",
            verdict: decision.verdict,
            reason: decision.reason,
            rejected: decision.rejected,
            mark: decision.rejected ? "✗" : "✓",
            markLabel: decision.rejected ? "rejected" : "kept",
            evidence: decision.evidence.enumerated().map { offset, location in
                Evidence(location: "\(location.file):\(location.line)", locationShort: Self.shortLocation(location),
                         locationHref: sourceHref(location, from: page), isFirst: offset == 0)
            },
            hasEvidence: !decision.evidence.isEmpty)
    }
}
