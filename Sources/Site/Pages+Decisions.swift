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
        /// HTML: the decisions as the default theme lists them (`<ul class="decisions">`), to insert
        /// with `{{{html}}}`. A module page shows dozens of decisions, each with its evidence, and
        /// Mustache took a third of the time of a module page on them alone; a theme that wants
        /// other markup uses `decisions`. Made when a template reads the pass, not for the page's
        /// digest (which has the decisions): a rebuild digests every module page.
        var html: String { PageBuilder.html(of: decisions) }

        private enum CodingKeys: String, CodingKey { case title, decisions, html }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(title, forKey: .title)
            try container.encode(decisions, forKey: .decisions)
            if encoder.userInfo[TemplateLookup.forTemplate] != nil { try container.encode(html, forKey: .html) }
        }
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
        for index in decisionsByModule[module.name] ?? [] {
            let decision = content.model.decisions[index]
            if decision.pass != current {
                current = decision.pass
                passes.append(("[\(numbers[decision.pass] ?? 0)/\(passCount)] \(decision.pass)", []))
            }
            passes[passes.count - 1].decisions.append(decisionRow(decision, module: module, page: page))
        }
        return Decisions(decisionPasses: passes.map { DecisionPass(title: $0.title, decisions: $0.decisions) },
                         hasDecisions: !passes.isEmpty)
    }

    /// `decisions` as the default theme lists them.
    static func html(of decisions: [DecisionRow]) -> String {
        var html = "<ul class=\"decisions\">\n"
        for row in decisions {
            let label = HTML.escape(row.markLabel)
            html += "<li class=\"decision-\(row.rejected ? "rejected" : "kept")\"><span class=\"decision-mark\" title=\"\(label)\" "
                + "aria-label=\"\(label)\">\(HTML.escape(row.mark))</span> "
            if row.showSubject { html += "<code>\(HTML.escape(row.subject))</code>: " }
            html += "<strong>\(HTML.escape(row.verdict))</strong> — \(HTML.escape(row.reason))"
            if row.hasEvidence {
                html += " <span class=\"decision-evidence\">("
                for evidence in row.evidence {
                    if !evidence.isFirst { html += ", " }
                    let short = HTML.escape(evidence.locationShort)
                    html += "<code class=\"location\" title=\"\(HTML.escape(evidence.location))\">"
                        + (evidence.locationHref.map { "<a href=\"\(HTML.escape($0))\">\(short)</a>" } ?? short) + "</code>"
                }
                html += ")</span>"
            }
            html += "</li>\n"
        }
        return html + "</ul>"
    }

    /// Module name → the decisions about it (as `AppModel.decisions(aboutModule:)`), built once:
    /// filtering every decision for each module made a large app's pages quadratic.
    /// Indices, not decisions: a large app has tens of thousands, and copying each (as sorting and
    /// grouping them did) was most of the time of making the page builder.
    static func decisionsByModule(_ model: AppModel) -> [String: [Int]] {
        var componentModules: [String: Set<String>] = [:]
        for module in model.modules {
            for component in module.components { componentModules[component.member == nil ? component.type : component.name, default: []].insert(module.name) }
        }
        var result: [String: [Int]] = [:]
        let decisions = model.decisions
        let numbers = model.passNumbers.numbers
        // In pass order, keeping the order within a pass (as `AppModel.inPassOrder`).
        let passes = decisions.indices.map { numbers[decisions[$0].pass] ?? 0 }
        for index in decisions.indices.sorted(by: { (passes[$0], $0) < (passes[$1], $1) }) {
            let subject = decisions[index].subject
            var names = Set<String>()
            if let module = decisions[index].module {
                names.insert(module)
            } else {
                let type = subject.split(separator: ".", maxSplits: 1).first.map(String.init) ?? subject
                names.formUnion(componentModules[type] ?? [])
                names.formUnion(componentModules[subject] ?? [])
            }
            if subject.hasPrefix("module ") { names.insert(String(subject.dropFirst("module ".count))) }
            for name in names { result[name, default: []].append(index) }
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
