// MARK: - Reading the decisions back

/// The model stage as the commands and the site name it.
public enum ModelStage {
    /// The names of the model's passes, in the order they run (`[4/9] Assign modules`).
    public static var passNames: [String] { ModelPasses.all.map { $0.name } }
}

public extension AppModel {
    /// The decisions about a module, in pass order: those made in its name, those about the module
    /// itself (`module Home`), and those made in no module's name about its components and their
    /// properties (`HomePresenter`, `HomePresenter.view`).
    func decisions(aboutModule name: String) -> [Decision] {
        let types = Set(module(named: name)?.components.filter { $0.member == nil }.map(\.type) ?? [])
        let members = Set(module(named: name)?.components.compactMap { $0.member == nil ? nil : $0.name } ?? [])
        return inPassOrder(decisions.filter { decision in
            if decision.module == name || decision.subject == "module \(name)" { return true }
            guard decision.module == nil else { return false }
            let type = decision.subject.split(separator: ".", maxSplits: 1).first.map(String.init) ?? decision.subject
            return types.contains(type) || members.contains(decision.subject)
        })
    }

    /// Pass name → its number (from 1) among the model's passes; a pass the stage does not list
    /// (a test's) is numbered after them, by its first appearance among the decisions.
    var passNumbers: (numbers: [String: Int], count: Int) {
        var numbers: [String: Int] = [:]
        for (offset, name) in ModelStage.passNames.enumerated() { numbers[name] = offset + 1 }
        var count = numbers.count
        // By index: binding each decision copied all of it.
        for index in decisions.indices where numbers[decisions[index].pass] == nil {
            count += 1
            numbers[decisions[index].pass] = count
        }
        return (numbers, count)
    }

    /// Some of the model's decisions grouped by pass, in pass order, keeping their order within a
    /// pass (a repository of several sample apps lists each app's passes in turn).
    func inPassOrder(_ chosen: [Decision]) -> [Decision] {
        let numbers = passNumbers.numbers
        // Each decision's pass number is looked up once, not twice in every comparison of the sort.
        return chosen.enumerated()
            .map { (pass: numbers[$0.element.pass] ?? 0, offset: $0.offset) }
            .sorted { ($0.pass, $0.offset) < ($1.pass, $1.offset) }
            .map { chosen[$0.offset] }
    }
}
