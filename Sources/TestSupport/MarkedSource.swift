import Architecture
import Rules
import SourceScanner

// MARK: - Marked sources
//
// Tests write the expected positions into the code (`↓` or `1️⃣`, `2️⃣`, …) instead of
// counting lines, in the manner of swift-format's and swift-syntax's tests.

/// A source with its markers taken out and their positions kept.
public struct MarkedSource: Sendable {
    /// The code without markers.
    public var code: String
    /// Each marker's position (1-based line and column of the character after it), by marker.
    public var markers: [String: [(line: Int, column: Int)]]

    public static let markerCharacters: [String] = ["↓", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    public init(_ marked: String) {
        var code = ""
        var markers: [String: [(line: Int, column: Int)]] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        outer: while !rest.isEmpty {
            for marker in Self.markerCharacters where rest.hasPrefix(marker) {
                markers[marker, default: []].append((line, column))
                rest = rest.dropFirst(marker.count)
                continue outer
            }
            let character = rest.removeFirst()
            code.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count  // columns count UTF-8 bytes, as SwiftSyntax's do
            }
        }
        self.code = code
        self.markers = markers
    }

    /// The position of the only `marker`.
    public func position(_ marker: String = "↓") -> (line: Int, column: Int)? {
        markers[marker]?.first
    }
}

// MARK: - Small apps from inline sources

public enum InlineApp {
    /// Scans inline files (markers removed) and returns their facts.
    public static func facts(_ files: [(path: String, code: String)]) -> [FileFacts] {
        files.map { SourceScanner.scan(source: MarkedSource($0.code).code, path: $0.path) }
    }

    public static func model(_ files: [(path: String, code: String)]) -> AppModel {
        ModelBuilder(files: facts(files)).build()
    }

    /// The positions of every `↓` in the files, as locations.
    public static func markedLocations(_ files: [(path: String, code: String)]) -> [SourceLocation] {
        files.flatMap { file in
            (MarkedSource(file.code).markers["↓"] ?? []).map { SourceLocation(file: file.path, line: $0.line, column: $0.column) }
        }.sorted()
    }
}

extension RuleExample {
    /// The example's files as `(path, code)` pairs.
    public var pairs: [(path: String, code: String)] {
        files.map { ($0.path, $0.code) }
    }
}
