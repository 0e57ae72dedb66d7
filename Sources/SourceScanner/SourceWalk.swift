import Foundation

// MARK: - Walking the tree

/// What the walk found under the root: the files to scan, what it skipped and why, and the files
/// that describe the project's layout (`Package.swift`, `*.xcodeproj/project.pbxproj`).
public struct SourceListing: Sendable, Equatable {
    /// Scannable files, relative to the root, sorted.
    public var files: [String]
    /// Skipped folders and files, sorted by path; a folder is listed once, not every file in it.
    public var excluded: [Exclusion]
    /// `Package.swift` and `project.pbxproj` files outside excluded folders, relative, sorted.
    public var projectFiles: [String]

    public init(files: [String] = [], excluded: [Exclusion] = [], projectFiles: [String] = []) {
        self.files = files
        self.excluded = excluded
        self.projectFiles = projectFiles
    }

    /// The listing without the files under `folders` (test targets that a `Package.swift` names),
    /// each folder listed with `reason`, unless a file there is included on purpose (`included`
    /// globs) or the folder is already excluded.
    public func excluding(folders: [String], reason: String, included: [String] = []) -> SourceListing {
        var result = self
        for folder in Set(folders).sorted() where !folder.isEmpty {
            if excluded.contains(where: { folder == $0.path || folder.hasPrefix($0.path + "/") }) { continue }
            if included.contains(where: { Glob.matches($0, folder) }) { continue }
            let under = result.files.filter { $0.hasPrefix(folder + "/") }
            guard !under.isEmpty else { continue }
            let kept = Set(under.filter { file in included.contains { Glob.matches($0, file) } })
            result.files.removeAll { $0.hasPrefix(folder + "/") && !kept.contains($0) }
            result.excluded.append(Exclusion(path: folder, reason: reason))
        }
        result.excluded.sort()
        return result
    }
}

extension SourceScanner {
    /// The files to scan and the folders and files skipped, with their reasons.
    ///
    /// Skipped without a word: hidden names (but `.build`), folders that hold a site viper-docs
    /// wrote (a `.viper-docs-site` with its text; any other is listed as a problem, and its folder scanned), and `excludedPaths` (the output folder). Skipped and listed as problems
    /// (`ExclusionReason.problems`): a symbolic link that leads outside the root (unless
    /// `allowsOutsideRoot`), a dangling link, a link loop, a folder reached a second time through a
    /// link, FIFOs, sockets and devices (never opened), and a folder that cannot be read. Skipped and listed: the user's `exclude:`,
    /// and the built-in exclusions (`DefaultExclusions`), which `included` globs override. A built-in
    /// exclusion of a folder that an `include:` pattern reaches into (`Pods/MyPod`) is still listed,
    /// and the walk goes into it only for what is included.
    public func listing() -> SourceListing {
        // The walk recurses once per folder, as deep as the system's path limit lets a tree go (2,040
        // levels of `d/`): at 4 KB a level in a debug build, more than a pool thread's 8 MB stack.
        LargeStack.runWaiting { [self] in walked() }
    }

    private func walked() -> SourceListing {
        var found: [String] = []
        var excluded: [Exclusion] = []
        var projectFiles: [String] = []
        let includePrefixes = included.map(Self.literalPrefix)

        func isIncluded(_ path: String) -> Bool { included.contains { Glob.matches($0, path) } }
        func reachesInto(_ path: String) -> Bool { includePrefixes.contains { $0 == path || $0.hasPrefix(path + "/") } }

        let rootReal = FileKind.realPath(root.path) ?? root.path
        // Real paths by their bytes: `Café` in NFC and in NFD are two folders, though equal as strings.
        var visited: Set<[UInt8]> = []
        let readAhead = FolderReadAhead()

        /// `onlyIncluded`: inside a folder excluded by default, take only what `include:` names.
        /// `knownReal`: the folder's real path when the caller knows it (its parent's real path and its
        /// name, when it is no link): `realpath` reads every component's link, so asking it again at
        /// each level of a deep tree cost time cubic in the depth.
        /// `entries`: the folder's entries when the caller read them already (to look for a Generamba template).
        func walk(_ folder: URL, relative: String, onlyIncluded: Bool, knownReal: String? = nil, entries known: [FolderEntry]? = nil) {
            let real = knownReal ?? FileKind.realPath(folder.path) ?? folder.path
            guard visited.insert(Array(real.utf8)).inserted else {
                excluded.append(Exclusion(path: relative, reason: ExclusionReason.duplicateFolder))
                return
            }
            // Paths as strings: a URL for every entry cost more than looking at the entry.
            let folderPath = folder.path
            guard let entries = known ?? readAhead.entries(folderPath) else {
                excluded.append(Exclusion(path: relative.isEmpty ? "." : relative, reason: ExclusionReason.unreadableFolder))
                return
            }
            if entries.contains(where: { $0.name == Self.siteMarker }) {
                if Self.isSiteMarker(FolderEntries.path(of: Self.siteMarker, in: folderPath)) { return }
                excluded.append(Exclusion(path: relative.isEmpty ? Self.siteMarker : "\(relative)/\(Self.siteMarker)", reason: ExclusionReason.foreignSiteMarker))
            }
            // Two names that differ only in Unicode normalisation are two entries, both read: in name
            // order, and of two such names by their bytes.
            for entry in entries.sorted(by: { PathKey($0.name) < PathKey($1.name) }) {
                let name = entry.name
                if Self.passesOver(name) { continue }
                let path = FolderEntries.path(of: name, in: folderPath)
                let rel = relative.isEmpty ? name : "\(relative)/\(name)"
                // Looked at without opening it: a FIFO would block, a device might never end. The kind
                // `readdir` gave is enough, but for a path too long to look at (`lstat` says so).
                let linkKind = path.utf8.count < FileKind.maximumPathLength ? entry.kind ?? FileKind.of(linkAt: path) : FileKind.of(linkAt: path)
                if case .inaccessible = linkKind {
                    // Listed, but cannot be looked at: a path longer than the system resolves, or a folder
                    // that can be listed but not entered.
                    let reason = path.utf8.count >= FileKind.maximumPathLength ? ExclusionReason.pathTooLong : ExclusionReason.unreadableFile
                    if !onlyIncluded { excluded.append(Exclusion(path: rel, reason: reason)) }
                    continue
                }
                if linkKind == .missing {
                    // Listed, but not found again under the decoded name: its bytes are not UTF-8 (else it
                    // was removed meanwhile, and is skipped without a word).
                    if name.contains("\u{FFFD}") && !onlyIncluded { excluded.append(Exclusion(path: rel, reason: ExclusionReason.undecodableName)) }
                    continue
                }
                var kind = linkKind
                if linkKind == .symlink {
                    guard let target = FileKind.realPath(path) else {
                        excluded.append(Exclusion(path: rel, reason: ExclusionReason.danglingLink))
                        continue
                    }
                    kind = FileKind.of(target)
                    let relevant = kind == .directory || Self.language(of: name) != nil
                    if !allowsOutsideRoot && !FileKind.isInside(target, rootReal) {
                        if relevant && !onlyIncluded { excluded.append(Exclusion(path: rel, reason: ExclusionReason.outsideRoot)) }
                        continue
                    }
                    if kind == .directory && visited.contains(Array(target.utf8)) {
                        let loop = FileKind.isInside(real, target)
                        if !onlyIncluded && !isExcluded(rel) {
                            excluded.append(Exclusion(path: rel, reason: loop ? ExclusionReason.linkLoop : ExclusionReason.duplicateFolder))
                        }
                        continue
                    }
                }
                if kind.isSpecial {
                    // Reported where it would have been read: a source or a project file.
                    let read = Self.language(of: name) != nil || name == "project.pbxproj"
                    if read && !onlyIncluded && !isExcluded(rel) { excluded.append(Exclusion(path: rel, reason: ExclusionReason.special(kind))) }
                    continue
                }
                guard kind == .directory || kind == .regular else { continue }
                let isDirectory = ObjCBool(kind == .directory)
                if isExcluded(rel) {
                    if !onlyIncluded && (isDirectory.boolValue || Self.language(of: name) != nil) {
                        excluded.append(Exclusion(path: rel, reason: ExclusionReason.configuration))
                    }
                    continue
                }
                if isDirectory.boolValue {
                    // From the path with its kind known: `appendingPathComponent` asked the file system again.
                    let url = URL(fileURLWithPath: path, isDirectory: true)
                    if !excludedPaths.isEmpty && excludedPaths.contains(url.standardizedFileURL.path) { continue }
                    let childReal = linkKind == .symlink ? nil : (real == "/" ? "/" + name : real + "/" + name)
                    if onlyIncluded {
                        if isIncluded(rel) {
                            walk(url, relative: rel, onlyIncluded: false, knownReal: childReal)
                        } else if reachesInto(rel) {
                            walk(url, relative: rel, onlyIncluded: true, knownReal: childReal)
                        }
                        continue
                    }
                    // Read once: for the Generamba template's marks, then for the walk.
                    let childEntries = readAhead.entries(path)
                    if let reason = DefaultExclusions.reason(forFolder: name, at: url, names: childEntries?.map(\.name), excludedFolders: excludedFolders),
                       !isIncluded(rel) {
                        excluded.append(Exclusion(path: rel, reason: reason))
                        if reachesInto(rel) { walk(url, relative: rel, onlyIncluded: true, knownReal: childReal) }
                        continue
                    }
                    if name.hasPrefix(".") { continue }
                    walk(url, relative: rel, onlyIncluded: false, knownReal: childReal, entries: childEntries)
                } else if Self.language(of: name) != nil {
                    if onlyIncluded && !isIncluded(rel) { continue }
                    if let reason = DefaultExclusions.reason(forFile: name), !isIncluded(rel) {
                        excluded.append(Exclusion(path: rel, reason: reason))
                        continue
                    }
                    found.append(rel)
                    if name == "Package.swift" { projectFiles.append(rel) }
                } else if name == "project.pbxproj" && folder.lastPathComponent.hasSuffix(".xcodeproj") && !onlyIncluded {
                    projectFiles.append(rel)
                }
            }
        }
        let starts = sourceRoots.map { $0.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/") }
        if starts.isEmpty || starts.contains("") {
            walk(root, relative: "", onlyIncluded: false)
        } else {
            // A start inside another (`sources: [Modules, Modules/Shows]`) is walked as part of it:
            // walked again, it read as a folder reached a second time through a symbolic link.
            let outermost = Set(starts).filter { start in !starts.contains { start.hasPrefix($0 + "/") } }
            for start in outermost.sorted() { walk(root.appendingPathComponent(start), relative: start, onlyIncluded: false) }
        }
        return SourceListing(files: Self.sortedUnique(found), excluded: Array(Set(excluded)).sorted(),
                             projectFiles: Array(Set(projectFiles)).sorted())
    }

    /// `Array(Set(paths)).sorted()`, from the walk's order: a folder's entries come in name order, so
    /// the paths are nearly sorted already, and a sort keeps the long runs a set's order broke up (the
    /// sort of 7,000 paths out of a set was a quarter of the walk). Of paths with the same bytes the
    /// first is kept; two that differ only in Unicode normalisation are both kept, ordered by their bytes.
    static func sortedUnique(_ paths: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(paths.count)
        for path in paths.sorted(by: { PathKey($0) < PathKey($1) }) where result.last.map({ PathKey($0) != PathKey(path) }) ?? true {
            result.append(path)
        }
        return result
    }

    /// A hidden name the walk passes over without a word: all but those with a built-in exclusion
    /// (`.build`), which it reads to say why it skips them.
    static func passesOver(_ name: String) -> Bool {
        name.hasPrefix(".") && DefaultExclusions.folders[name] == nil
    }

    /// The folders of a glob before its first wildcard: `Pods/MyPod/**` → `Pods/MyPod`; `**/X` → ``.
    static func literalPrefix(_ pattern: String) -> String {
        var components: [Substring] = []
        for component in pattern.split(separator: "/") where component != "." {
            if component.contains(where: { "*?".contains($0) }) { break }
            components.append(component)
        }
        return components.joined(separator: "/")
    }
}
