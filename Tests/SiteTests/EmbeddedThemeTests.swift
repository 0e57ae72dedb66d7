import DefaultTheme
import Foundation
import XCTest

/// The default theme is compiled into the binary (`Themes/DefaultTheme+Embedded.swift`), so a copied
/// binary carries it. This test fails when that file is not `Themes/default` as it is;
/// `UPDATE_THEME=1` rewrites it (review the diff).
final class EmbeddedThemeTests: XCTestCase {
    static let themes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Themes")

    /// The generated file for the theme folder as it is now.
    static func generated() throws -> String {
        let folder = themes.appendingPathComponent("default")
        let paths = (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
        var lines = ["// Generated from Themes/default by EmbeddedThemeTests (UPDATE_THEME=1 rewrites it): do not edit.", "", "extension DefaultTheme {",
                     "    /// Every file of `Themes/default`, by path, in base64: the theme the binary carries.",
                     "    static let embeddedFiles: [(path: String, base64: String)] = ["]
        for path in paths {
            let data = try Data(contentsOf: folder.appendingPathComponent(path))
            lines.append("        (\"\(path)\", \"\(data.base64EncodedString())\"),")
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    func testEmbeddedThemeIsCurrent() throws {
        let file = Self.themes.appendingPathComponent("DefaultTheme+Embedded.swift")
        let expected = try Self.generated()
        if ProcessInfo.processInfo.environment["UPDATE_THEME"] == "1" {
            try expected.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), expected,
                       "Themes/DefaultTheme+Embedded.swift is stale; run UPDATE_THEME=1 swift test --filter EmbeddedThemeTests and review the diff")
    }

    func testEmbeddedFilesAreTheThemeFolder() throws {
        let folder = Self.themes.appendingPathComponent("default")
        let embedded = DefaultTheme.embedded
        XCTAssertEqual(embedded.count, 20)
        for (path, data) in embedded {
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent(path)), data, path)
        }
    }
}
