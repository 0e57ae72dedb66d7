import ViperDocsKit
import XCTest

/// `HeapGrowth`: the heap grows by large steps, unless the user's `GLIBC_TUNABLES` says otherwise.
final class HeapGrowthTests: XCTestCase {
    func testThePaddingIsSetUnlessTheUserSetsIt() throws {
        #if canImport(Glibc)
        XCTAssertTrue(HeapGrowth.reserveAhead(environment: [:]), "glibc's mallopt is found and takes M_TOP_PAD")
        XCTAssertTrue(HeapGrowth.reserveAhead(environment: ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=0"]), "other tunables")
        XCTAssertFalse(HeapGrowth.reserveAhead(environment: ["GLIBC_TUNABLES": "glibc.malloc.top_pad=0"]), "the user's own padding")
        #else
        throw XCTSkip("glibc only")
        #endif
    }
}
