import Foundation
import SwiftParser
import SwiftSyntax

// MARK: - Scanning a tree of sources

/// Finds the source files under a root and turns each into `FileFacts`, in parallel.
public struct SourceScanner: Sendable {
    /// Folder names that never hold the app's own sources.
    public static let defaultExcludedFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "vendor", "node_modules", "build",
    ]
    /// A folder that holds this file was written by viper-docs (a site): never scanned.
    public static let siteMarker = ".viper-docs-site"

    public var root: URL
    public var excludedFolders: Set<String>
    /// Absolute paths never to descend into (the output folder).
    public var excludedPaths: Set<String>
    /// Decides whether a relative path is excluded by the user's configuration (globs).
    public var isExcluded: @Sendable (String) -> Bool
    /// Folders to scan, relative to the root; empty: the whole root.
    public var sourceRoots: [String]

    public init(root: URL, excludedFolders: Set<String> = SourceScanner.defaultExcludedFolders, excludedPaths: Set<String> = [],
                sourceRoots: [String] = [], isExcluded: @escaping @Sendable (String) -> Bool = { _ in false }) {
        self.root = root.standardizedFileURL
        self.excludedFolders = excludedFolders
        self.excludedPaths = Set(excludedPaths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        self.sourceRoots = sourceRoots
        self.isExcluded = isExcluded
    }

    /// The scannable files under the root, as paths relative to it, sorted.
    public func sourceFiles() -> [String] {
        var found: [String] = []
        let fm = FileManager.default
        func walk(_ folder: URL, relative: String) {
            guard let names = try? fm.contentsOfDirectory(atPath: folder.path) else { return }
            if names.contains(Self.siteMarker) { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                let rel = relative.isEmpty ? name : "\(relative)/\(name)"
                if isExcluded(rel) { continue }
                var isDirectory: ObjCBool = false
                guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    if excludedFolders.contains(name) || Self.isTestFolder(name) || excludedPaths.contains(url.standardizedFileURL.path) {
                        continue
                    }
                    walk(url, relative: rel)
                } else if Self.language(of: name) != nil {
                    found.append(rel)
                }
            }
        }
        let starts = sourceRoots.map { $0.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/") }
        if starts.isEmpty || starts.contains("") {
            walk(root, relative: "")
        } else {
            for start in Set(starts).sorted() { walk(root.appendingPathComponent(start), relative: start) }
        }
        return Array(Set(found)).sorted()
    }

    /// Test targets (`HomeTests`, `AppUITests`) hold mocks that look like components.
    static func isTestFolder(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasSuffix("UITests") || name == "Tests"
    }

    public static func language(of fileName: String) -> SourceLanguage? {
        if fileName.hasSuffix(".swift") { return .swift }
        if fileName.hasSuffix(".h") || fileName.hasSuffix(".m") || fileName.hasSuffix(".mm") { return .objectiveC }
        return nil
    }

    /// Scans the given files (relative paths) with up to one task per core; the result is in the
    /// order of `paths`. A file that cannot be read is reported, not skipped silently.
    public func scan(_ paths: [String]) async throws -> [FileFacts] {
        let root = self.root
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var results = [FileFacts?](repeating: nil, count: paths.count)
        try await withThrowingTaskGroup(of: (Int, FileFacts).self) { group in
            var next = 0
            func addNext() {
                guard next < paths.count else { return }
                let index = next
                let path = paths[index]
                group.addTask {
                    let url = root.appendingPathComponent(path)
                    guard let data = FileManager.default.contents(atPath: url.path) else {
                        throw ScanError.unreadable(path: path)
                    }
                    let text = String(decoding: data, as: UTF8.self)
                    return (index, Self.scan(source: text, path: path))
                }
                next += 1
            }
            for _ in 0..<width { addNext() }
            while let (index, facts) = try await group.next() {
                results[index] = facts
                addNext()
            }
        }
        return results.compactMap { $0 }
    }

    /// Parses one file (once) and collects its facts.
    public static func scan(source: String, path: String) -> FileFacts {
        switch language(of: path) {
        case .objectiveC:
            return ObjectiveCScanner.scan(source: source, path: path)
        default:
            let tree = Parser.parse(source: source)
            let visitor = SwiftFactsVisitor(path: path, tree: tree)
            visitor.walk(tree)
            return visitor.facts
        }
    }
}

/// Why scanning failed.
public enum ScanError: Error, LocalizedError, Equatable {
    case unreadable(path: String)

    public var errorDescription: String? {
        switch self {
        case .unreadable(let path): "cannot read \(path): check that the file exists and is readable"
        }
    }
}
