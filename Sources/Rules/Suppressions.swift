import Architecture
import SourceScanner

// MARK: - `// viper-docs:disable …` in the code

/// The regions of the code where rules are switched off by comments, and which comments were used.
final class Suppressions {
    /// The id of the note reported for a suppression comment that suppresses nothing.
    static let superfluousID = "superfluous-suppression"

    private struct Region {
        var fact: SuppressionFact
        var rules: Set<String>
        var lines: ClosedRange<Int>
        var used = false

        func covers(_ violation: Violation) -> Bool {
            lines.contains(violation.location.line) && (rules.contains("all") || rules.contains(violation.rule))
        }
    }

    /// By the file's bytes (`PathKey`).
    private var regions: [PathKey: [Region]] = [:]
    private let model: AppModel

    init(files: [FileFacts], model: AppModel) {
        self.model = model
        for file in files where !file.suppressions.isEmpty {
            var result: [Region] = []
            var open: [String: SuppressionFact] = [:]
            let end = max(file.lineCount, 1)
            for fact in file.suppressions {
                let line = fact.location.line
                switch fact.kind {
                case .disableNext:
                    result.append(Region(fact: fact, rules: Set(fact.rules), lines: line + 1...line + 1))
                case .disableThis:
                    result.append(Region(fact: fact, rules: Set(fact.rules), lines: line...line))
                case .disable:
                    for rule in fact.rules where open[rule] == nil { open[rule] = fact }
                case .enable:
                    for rule in fact.rules {
                        if let start = open.removeValue(forKey: rule) {
                            result.append(Region(fact: start, rules: [rule], lines: start.location.line...max(line, start.location.line)))
                        }
                    }
                }
            }
            for (rule, start) in open.sorted(by: { $0.key < $1.key }) {
                result.append(Region(fact: start, rules: [rule], lines: start.location.line...max(end, start.location.line)))
            }
            regions[PathKey(file.path)] = result
        }
    }

    /// The violations no region covers; marks the regions that covered one.
    func filter(_ violations: [Violation]) -> [Violation] {
        violations.filter { violation in
            guard var fileRegions = regions[PathKey(violation.location.file)] else { return true }
            var suppressed = false
            for index in fileRegions.indices where fileRegions[index].covers(violation) {
                fileRegions[index].used = true
                suppressed = true
            }
            regions[PathKey(violation.location.file)] = fileRegions
            return !suppressed
        }
    }

    /// A note for every comment whose regions suppressed nothing (only for rules that ran, so that a
    /// comment for a rule that is off or not selected is not reported).
    func unused(ruleIDs: Set<String>) -> [Violation] {
        var notes: [Violation] = []
        for (key, fileRegions) in regions {
            let path = key.path
            var byComment: [SuppressionFact: Bool] = [:]
            for region in fileRegions where region.rules.contains("all") || !region.rules.isDisjoint(with: ruleIDs) {
                byComment[region.fact, default: false] = byComment[region.fact, default: false] || region.used
            }
            for (fact, used) in byComment where !used {
                notes.append(Violation(
                    rule: Self.superfluousID, severity: .note, module: module(of: path), location: fact.location,
                    message: "'viper-docs:\(fact.kind.rawValue) \(fact.rules.joined(separator: " "))' suppresses nothing; remove it"))
            }
        }
        return notes
    }

    /// The module a file belongs to: the one with a component declared in it, else the one whose folder holds it.
    private func module(of path: String) -> String {
        if let module = model.modules.first(where: { $0.components.contains { $0.location.file == path } }) { return module.name }
        if let module = model.modules.filter({ !$0.folder.isEmpty && path.hasPrefix($0.folder + "/") }).max(by: { $0.folder.count < $1.folder.count }) {
            return module.name
        }
        return ""
    }
}

extension SuppressionFact: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind.rawValue)
        hasher.combine(rules)
        hasher.combine(location)
    }
}
