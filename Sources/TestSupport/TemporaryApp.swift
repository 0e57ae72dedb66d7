import Foundation
import XCTest

extension XCTestCase {
    /// Writes `files` (relative path → text) under a new temporary folder, removed when the test
    /// ends; returns the folder.
    public func temporaryApp(_ files: [String: String], named prefix: String = "app") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root
    }
}
