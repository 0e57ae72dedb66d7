import Foundation
@testable import Site
import XCTest

/// The search index's JSON writer writes what `JSONSerialization` wrote before it (slashes
/// unescaped), with `<` escaped as `\u003c`.
final class PackedJSONTests: XCTestCase {
    private let tricky = [
        "", "plain", "a/b/c.swift", #"quote " and backslash \"#, "line\nbreak\r\ttab", "\u{0}\u{1}\u{8}\u{C}\u{1F}\u{7F}",
        "</script><script>alert(1)</script>", "Ünïcode — ok", "emoji 👩‍👩‍👧 and flags 🇩🇪", "\u{2028}\u{2029}",
        "combining e\u{301}", "<<>>&&''",
    ]

    func testStringsAreWrittenAsJSONSerializationWritesThemWithLessThanEscaped() throws {
        for string in tricky {
            let expected = try XCTUnwrap(String(data: JSONSerialization.data(withJSONObject: [string], options: [.withoutEscapingSlashes]),
                                                encoding: .utf8)).replacingOccurrences(of: "<", with: "\\u003c")
            XCTAssertEqual(PackedJSON.array([.string(string)]).text, expected, string.debugDescription)
        }
    }

    func testNestedArraysAndNumbers() throws {
        let value: PackedJSON = [.string("m"), 0, -12, [[], [.string("x"), 3]]]
        let expected = try JSONSerialization.data(withJSONObject: ["m", 0, -12, [[], ["x", 3]]] as [Any], options: [.withoutEscapingSlashes])
        XCTAssertEqual(value.text, String(decoding: expected, as: UTF8.self))
        let decoded = try JSONSerialization.jsonObject(with: Data(PackedJSON.array(tricky.map(PackedJSON.string)).text.utf8)) as? [String]
        XCTAssertEqual(decoded, tricky, "every string reads back as it was")
    }
}
