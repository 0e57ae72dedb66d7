import Foundation

// MARK: - project.pbxproj
//
// An Xcode project is an old-style (OpenStep) property list, which Foundation's
// `PropertyListSerialization` reads on Linux too. Only the group tree is used: from the root
// object's `mainGroup` down, each group's display name (`name` ?? `path`), its folder on disk
// (from `path` and `sourceTree`), and the group that lists each file.

/// One group of an Xcode project's navigator.
struct XcodeGroup: Sendable, Hashable {
    /// `name` ?? `path`; nil for the main group.
    var name: String?
    /// The group's folder relative to the scanned root; nil when it is outside or unknown.
    var folder: String?
    /// The group has a `path` of its own: it stands for a folder, not only a name.
    var namesFolder: Bool
    /// The index of the parent group; nil for the main group.
    var parent: Int?
}

/// Why a project file gives no groups.
enum XcodeProjectError: Error, CustomStringConvertible {
    case notAPropertyList(String)
    case missing(String)

    var description: String {
        switch self {
        case .notAPropertyList(let reason): "not a property list: \(reason)"
        case .missing(let what): "no \(what)"
        }
    }
}

/// The group tree of one project file.
struct XcodeProject {
    /// Groups in breadth-first order from the main group (index 0).
    private(set) var groups: [XcodeGroup] = []
    /// File path (relative to the scanned root) → the index of the group that lists it.
    private(set) var fileGroups: [String: Int] = [:]

    /// At most this many objects are visited: a hostile file cannot make the walk run long.
    static let maximumObjects = 500_000

    /// - Parameter projectFolder: the folder that holds the `.xcodeproj`, relative to the scanned root.
    init(data: Data, projectFolder: String) throws {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw XcodeProjectError.notAPropertyList((error as NSError).userInfo["NSDebugDescription"] as? String ?? "unreadable")
        }
        guard let top = plist as? [String: Any] else { throw XcodeProjectError.notAPropertyList("the top level is no dictionary") }
        guard let objects = top["objects"] as? [String: Any] else { throw XcodeProjectError.missing("objects") }
        guard let rootID = top["rootObject"] as? String, let project = objects[rootID] as? [String: Any] else {
            throw XcodeProjectError.missing("root object")
        }
        guard let mainID = project["mainGroup"] as? String, objects[mainID] is [String: Any] else {
            throw XcodeProjectError.missing("main group")
        }

        // (object id, parent group index, the parent's folder)
        var queue: [(id: String, parent: Int?, parentFolder: String?)] = [(mainID, nil, projectFolder)]
        var head = 0
        var visited: Set<String> = []
        while head < queue.count, visited.count < Self.maximumObjects {
            let (id, parent, parentFolder) = queue[head]
            head += 1
            guard visited.insert(id).inserted, let object = objects[id] as? [String: Any] else { continue }
            let isa = object["isa"] as? String ?? ""
            let path = object["path"] as? String
            let folder = Self.folder(path: path, sourceTree: object["sourceTree"] as? String ?? "<group>",
                                     parentFolder: parentFolder, projectFolder: projectFolder)
            switch isa {
            case "PBXGroup", "PBXFileSystemSynchronizedRootGroup":
                let index = groups.count
                let name = (object["name"] as? String) ?? path
                groups.append(XcodeGroup(name: parent == nil ? nil : name, folder: folder, namesFolder: path != nil, parent: parent))
                for child in object["children"] as? [Any] ?? [] {
                    if let child = child as? String { queue.append((child, index, folder)) }
                }
            case "PBXFileReference":
                if let parent, let folder, fileGroups[folder] == nil { fileGroups[folder] = parent }
            default:
                continue
            }
        }
    }

    /// Where an item is on disk, relative to the scanned root: `path` from its parent's folder
    /// (`<group>`) or the project's (`SOURCE_ROOT`); nil for other trees (the SDK, built products)
    /// and for paths that leave the scanned root.
    static func folder(path: String?, sourceTree: String, parentFolder: String?, projectFolder: String) -> String? {
        let base: String?
        switch sourceTree {
        case "<group>": base = parentFolder
        case "SOURCE_ROOT": base = projectFolder
        default: base = nil
        }
        guard let base else { return nil }
        guard let path, !path.isEmpty else { return base }
        return ProjectPath.join(base, path)
    }
}
