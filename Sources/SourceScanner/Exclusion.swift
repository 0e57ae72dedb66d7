import Foundation

// MARK: - What is not scanned, and why
//
// Nothing disappears silently: every folder or file the walk skips on purpose is listed with a
// short reason, and the site and the graph JSON show the list.

/// A folder or a file under the scanned root that was not scanned.
public struct Exclusion: Codable, Sendable, Hashable, Comparable {
    /// Relative to the scanned root, with `/`: a folder (`Pods`) or a file (`Home/HomeSpec.swift`).
    public var path: String
    /// A short human phrase: `test target`, `CocoaPods dependencies`, `generated code`…
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// By the path's bytes: two paths that differ only in Unicode normalisation are two entries.
    public static func == (a: Exclusion, b: Exclusion) -> Bool {
        PathKey(a.path) == PathKey(b.path) && a.reason == b.reason
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(PathKey(path))
        hasher.combine(reason)
    }

    public static func < (a: Exclusion, b: Exclusion) -> Bool {
        PathKey(a.path) != PathKey(b.path) ? PathKey(a.path) < PathKey(b.path) : a.reason < b.reason
    }
}

/// The reasons the scanner gives.
public enum ExclusionReason {
    public static let xcodeTemplate = "Xcode file template"
    public static let generambaTemplate = "Generamba template"
    public static let testTarget = "test target"
    public static let testFile = "test file"
    public static let generatedCode = "generated code"
    public static let buildOutput = "build output"
    public static let configuration = "excluded by configuration"

    // Problems: listed like the others, and each is also a warning on stderr (`problems`).
    public static let outsideRoot = "symbolic link that leads outside the scanned folder"
    public static let danglingLink = "dangling symbolic link"
    public static let linkLoop = "symbolic link loop"
    public static let duplicateFolder = "folder already scanned through a symbolic link"
    public static let unreadableFolder = "folder that cannot be read"
    public static let unreadableFile = "file that cannot be read"
    public static let fifo = "FIFO (named pipe), never opened"
    public static let socket = "socket, never opened"
    public static let device = "device file, never opened"
    public static let undecodableName = "name that is not valid UTF-8"
    public static let pathTooLong = "path longer than the system allows (4096 bytes)"
    public static let foreignSiteMarker = "site marker that viper-docs did not write (its folder is scanned all the same)"

    static func special(_ kind: FileKind) -> String {
        switch kind {
        case .fifo: fifo
        case .socket: socket
        default: device
        }
    }

    /// The reasons that are problems to fix rather than choices, each with what to do about it.
    public static let problems: [String: String] = [
        outsideRoot: "set allow-outside-root: true in .viper-docs.yml to read what it leads to",
        danglingLink: "fix or remove the link",
        linkLoop: "remove the link, or exclude it in .viper-docs.yml",
        duplicateFolder: "exclude one of the two paths in .viper-docs.yml",
        unreadableFolder: "check its permissions",
        unreadableFile: "check its permissions",
        fifo: "remove it, or exclude it in .viper-docs.yml",
        socket: "remove it, or exclude it in .viper-docs.yml",
        device: "remove it, or exclude it in .viper-docs.yml",
        undecodableName: "rename it in UTF-8",
        pathTooLong: "move it to a shallower folder, or exclude it in .viper-docs.yml",
        foreignSiteMarker: "remove it: only a site viper-docs wrote is left out of the scan",
    ]

    /// The warning line for a problem (`Modules/Pipe.swift: skipped, FIFO (named pipe), never
    /// opened; remove it, or exclude it in .viper-docs.yml`), or nil for an exclusion by choice.
    public static func warning(for exclusion: Exclusion) -> String? {
        guard let advice = problems[exclusion.reason] else { return nil }
        return "\(exclusion.path): skipped, \(exclusion.reason); \(advice)"
    }
}

/// The built-in exclusions, which `include:` in `.viper-docs.yml` overrides.
public enum DefaultExclusions {
    /// Folders of dependency managers and build output, by name, with their reason.
    public static let folders: [String: String] = [
        "Pods": "CocoaPods dependencies",
        "Carthage": "Carthage dependencies",
        "vendor": "vendored dependencies", "Vendor": "vendored dependencies", "Vendors": "vendored dependencies",
        "ThirdParty": "vendored dependencies", "3rdParty": "vendored dependencies",
        "node_modules": "npm packages",
        "SourcePackages": "Swift package checkouts",
        "Checkouts": "Swift package checkouts",
        ".build": ExclusionReason.buildOutput,
        "DerivedData": ExclusionReason.buildOutput,
        "build": ExclusionReason.buildOutput,
    ]

    /// Placeholders of Xcode and Generamba templates in file and folder names.
    static let templatePlaceholders = ["___VARIABLE_", "___FILEBASENAME"]

    /// Why the folder `name` at `url` is skipped by default, or nil. `names`: the folder's entries
    /// (nil when it cannot be read). `excludedFolders` are the names the scanner was given
    /// (`SourceScanner.defaultExcludedFolders` unless a caller chose others).
    static func reason(forFolder name: String, at url: URL, names: [String]?, excludedFolders: Set<String>) -> String? {
        if excludedFolders.contains(name) { return folders[name] ?? ExclusionReason.buildOutput }
        if name.hasSuffix(".xctemplate") || templatePlaceholders.contains(where: name.containsBytes) {
            return ExclusionReason.xcodeTemplate
        }
        if isTestName(name) { return ExclusionReason.testTarget }
        if let names, isGenerambaTemplate(name: name, at: url, names: names) { return ExclusionReason.generambaTemplate }
        return nil
    }

    /// Why the source file `name` is skipped by default, or nil. (A file whose first comment says it
    /// is generated is found while scanning: `isGeneratedHeader`.)
    static func reason(forFile name: String) -> String? {
        if templatePlaceholders.contains(where: name.containsBytes) { return ExclusionReason.xcodeTemplate }
        let stem = name.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
        if isTestName(stem) { return ExclusionReason.testFile }
        // Most names hold neither suffix: the path functions below cost more than the rest of the walk's look at a file.
        guard name.containsBytes(".generated") || name.containsBytes("+Generated") else { return nil }
        let base = name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : (name as NSString).deletingPathExtension
        if base.hasSuffix(".generated") || base.hasSuffix("+Generated") { return ExclusionReason.generatedCode }
        return nil
    }

    /// Test and UI-test targets and specs: `HomeTests`, `AppUITests`, `HomeSpec`, `HomeSpecs`, `Tests`.
    static func isTestName(_ name: String) -> Bool {
        ["Tests", "Spec", "Specs"].contains { name.hasSuffix($0) }
    }

    /// A Generamba template: a folder that holds a `*.rambaspec`, or a `Templates` folder that holds
    /// `.liquid` files or template folders (looked for a few levels down, in a bounded number of entries).
    static func isGenerambaTemplate(name: String, at url: URL, names: [String]) -> Bool {
        let fileManager = FileManager.default
        if names.contains(where: { $0.hasSuffix(".rambaspec") }) { return true }
        guard name == "Templates" else { return false }
        var budget = 2_000
        var queue: [(URL, Int)] = [(url, 0)]
        while !queue.isEmpty, budget > 0 {
            let (folder, depth) = queue.removeFirst()
            guard let entries = try? fileManager.contentsOfDirectory(atPath: folder.path) else { continue }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                budget -= 1
                if entry.hasSuffix(".liquid") || entry.hasSuffix(".rambaspec") { return true }
                let child = folder.appendingPathComponent(entry)
                var isDirectory: ObjCBool = false
                if depth < 4, fileManager.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    queue.append((child, depth + 1))
                }
            }
        }
        return false
    }

    // MARK: Generated code

    /// Words that say a file is generated whatever else its first comment says.
    static let generatedMarkers = ["@generated", "do not edit", "do not modify", "should not be edited"]
    /// Words that say so unless the comment speaks of a scaffolding tool: a VIPER module generator's
    /// files ("This file was generated by the VIPER generator") are the team's own code after that.
    static let weakGeneratedMarkers = ["generated by", "generated using", "automatically generated", "auto-generated", "autogenerated"]
    static let scaffoldingWords = ["viper", "generamba", "template", "module generator"]

    /// Whether the comment lines at the top of `text` (before the first line of code; at most 40
    /// lines or 4 KB) say that the file is generated: `// Generated using SwiftGen`, `// @generated`,
    /// `// DO NOT EDIT`.
    public static func isGeneratedHeader(_ text: String) -> Bool {
        var comment = ""
        var inBlock = false
        var lines = 0
        // Line by line, as `split(separator: "\n", omittingEmptySubsequences: false)` gives them: splitting
        // the whole 4 KB first cost more than the rest, since most files end the loop at their first line.
        var rest = text.utf8.prefix(4_096)
        var more = true
        while more {
            let end = rest.firstIndex(of: UInt8(ascii: "\n"))
            let rawLine = rest[..<(end ?? rest.endIndex)]
            if let end { rest = rest[rest.index(after: end)...] } else { more = false }
            lines += 1
            if lines > 40 { break }
            let line = trimmingWhitespace(String(decoding: rawLine, as: UTF8.self))
            if inBlock {
                comment += line.lowercased() + "\n"
                if line.contains("*/") { inBlock = false }
            } else if line.isEmpty || line.hasPrefix("#!") {
                continue
            } else if line.hasPrefix("//") {
                comment += line.lowercased() + "\n"
            } else if line.hasPrefix("/*") {
                comment += line.lowercased() + "\n"
                inBlock = !line.dropFirst(2).contains("*/")
            } else {
                break
            }
        }
        if generatedMarkers.contains(where: comment.containsBytes) { return true }
        return weakGeneratedMarkers.contains(where: comment.containsBytes) && !scaffoldingWords.contains(where: comment.containsBytes)
    }

    /// `trimmingCharacters(in: .whitespaces)` (tabs and Unicode's space separators) without
    /// Foundation, which took most of the time this check takes.
    static func trimmingWhitespace(_ line: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
