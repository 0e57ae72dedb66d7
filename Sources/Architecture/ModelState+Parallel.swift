import Dispatch
import SourceScanner

// MARK: - Per-module work on both cores
//
// Several passes do the same independent work for every module (or every group of candidates):
// resolve its references, find its protocols, rank its candidates. That work reads the state and
// decides; `ModelState.map(_:_:)` runs it on every core, each item with a decision log of its own,
// and appends the logs in item order: the model and its decisions are the ones a serial loop makes.

/// Decisions in the order they were made: the state's, and one for each item of a parallel map,
/// appended to the state's afterwards.
struct DecisionLog {
    /// The pass that decides.
    var pass: String
    /// Whether decisions are recorded (put into words) at all.
    var records: Bool
    private(set) var decisions: [Decision] = []

    init(pass: String, records: Bool = true) {
        self.pass = pass
        self.records = records
    }

    /// Why something was decided (or, with `rejected`, an option turned down), put into words only
    /// when recorded.
    mutating func decide(_ subject: @autoclosure () -> String, _ verdict: @autoclosure () -> String,
                         because reason: @autoclosure () -> String, module: @autoclosure () -> String? = nil,
                         evidence: @autoclosure () -> [SourceLocation] = [], rejected: Bool = false) {
        guard records else { return }
        decisions.append(Decision(pass: pass, subject: subject(), module: module(), verdict: verdict(), reason: reason(),
                                  distinctLines: evidence(), rejected: rejected))
    }

    /// The same pass and setting, with no decisions yet (for one item of a parallel map).
    var emptied: DecisionLog { DecisionLog(pass: pass, records: records) }

    mutating func append(_ other: DecisionLog) {
        decisions += other.decisions
    }
}

extension ModelState {
    /// `work(i, state, &log)` for every `i` in `0..<count`, spread over the cores; the results in
    /// order of `i`, each item's decisions appended in that order. `work` must only read the state.
    mutating func map<T>(_ count: Int, _ work: (Int, ModelState, inout DecisionLog) -> T) -> [T] {
        let snapshot = self
        let empty = log.emptied
        let results = Parallel.map(count) { i -> (T, DecisionLog) in
            var itemLog = empty
            let value = work(i, snapshot, &itemLog)
            return (value, itemLog)
        }
        for (_, itemLog) in results { log.append(itemLog) }
        return results.map(\.0)
    }
}
