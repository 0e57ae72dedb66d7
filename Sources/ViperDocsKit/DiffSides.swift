import Diff
import Foundation
import Reporting
import Site
import SourceScanner

// MARK: - `viper-docs diff BASE HEAD`: reading each side
//
// A side is a folder (scanned as `graph` would), a graph JSON file (`graph --format json`), or with
// `--git` a revision of the repository that holds the app: the revision's tree is written with
// `git read-tree` into a temporary index and `git checkout-index` into a temporary folder (not
// `git archive`, which leaves out what `.gitattributes` marks `export-ignore`: a pull request could
// hide a module from the diff so), the app's folder in it scanned, and the folder removed, also on
// SIGINT or SIGTERM. Nothing in the user's work tree, index or refs is touched. A submodule is not
// part of a revision's tree: each side says which it leaves out.

/// What `viper-docs diff` was asked for.
public struct DiffOptions: Sendable {
    public var base: String
    public var head: String
    /// Read both sides as git revisions.
    public var git: Bool
    /// With `git`: the app's folder in the work tree (its path in the repository is read at each revision).
    public var app: String
    public var format: DiffFormat

    public init(base: String, head: String, git: Bool = false, app: String = ".", format: DiffFormat = .default) {
        self.base = base
        self.head = head
        self.git = git
        self.app = app
        self.format = format
    }
}

extension Commands {
    /// Compares the two sides; the report in `options.format` and the comparison (for the exit code).
    public static func diff(_ options: DiffOptions) async throws -> (output: String, diff: ArchitectureDiff) {
        let repository = options.git ? try GitRepository(app: options.app) : nil
        let base = try await DiffSide.read(options.base, in: repository)
        let head = try await DiffSide.read(options.head, in: repository)
        let diff = ArchitectureDiff(base: base, head: head, baseLabel: options.base, headLabel: options.head)
        return (try options.format.report(diff), diff)
    }
}

enum DiffSide {
    static func read(_ side: String, in repository: GitRepository?) async throws -> GraphDocument {
        if let repository { return try await repository.graph(at: side) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: side, isDirectory: &isDirectory) else {
            throw ViperDocsError.failed(step: "diff", message:
                "no such folder or graph JSON: \(side); pass an app's folder, a file written by 'viper-docs graph --format json', or git revisions with --git")
        }
        if isDirectory.boolValue { return try await scan(side) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: side))
        } catch {
            throw ViperDocsError.failed(step: "diff", message: "cannot read \(side): \(error.localizedDescription)")
        }
        do {
            return try GraphDocument.decode(data)
        } catch {
            throw ViperDocsError.failed(step: "diff", message:
                "\(side): \(error.description); pass a file written by 'viper-docs graph --format json', or the app's folder")
        }
    }

    static func scan(_ path: String) async throws -> GraphDocument {
        let analysis = try await Analyzer.analyze(path: path, progress: Progress(quiet: true, total: 3, warnings: false))
        return GraphDocument(analysis.model, violations: analysis.violations)
    }
}

/// The git repository that holds the app, read with the `git` command.
struct GitRepository {
    /// The work tree's root, and the app's folder relative to it (`""` or `Apps/TV/`).
    let top: String
    let prefix: String
    /// The command whose errors these are (`diff`, `affected`): each one-line error starts with it.
    let step: String

    init(app: String, step: String = "diff") throws {
        self.step = step
        let folder = try Analyzer.validatedRoot(app).path
        let found = try Self.git(["-C", folder, "rev-parse", "--show-toplevel"], step: step, failure: { _ in
            "'\(app)' is not in a git repository; \(step == "diff" ? "--git" : step) reads revisions of the repository that holds the app (pass its folder with --app)"
        })
        // The top's path ends with one line break (it may hold others); the app's folder is found
        // from the real paths, not from git's `--show-prefix`, whose line a name's line break would cut.
        var output = String(decoding: found, as: UTF8.self)
        if output.hasSuffix("\n") { output.removeLast() }
        top = output
        let topReal = FileKind.realPath(top) ?? top
        let folderReal = FileKind.realPath(folder) ?? folder
        prefix = folderReal.hasPrefix(topReal + "/") ? String(folderReal.dropFirst(topReal.count + 1)) + "/" : ""
    }

    /// The graph of the app as it is at `revision`.
    func graph(at revision: String) async throws -> GraphDocument {
        try await checkedOut(revision) { try await DiffSide.scan($0) }
    }

    /// The commit that `revision` names, as a full hash; one line naming the revision when git knows none.
    func commit(_ revision: String) throws -> String {
        let commit = try Self.git(["-C", top, "rev-parse", "--verify", "--quiet", "--end-of-options", "\(revision)^{commit}"], step: step, failure: { _ in
            "\(revision) is not a revision of \(top); pass a branch, tag or commit ('git log' lists them)"
        })
        return String(decoding: commit, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `body` run on the app's folder as it is at `revision`, written out into a temporary folder
    /// that is removed afterwards (also on SIGINT or SIGTERM).
    func checkedOut<T>(_ revision: String, _ body: (String) async throws -> T) async throws -> T {
        let hash = try commit(revision)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-docs-\(step)-\(UUID().uuidString)")
        Interruption.shared.register(folder.path)
        defer {
            try? FileManager.default.removeItem(at: folder)
            Interruption.shared.unregister(folder.path)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            throw ViperDocsError.failed(step: step, message: "cannot create a temporary folder at \(folder.path): \(error.localizedDescription)")
        }
        let tree = prefix.isEmpty ? "\(hash)^{tree}" : "\(hash):\(prefix.dropLast())"
        // (`REV:PATH` takes all after the colon as the path: no `^{tree}` can follow it, so the kind is asked.)
        guard let kind = try? Self.git(["-C", top, "cat-file", "-t", tree], failure: { $0 }), kind == Data("tree\n".utf8) else {
            throw ViperDocsError.failed(step: step, message: "the app's folder '\(prefix)' is not in revision \(revision); pass a later revision, or --app")
        }
        let app = folder.appendingPathComponent("tree/" + prefix)
        let submodules = try Self.checkout(top: top, tree: tree, into: folder.path + "/tree/" + prefix,
                                           index: folder.appendingPathComponent("index").path, revision: revision, step: step)
        for path in submodules {
            Progress(quiet: true, total: 0, warnings: true).warn("\(revision): '\(prefix)\(path)' is a git submodule, which the revision's tree "
                + "does not hold: its modules are left out of this side" + (step == "diff" ? "; compare folders to include them" : ""))
        }
        return try await body(app.path)
    }

    /// The files of `tree` written under `folder` (which ends in `/`) through a temporary index at
    /// `index`: `git read-tree` and `git checkout-index`, which honour no `export-ignore`. Returns the
    /// paths of the submodules (gitlinks) in the tree, which have no files to write.
    static func checkout(top: String, tree: String, into folder: String, index: String, revision: String, step: String = "diff") throws -> [String] {
        let environment = ["GIT_INDEX_FILE": index]
        let failure: (String) -> String = { "cannot write out \(revision) (\($0)); check the revision and the app's folder" }
        _ = try git(["-C", top, "read-tree", "--end-of-options", tree], environment: environment, step: step, failure: failure)
        _ = try git(["-C", top, "checkout-index", "--all", "--force", "--prefix=\(folder)"], environment: environment, step: step, failure: failure)
        let staged = try git(["-C", top, "ls-files", "--stage", "-z"], environment: environment, step: step, failure: failure)
        return staged.split(separator: 0).compactMap { entry in
            let line = String(decoding: entry, as: UTF8.self)
            guard line.hasPrefix("160000 "), let tab = line.firstIndex(of: "\t") else { return nil }
            return String(line[line.index(after: tab)...])
        }
    }

    /// Runs git; its stdout, or a `ViperDocsError` with `failure(stderr)`.
    static func git(_ arguments: [String], environment: [String: String] = [:], step: String = "diff", failure: (String) -> String) throws -> Data {
        let out = Pipe(), err = Pipe()
        let git = process(["git"] + arguments, errors: err)
        if !environment.isEmpty { git.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        git.standardOutput = out
        do {
            try git.run()
        } catch {
            throw ViperDocsError.failed(step: step, message: "cannot run git: \(error.localizedDescription); install git\(step == "diff" ? ", or compare folders" : "")")
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        if git.terminationStatus == 127 {
            throw ViperDocsError.failed(step: step, message: "git is not installed; install it\(step == "diff" ? ", or compare folders" : "")")
        }
        guard git.terminationStatus == 0 else { throw ViperDocsError.failed(step: step, message: failure(firstLine(errors))) }
        return data
    }

    /// `command` run through `env` (so found on the PATH), its stderr into `errors`; not started.
    static func process(_ command: [String], errors: Pipe) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.standardError = errors
        return process
    }

    static func firstLine(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? "no message"
    }
}
