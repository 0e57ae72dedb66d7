import Foundation

// MARK: - The files a change touches, as git sees them (`viper-docs affected`)
//
// Porcelain `git diff` with every setting that could change its output pinned: `-z` (no quoting
// of odd names, a line break in a name stays in it), `--name-status -M` (a rename gives both of its
// paths), `--no-relative`, no external diff or text conversion, and `--no-optional-locks`, so that
// nothing writes the user's index. Pathspecs are literal (`--literal-pathspecs`): a folder named
// `*` or `:(top)` is a name, not a pattern.

/// One file that differs between the two sides, relative to the app's folder.
public struct ChangedFile: Codable, Sendable, Hashable, Comparable {
    public enum Status: String, Codable, Sendable {
        case added, modified, deleted, renamed, copied
    }

    public var status: Status
    /// Its path on the head side (on the base side for a deleted file).
    public var file: String
    /// A renamed or copied file's path on the base side.
    public var previous: String?

    public init(status: Status, file: String, previous: String? = nil) {
        self.status = status
        self.file = file
        self.previous = previous
    }

    /// Every path the change names: a rename's two (a copy's source is left as it was).
    public var paths: [String] { status == .renamed ? [previous, file].compactMap { $0 } : [file] }

    public static func < (a: ChangedFile, b: ChangedFile) -> Bool {
        (a.file, a.previous ?? "") < (b.file, b.previous ?? "")
    }
}

extension GitRepository {
    /// The files of the app's folder that differ between the commits `base` and `head` (nil: the work
    /// tree, with its uncommitted edits and its untracked files that git does not ignore); sorted.
    func changedFiles(base: String, head: String?) throws -> [ChangedFile] {
        let pathspec = prefix.isEmpty ? [] : ["--", prefix]
        let diff = try Self.git(["--no-optional-locks", "--literal-pathspecs", "-C", top, "-c", "core.quotePath=false",
                                 "diff", "--no-ext-diff", "--no-textconv", "--no-relative", "--name-status", "-z", "-M", base]
                                + (head.map { [$0] } ?? []) + pathspec, step: step, failure: {
            "cannot list the files that changed (\($0)); check the revisions"
        })
        var changes = Self.parseNameStatus(diff)
        if head == nil {
            let untracked = try Self.git(["--no-optional-locks", "--literal-pathspecs", "-C", top, "ls-files", "-z", "--others",
                                          "--exclude-standard"] + pathspec, step: step, failure: {
                "cannot list the untracked files (\($0)); check the work tree"
            })
            changes += untracked.split(separator: 0).map { ChangedFile(status: .added, file: String(decoding: $0, as: UTF8.self)) }
        }
        // Paths from the repository's root to the app's folder (the pathspec kept only those).
        return changes.compactMap { change in
            guard let file = relative(change.file) else { return nil }
            return ChangedFile(status: change.status, file: file, previous: change.previous.flatMap(relative))
        }.sorted()
    }

    /// `path` (from the repository's root) relative to the app's folder; nil outside it.
    private func relative(_ path: String) -> String? {
        prefix.isEmpty ? path : path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `git diff --name-status -z`: `M\0path\0`, and `R100\0old\0new\0` for a rename or a copy.
    static func parseNameStatus(_ data: Data) -> [ChangedFile] {
        let fields = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var changes: [ChangedFile] = []
        var i = 0
        while i + 1 < fields.count, let letter = fields[i].first {
            switch letter {
            case "R", "C":
                guard i + 2 < fields.count else { return changes }
                changes.append(ChangedFile(status: letter == "R" ? .renamed : .copied, file: fields[i + 2], previous: fields[i + 1]))
                i += 3
            default:
                let status: ChangedFile.Status = letter == "A" ? .added : letter == "D" ? .deleted : .modified
                changes.append(ChangedFile(status: status, file: fields[i + 1]))
                i += 2
            }
        }
        return changes
    }
}
