import Foundation
import SwiftParser
import SwiftSyntax

// MARK: - How the project groups its files
//
// A module's group is what the team sees: the Swift package target that holds the module's folder,
// else the Xcode group above the module's group, else (nil here) the folder above the module's.
// Reading is defensive: a Package.swift or project.pbxproj that cannot be read gives no groups and
// a warning, never a crash.

/// The Swift package targets and Xcode groups of a scanned tree.
public struct ProjectLayout: Sendable {
    /// A target of a `Package.swift`, with its folder relative to the scanned root.
    public struct PackageTarget: Sendable, Hashable {
        public var name: String
        public var folder: String
        public var isTest: Bool

        public init(name: String, folder: String, isTest: Bool = false) {
            self.name = name
            self.folder = folder
            self.isTest = isTest
        }
    }

    /// The targets of every `Package.swift`, sorted by folder.
    public var packageTargets: [PackageTarget]
    /// The Xcode groups of every project, from each project's main group down.
    var xcodeGroups: [XcodeGroup]
    /// A file (relative to the root) → the index in `xcodeGroups` of the group that lists it.
    var xcodeFileGroups: [String: Int]
    /// Why a project file gave no groups: one line each.
    public var warnings: [String]

    public init(packageTargets: [PackageTarget] = [], warnings: [String] = []) {
        self.init(packageTargets: packageTargets, xcodeGroups: [], xcodeFileGroups: [:], warnings: warnings)
    }

    init(packageTargets: [PackageTarget], xcodeGroups: [XcodeGroup], xcodeFileGroups: [String: Int], warnings: [String]) {
        self.packageTargets = packageTargets.sorted { ($0.folder, $0.name) < ($1.folder, $1.name) }
        self.xcodeGroups = xcodeGroups
        self.xcodeFileGroups = xcodeFileGroups
        self.warnings = warnings
    }

    /// The folders of the packages' test targets: not the app's sources.
    public var testTargetFolders: [String] {
        packageTargets.filter(\.isTest).map(\.folder)
    }

    /// Reads every `Package.swift` and `*.xcodeproj/project.pbxproj` among `files` (relative to `root`).
    public static func read(root: URL, files: [String]) -> ProjectLayout {
        var targets: [PackageTarget] = []
        var groups: [XcodeGroup] = []
        var fileGroups: [String: Int] = [:]
        var warnings: [String] = []
        // Only the project files' names are looked at: path functions on every source file cost more than reading the projects.
        let projectFiles = files.filter { $0.hasSuffix("Package.swift") || $0.hasSuffix("project.pbxproj") }
        for file in Set(projectFiles).sorted() {
            let name = (file as NSString).lastPathComponent
            let folder = (file as NSString).deletingLastPathComponent
            if name == "Package.swift" {
                guard let text = readText(root: root, file: file, limit: 1 << 20, warnings: &warnings) else { continue }
                targets += PackageManifest.targets(in: text, folder: folder)
            } else if name == "project.pbxproj", folder.hasSuffix(".xcodeproj") {
                guard let data = readData(root: root, file: file, limit: 64 << 20, warnings: &warnings) else { continue }
                do {
                    let project = try XcodeProject(data: data, projectFolder: (folder as NSString).deletingLastPathComponent)
                    let offset = groups.count
                    groups += project.groups.map { group in
                        var group = group
                        group.parent = group.parent.map { $0 + offset }
                        return group
                    }
                    for (path, index) in project.fileGroups where fileGroups[path] == nil { fileGroups[path] = index + offset }
                } catch {
                    warnings.append("\(file): cannot read the Xcode project (\(error)); its groups are not used")
                }
            }
        }
        return ProjectLayout(packageTargets: targets, xcodeGroups: groups, xcodeFileGroups: fileGroups, warnings: warnings)
    }

    /// The group of the module in `folder` (relative to the root), whose files are `files`; nil when
    /// neither a package nor an Xcode project says (the caller falls back to folders).
    public func group(ofModuleFolder folder: String, files: [String]) -> String? {
        // 1. The package target whose folder holds the module's (the innermost one).
        if let target = packageTargets.filter({ !$0.isTest && (folder == $0.folder || folder.hasPrefix($0.folder + "/")) })
            .max(by: { $0.folder.count < $1.folder.count }) {
            return target.name
        }
        // 2. Xcode: the group that lists all the module's files. When it has no folder of its own
        //    (`name` only, common in older apps), it is the module's group: its parent's name.
        let listing = commonGroup(of: files)
        if let listing, !xcodeGroups[listing].namesFolder, let name = parentName(of: listing) {
            return name
        }
        // 3. Xcode: the group whose folder is the module's folder: its parent's name.
        if let index = xcodeGroups.firstIndex(where: { $0.namesFolder && $0.folder == folder }), let name = parentName(of: index) {
            return name
        }
        return nil
    }

    /// The innermost group that holds (maybe in sub-groups) every one of `files` that a project lists.
    private func commonGroup(of files: [String]) -> Int? {
        let holders = Set(files.compactMap { xcodeFileGroups[$0] })
        guard let first = holders.min() else { return nil }
        var common = ancestors(of: first)
        for holder in holders {
            let chain = Set(ancestors(of: holder))
            common.removeAll { !chain.contains($0) }
        }
        return common.first
    }

    /// `index`, then its parent, up to the main group.
    private func ancestors(of index: Int) -> [Int] {
        var chain: [Int] = []
        var current: Int? = index
        while let at = current, chain.count <= xcodeGroups.count {
            chain.append(at)
            current = xcodeGroups[at].parent
        }
        return chain
    }

    private func parentName(of index: Int) -> String? {
        guard let parent = xcodeGroups[index].parent else { return nil }
        guard let name = xcodeGroups[parent].name, !name.isEmpty else { return nil }
        return name
    }

    private static func readData(root: URL, file: String, limit: Int, warnings: inout [String]) -> Data? {
        let url = root.appendingPathComponent(file)
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= limit else {
            warnings.append("\(file): larger than \(limit >> 20) MB; not read")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            warnings.append("\(file): cannot be read")
            return nil
        }
        return data
    }

    private static func readText(root: URL, file: String, limit: Int, warnings: inout [String]) -> String? {
        readData(root: root, file: file, limit: limit, warnings: &warnings).map { String(decoding: $0, as: UTF8.self) }
    }
}

// MARK: - Package.swift

/// The targets a package manifest declares, read with SwiftParser (the manifest is never run).
enum PackageManifest {
    /// The `.target(name:path:)`, `.executableTarget`, `.testTarget` and `.macro` calls in a
    /// `targets:` array; `folder` is the package's folder, relative to the scanned root.
    static func targets(in source: String, folder: String) -> [ProjectLayout.PackageTarget] {
        let tree = Parser.parse(source: source)
        let visitor = TargetsVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.found.compactMap { call in
            let defaultFolder = call.isTest ? "Tests/\(call.name)" : "Sources/\(call.name)"
            guard let path = ProjectPath.join(folder, call.path ?? defaultFolder) else { return nil }
            return ProjectLayout.PackageTarget(name: call.name, folder: path, isTest: call.isTest)
        }
    }

    private final class TargetsVisitor: SyntaxVisitor {
        var found: [(name: String, path: String?, isTest: Bool)] = []
        static let kinds = ["target": false, "executableTarget": false, "macro": false, "testTarget": true]

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.label?.text == "targets", let array = node.expression.as(ArrayExprSyntax.self) else { return .visitChildren }
            for element in array.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let isTest = Self.kinds[member.declName.baseName.text],
                      let name = Self.string(call, "name"), !name.isEmpty, !name.contains("/") else { continue }
                found.append((name, Self.string(call, "path"), isTest))
            }
            return .skipChildren
        }

        /// The argument `label` when it is a plain string literal.
        static func string(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
            guard let argument = call.arguments.first(where: { $0.label?.text == label }),
                  let literal = argument.expression.as(StringLiteralExprSyntax.self),
                  literal.segments.count == 1,
                  let segment = literal.segments.first?.as(StringSegmentSyntax.self) else { return nil }
            return segment.content.text
        }
    }
}

// MARK: - Paths

/// Relative paths with `/`, never above the scanned root.
enum ProjectPath {
    /// `path` without `.`, empty components and a trailing `/`, with `..` applied; nil when it
    /// leaves its starting folder or is absolute.
    static func normalized(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == ".." {
                guard components.popLast() != nil else { return nil }
            } else {
                components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// `folder`/`path`, normalized; nil when it leaves the root.
    static func join(_ folder: String, _ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        return normalized(folder.isEmpty ? path : path.isEmpty ? folder : "\(folder)/\(path)")
    }
}
