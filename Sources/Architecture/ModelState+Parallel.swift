import Dispatch
import SourceScanner

// MARK: - Per-module work on both cores
//
// Several passes do the same independent work for every module (or every group of candidates):
// resolve its references, find its protocols, rank its candidates. That work reads the state and
// decides; `ModelState.map(_:_:)` runs it on every core, each item with a decision log of its own,
// and appends the logs in item order: the model and its decisions are the ones a serial loop makes.

/// The decisions of one item of a parallel map, appended to the state's afterwards.
struct DecisionLog {
    let pass: String
    /// As `ModelState.recordsDecisions`.
    let records: Bool
    private(set) var decisions: [Decision] = []

    init(pass: String, records: Bool = true) {
        self.pass = pass
        self.records = records
    }

    /// As `ModelState.decide`: why something was decided (or, with `rejected`, an option turned down),
    /// put into words only when recorded.
    mutating func decide(_ subject: @autoclosure () -> String, _ verdict: @autoclosure () -> String,
                         because reason: @autoclosure () -> String, module: @autoclosure () -> String? = nil,
                         evidence: @autoclosure () -> [SourceLocation] = [], rejected: Bool = false) {
        guard records else { return }
        decisions.append(Decision(pass: pass, subject: subject(), module: module(), verdict: verdict(), reason: reason(),
                                  distinctLines: evidence(), rejected: rejected))
    }
}

extension ModelState {
    /// `work(i, state, &log)` for every `i` in `0..<count`, spread over the cores; the results in
    /// order of `i`, each item's decisions appended in that order. `work` must only read the state.
    mutating func map<T>(_ count: Int, _ work: (Int, ModelState, inout DecisionLog) -> T) -> [T] {
        let snapshot = self
        let pass = currentPass, records = recordsDecisions
        let results = Parallel.map(count) { i -> (T, [Decision]) in
            var log = DecisionLog(pass: pass, records: records)
            let value = work(i, snapshot, &log)
            return (value, log.decisions)
        }
        for (_, decisions) in results { self.decisions += decisions }
        return results.map(\.0)
    }
}
