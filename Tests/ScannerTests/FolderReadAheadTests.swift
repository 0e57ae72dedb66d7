import Foundation
@testable import SourceScanner
import TestSupport
import XCTest

/// The walk reads subfolders ahead on another core, and recurses on a stack as deep as the tree.
final class FolderReadAheadTests: XCTestCase {
    func names(_ entries: [FolderEntry]?) -> [String]? {
        entries?.map(\.name).sorted()
    }

    func testEachFolderGetsItsOwnEntriesWhetherReadAheadOrNot() throws {
        let root = try temporaryApp([
            "A/One.swift": "", "A/Inner/Two.swift": "", "B/Three.swift": "", ".hidden/Four.swift": "", ".build/x.swift": "",
        ], named: "read-ahead")
        let ahead = FolderReadAhead()
        XCTAssertEqual(names(ahead.entries(root.path)), [".build", ".hidden", "A", "B"])
        // Read ahead (started by the root's entries), then read again where nothing was started.
        for folder in ["A", "B", ".build", "A/Inner", ".hidden", "Missing"] {
            let path = root.appendingPathComponent(folder).path
            XCTAssertEqual(names(ahead.entries(path)), names(FolderEntries.read(path)), folder)
        }
        XCTAssertNil(ahead.entries(root.appendingPathComponent("Missing").path), "an unreadable folder is nil, as FolderEntries.read says")
    }

    func testTheWalkGoesAsDeepAsTheTreeWhateverStackAsksForIt() throws {
        // 1,500 levels: the walk recurses once a level (about 4 KB each in a debug build, 6 MB here).
        // Asked from a thread with a 1 MB stack, it still runs on a stack of its own (256 MB).
        let root = try temporaryApp(["Top.swift": "final class Top {}\n"], named: "deep-walk")
        var folder = root
        for _ in 0..<1_500 { folder.appendPathComponent("d") }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "final class Deep {}\n".write(to: folder.appendingPathComponent("Deep.swift"), atomically: true, encoding: .utf8)
        final class Found: @unchecked Sendable { var files: [String] = [] }
        let found = Found()
        let done = DispatchSemaphore(value: 0)
        let scanner = SourceScanner(root: root)
        let thread = Thread {
            found.files = scanner.listing().files
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        XCTAssertEqual(done.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(found.files.count, 2)
        XCTAssertTrue(found.files.contains { $0.hasSuffix("/d/Deep.swift") }, "\(found.files.prefix(3))")
    }
}
