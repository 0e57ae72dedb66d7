import SourceScanner
import XCTest

/// Paths by their bytes: `Café` in NFC and in NFD are equal Swift strings but two files.
final class PathKeyTests: XCTestCase {
    let nfc = "Modules/Caf\u{E9}/A.swift", nfd = "Modules/Cafe\u{301}/A.swift"

    func testTwoNormalisationsAreTwoKeysInNameOrderThenByBytes() {
        XCTAssertEqual(nfc, nfd, "Swift's strings compare canonically")
        XCTAssertNotEqual(PathKey(nfc), PathKey(nfd))
        XCTAssertEqual(Set([PathKey(nfc), PathKey(nfd), PathKey(nfc)]).count, 2)
        XCTAssertEqual([PathKey(nfc), PathKey("Modules/B.swift"), PathKey(nfd)].sorted().map { Array($0.path.utf8) },
                       [Array("Modules/B.swift".utf8), Array(nfd.utf8), Array(nfc.utf8)])
    }

    func testAPathMapKeepsBoth() {
        var map = PathMap<Int>()
        map[nfc] = 1
        map[nfd] = 2
        map[nfc, default: 0] += 10
        XCTAssertEqual(map.count, 2)
        XCTAssertEqual(map[nfc], 11)
        XCTAssertEqual(map[nfd], 2)
        XCTAssertEqual(PathMap(firstOf: [(nfc, 1), (nfd, 2), (nfc, 3)]), [nfc: 1, nfd: 2])
        XCTAssertEqual(Set(map.paths.map(PathKey.init)), [PathKey(nfc), PathKey(nfd)])
    }

    func testLocationsInTwinFilesDiffer() {
        let a = SourceLocation(file: nfc, line: 1, column: 1), b = SourceLocation(file: nfd, line: 1, column: 1)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([a, b, a]).count, 2)
        XCTAssertTrue(b < a)
    }
}
