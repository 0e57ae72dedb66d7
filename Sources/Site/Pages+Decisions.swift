import Architecture
import Foundation
import SourceScanner

// MARK: - Why the model sees a module so

extension PageBuilder {
    /// The module page's disclosure of the model's decisions (what `viper-docs explain NAME` prints):
    /// `decisionPasses` [{`title` ("[4/9] Assign modules"), `decisions` [{`subject`, `showSubject`
    /// (the subject is not the module itself), `verdict`, `reason`, `rejected`, `mark` (✓ or ✗),
    /// `markLabel` ("kept" or "rejected"), `evidence` [{`location`, `locationShort`, `locationHref`,
    /// `isFirst`}], `hasEvidence`}]}], `hasDecisions`.
    func decisionContext(_ module: Module, page: String) -> [String: Any] {
        let (numbers, passCount) = passNumbers
        var passes: [(title: String, decisions: [[String: Any]])] = []
        var current: String?
        for decision in decisionsByModule[module.name] ?? [] {
            if decision.pass != current {
                current = decision.pass
                passes.append(("[\(numbers[decision.pass] ?? 0)/\(passCount)] \(decision.pass)", []))
            }
            passes[passes.count - 1].decisions.append(decisionRow(decision, module: module, page: page))
        }
        return [
            "decisionPasses": passes.map { ["title": $0.title, "decisions": $0.decisions] as [String: Any] },
            "hasDecisions": !passes.isEmpty,
        ]
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

    private func decisionRow(_ decision: Decision, module: Module, page: String) -> [String: Any] {
        [
            "subject": decision.subject,
            "showSubject": decision.subject != "module \(module.name)",
            "verdict": decision.verdict,
            "reason": decision.reason,
            "rejected": decision.rejected,
            "mark": decision.rejected ? "✗" : "✓",
            "markLabel": decision.rejected ? "rejected" : "kept",
            "evidence": decision.evidence.enumerated().map { offset, location in
                [
                    "location": "\(location.file):\(location.line)",
                    "locationShort": Self.shortLocation(location),
                    "locationHref": sourceHref(location, from: page),
                    "isFirst": offset == 0,
                ] as [String: Any]
            },
            "hasEvidence": !decision.evidence.isEmpty,
        ]
    }
}
