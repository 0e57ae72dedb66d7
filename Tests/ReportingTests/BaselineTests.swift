import Foundation
import Reporting
import Rules
import SourceScanner
import XCTest

final class BaselineTests: XCTestCase {
    let view = Fixtures.homeView
    let line = "    private let view: HomeViewInterface"

    func moved(_ violation: Violation, by lines: Int) -> Violation {
        var moved = violation
        moved.location.line += lines
        return moved
    }

    // MARK: - Matching

    func testAFindingStillMatchesAfterItsLineMoves() {
        let baseline = Baseline([view], sourceLines: [view: line])
        let shifted = moved(view, by: 12)
        let outcome = baseline.apply(to: [shifted], sourceLines: [shifted: line])
        XCTAssertEqual(outcome.new, [])
        XCTAssertEqual(outcome.baselined, [shifted])
        XCTAssertEqual(outcome.unmatched, [])
    }

    func testWhitespaceChangesOnTheLineStillMatch() {
        let baseline = Baseline([view], sourceLines: [view: line])
        let outcome = baseline.apply(to: [view], sourceLines: [view: "\tprivate   let view:  HomeViewInterface  \r"])
        XCTAssertEqual(outcome.baselined, [view])
    }

    func testAChangedLineNoLongerMatches() {
        let baseline = Baseline([view], sourceLines: [view: line])
        let outcome = baseline.apply(to: [view], sourceLines: [view: "    private var view: HomeViewInterface!"])
        XCTAssertEqual(outcome.new, [view])
        XCTAssertEqual(outcome.baselined, [])
        XCTAssertEqual(outcome.unmatched, [BaselineEntry(view, sourceLine: line)], "the old entry is stale")
    }

    func testRuleModuleAndFileMustMatchToo() {
        let baseline = Baseline([view], sourceLines: [view: line])
        var otherRule = view, otherModule = view, otherFile = view
        otherRule.rule = "no-strong-reference-cycle"
        otherModule.module = "Search"
        otherFile.location.file = "Modules/Home/HomeView.swift"
        for violation in [otherRule, otherModule, otherFile] {
            XCTAssertEqual(baseline.apply(to: [violation], sourceLines: [violation: line]).new, [violation])
        }
    }

    func testAFaultOnceReportedPerModuleStillMatchesItsEntries() {
        // Baselines written before findings were merged hold one entry per module of a shared type's fault.
        var home = view, search = view
        search.module = "Search"
        let old = Baseline([home, search], sourceLines: [home: line, search: line])
        home.otherModules = ["Search"]
        let outcome = old.apply(to: [home], sourceLines: [home: line])
        XCTAssertEqual(outcome.baselined, [home])
        XCTAssertEqual(outcome.new, [])
        XCTAssertEqual(outcome.unmatched, [], "both entries are the one finding's")
        XCTAssertEqual(Baseline([home], sourceLines: [home: line]).apply(to: [home], sourceLines: [home: line]).baselined, [home])
    }

    func testDuplicatesAreCounted() {
        let (a, b) = (Fixtures.duplicateA, Fixtures.duplicateB)
        let lines = Fixtures.sourceLines
        XCTAssertEqual(BaselineEntry(a, sourceLine: lines[a]!), BaselineEntry(b, sourceLine: lines[b]!), "same key")

        let one = Baseline([a], sourceLines: lines)
        let outcome = one.apply(to: [b, a], sourceLines: lines)
        XCTAssertEqual(outcome.baselined, [a], "one entry accepts one finding, the first in report order")
        XCTAssertEqual(outcome.new, [b], "the second identical finding is new")

        let both = Baseline([a, b], sourceLines: lines)
        XCTAssertEqual(both.entries.count, 2)
        XCTAssertEqual(both.apply(to: [a, b], sourceLines: lines).new, [])
        let fixedOne = both.apply(to: [b], sourceLines: lines)
        XCTAssertEqual(fixedOne.new, [])
        XCTAssertEqual(fixedOne.unmatched.count, 1, "one of the two entries is left over")
    }

    func testAMissingLineCountsAsEmpty() {
        let baseline = Baseline([view], sourceLines: [:])
        XCTAssertEqual(baseline.entries.first?.source, "")
        XCTAssertEqual(baseline.apply(to: [view], sourceLines: [:]).baselined, [view])
    }

    func testNormalisationCollapsesAndTrimsWhitespace() {
        XCTAssertEqual(Baseline.normalised(" \t private  weak\tvar view : V? \r\n"), "private weak var view : V?")
        XCTAssertEqual(Baseline.normalised("   "), "")
    }

    // MARK: - The file

    func testTheFileIsPrettySortedJSONWhateverTheOrderOfFindings() throws {
        let baseline = Baseline(Fixtures.violations, sourceLines: Fixtures.sourceLines)
        let text = try baseline.encoded()
        try assertGolden(text, named: "baseline.json")
        XCTAssertEqual(try Baseline(Fixtures.violations.reversed(), sourceLines: Fixtures.sourceLines).encoded(), text)
        XCTAssertEqual(baseline.entries, baseline.entries.sorted())
        XCTAssertEqual(baseline.entries.count, Fixtures.violations.count)
        XCTAssertEqual(try Baseline.decode(Data(text.utf8)), baseline, "round trip")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        let first = try XCTUnwrap((object["entries"] as? [[String: Any]])?.first)
        XCTAssertEqual(Set(first.keys), ["rule", "module", "file", "source"])
    }

    func testMalformedFilesAreRejectedWithAOneLineReason() {
        let cases: [(String, Baseline.DecodingFailure)] = [
            ("not json", .notJSON),
            ("", .notJSON),
            (#"{"version": 2, "entries": []}"#, .unsupportedVersion(2)),
            (#"{"version": 1}"#, .invalid("missing 'entries' at the top level")),
            (#"{"entries": []}"#, .invalid("missing 'version' at the top level")),
            (#"{"version": 1, "entries": [{"rule": "r", "module": "M", "file": "f", "source": 3}]}"#, .invalid("unexpected value at entries[0].source")),
            (#"[1, 2]"#, .invalid("unexpected value at the top level")),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Baseline.decode(Data(text.utf8)), text) { error in
                XCTAssertEqual(error as? Baseline.DecodingFailure, expected, text)
                XCTAssertFalse("\(error)".contains("\n"), "one line")
            }
        }
    }

    func testDecodingSortsTheEntriesAndNormalisesNothingAway() throws {
        let text = #"{"version": 1, "entries": [{"rule": "r", "module": "M", "file": "b.swift", "source": "x"}, {"rule": "r", "module": "M", "file": "a.swift", "source": "y"}]}"#
        let baseline = try Baseline.decode(Data(text.utf8))
        XCTAssertEqual(baseline.entries.map(\.file), ["a.swift", "b.swift"])
    }

    // MARK: - Fingerprints

    func testFingerprintsAreStableAndCountDuplicates() {
        let fingerprints = Baseline.fingerprints(Fixtures.violations, sourceLines: Fixtures.sourceLines)
        let a = fingerprints[Fixtures.duplicateA]!, b = fingerprints[Fixtures.duplicateB]!
        XCTAssertEqual(a.split(separator: ":").first, b.split(separator: ":").first)
        XCTAssertEqual([a.hasSuffix(":1"), b.hasSuffix(":2")], [true, true])
        XCTAssertEqual(Set(fingerprints.values).count, Fixtures.violations.count)
        // Pinned: a fingerprint must not change between runs, machines or Swift versions (FNV-1a, not `hashValue`).
        XCTAssertEqual(BaselineEntry(rule: "r", module: "M", file: "f", source: " s ").fingerprint, "98194222ab91dc2e")
    }
}
