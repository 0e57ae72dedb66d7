@testable import BuildCache
import Crypto
import Foundation
import XCTest

/// `FileDigests` reads a file again whenever its stat does not prove it unchanged, and never
/// otherwise: a digest from the table is always the digest of the file's bytes.
final class FileDigestsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-digests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `text` to `name`, last modified an hour ago (well out of the racy window).
    @discardableResult
    private func write(_ text: String, to name: String, modified: Date = Date(timeIntervalSinceNow: -3600)) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        return path
    }

    private func sha(_ text: String) -> String { CacheEntry.hex(SHA256.hash(data: Data(text.utf8))) }

    /// A table as the next build reads it from the cache.
    private func nextBuild(after digests: FileDigests) -> FileDigests {
        FileDigests(known: FileDigests.read(digests.table))
    }

    func testAFileWhoseStatIsUnchangedIsNotReadAgain() throws {
        let paths = try (0..<20).map { try write("let value\($0) = \($0)\n", to: "File \($0).swift") }
        let first = FileDigests()
        XCTAssertEqual(first.digests(of: paths), (0..<20).map { sha("let value\($0) = \($0)\n") })
        XCTAssertEqual(first.reads, 20)

        let second = nextBuild(after: first)
        XCTAssertEqual(second.digests(of: paths), (0..<20).map { sha("let value\($0) = \($0)\n") })
        XCTAssertEqual(second.reads, 0, "every file's stat vouches for its digest")
        XCTAssertEqual(nextBuild(after: second).digests(of: paths), first.digests(of: paths), "what was vouched for is remembered too")
    }

    func testAChangedFileIsReadAgainEvenWithItsSizeAndModificationTimeRestored() throws {
        let old = Date(timeIntervalSinceNow: -3600)
        let path = try write("let a = 1\n", to: "A.swift", modified: old)
        let first = FileDigests()
        XCTAssertEqual(first.digest(of: path), sha("let a = 1\n"))

        // Same size, same modification time (as `touch -d` or `rsync -t` leave it): the status-change time tells.
        try write("let a = 2\n", to: "A.swift", modified: old)
        let second = nextBuild(after: first)
        XCTAssertEqual(second.digest(of: path), sha("let a = 2\n"))
        XCTAssertEqual(second.reads, 1)
    }

    func testAFileModifiedJustBeforeItWasReadIsReadAgain() throws {
        let path = try write("let a = 1\n", to: "A.swift", modified: Date())
        let first = FileDigests()
        XCTAssertEqual(first.digest(of: path), sha("let a = 1\n"))
        let second = nextBuild(after: first)
        XCTAssertEqual(second.digest(of: path), sha("let a = 1\n"))
        XCTAssertEqual(second.reads, 1, "a racily clean file proves nothing by its stat")
    }

    func testMissingAndReplacedFiles() throws {
        let path = try write("let a = 1\n", to: "A.swift")
        let first = FileDigests()
        _ = first.digest(of: path)
        try FileManager.default.removeItem(atPath: path)
        XCTAssertNil(nextBuild(after: first).digest(of: path))
        XCTAssertNil(FileDigests().digest(of: folder.path), "a folder has no digest")

        // A new file at the same path (another inode) is read.
        try write("let b = 22\n", to: "A.swift")
        let third = nextBuild(after: first)
        XCTAssertEqual(third.digest(of: path), sha("let b = 22\n"))
        XCTAssertEqual(third.reads, 1)
    }

    func testADamagedTableIsIgnoredAndEveryFileRead() throws {
        let paths = try (0..<3).map { try write("// \($0)\n", to: "F\($0).swift") }
        let first = FileDigests()
        _ = first.digests(of: paths)
        let table = first.table
        let damaged: [Data] = [
            Data(), Data("garbage".utf8), table.prefix(30), Data("viper-docs-digests 2\n".utf8) + table.dropFirst(21),
            Data(String(decoding: table, as: UTF8.self).replacingOccurrences(of: " /", with: " relative/").utf8),
        ]
        for data in damaged {
            let next = FileDigests(known: FileDigests.read(data))
            XCTAssertEqual(next.digests(of: paths), (0..<3).map { sha("// \($0)\n") })
            XCTAssertEqual(next.reads, 3, "\(String(decoding: data, as: UTF8.self).prefix(40))")
        }
        // A row that does not read is skipped; the others count.
        let withBadRow = Data(String(decoding: table, as: UTF8.self)
            .replacingOccurrences(of: "viper-docs-digests 1\n", with: "viper-docs-digests 1\n1 2\nx y z\n").utf8)
        let skipping = FileDigests(known: FileDigests.read(withBadRow))
        _ = skipping.digests(of: paths)
        XCTAssertEqual(skipping.reads, 0)
        // Cut in the middle of the last row: the whole rows before it still count.
        let cut = FileDigests(known: FileDigests.read(table.dropLast(10)))
        _ = cut.digests(of: paths)
        XCTAssertEqual(cut.reads, 1)
    }

    func testTheCacheKeepsTheTableBetweenBuilds() throws {
        let path = try write("let a = 1\n", to: "A.swift")
        let root = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let cache = try BuildCache(root: root, toolIdentity: "test")
        let first = cache.fileDigests()
        _ = first.digest(of: path)
        cache.storeFileDigests(first)
        let second = try XCTUnwrap(BuildCache(existingAt: root, toolIdentity: "another tool")).fileDigests()
        XCTAssertEqual(second.digest(of: path), sha("let a = 1\n"))
        XCTAssertEqual(second.reads, 0, "files' digests do not depend on the tool")
    }

    func testTableNumbersReadToTheLimitsOfInt64() {
        func integer(_ text: String) -> Int64? { LineTable.integer(ArraySlice(text.utf8)) }
        XCTAssertEqual(integer("1795478729860334053"), 1_795_478_729_860_334_053, "nanoseconds since 1970 have 19 digits")
        XCTAssertEqual(integer("9223372036854775807"), Int64.max)
        XCTAssertEqual(integer("-42"), -42)
        for bad in ["", "-", "1a", "9223372036854775808", "12345678901234567890", " 1", "+1"] { XCTAssertNil(integer(bad), bad) }
    }

    /// A key is the SHA-256 of each part after its byte count: the same bytes whether a part is text
    /// (hashed in place) or data.
    func testPartsDigestHashesEachPartAfterItsByteCount() {
        var digest = PartsDigest()
        digest.add("ab")
        digest.add("é!")
        digest.add(Data([0, 1, 2]))
        digest.add("")
        let expected = SHA256.hash(data: Data("2:ab3:é!3:".utf8) + Data([0, 1, 2]) + Data("0:".utf8))
        XCTAssertEqual(digest.finish(), CacheEntry.hex(expected))
        XCTAssertEqual(digest.finish(), "85453b47e29ec457582f408027b40059ae7c4da27361d9febbd1d2726c5cd1b3", "the digest of earlier builds")
    }
}
