import Architecture
import Foundation
import Rules
import SourceScanner

// MARK: - The last build's model and findings
//
// The model is a function of the files' facts and of the configuration. Most edits change no fact:
// a comment, a line changed in place, a literal, a condition. `model.pack` keeps the last model with
// what it was built from, and a build whose files' facts are all the ones it was built from takes it
// instead of building it again (0.25 s of a 0.5 s rebuild at 1,000 modules). The pack holds
//
//     inputs    the tool's identity and the configuration's bytes, digested
//     files     every file the model was built from: its path and the key of its facts in `facts.pack`
//     model     the model as the passes left it, without its files (`ModelCodec`)
//     findings  the modules' groups and the exclusions of the model the rules saw (the project's
//               layout regroups modules after the passes), and the findings
//
// A file whose key is not the one listed (its bytes changed) counts as the same when its facts,
// looked up in `facts.pack` under the listed key, equal its new ones but for the number of lines
// (which no model pass reads; the rules read it for a suppression to the end of the file, which covers
// the same facts either way). Lines added or removed move the facts below them and nothing else: when
// the old and new facts differ only in the lines of their locations, in the same order (`lineShift`),
// the model's locations in that file are moved the same way as it is decoded (no pass reads a line
// but to sort and tell locations apart, which a move in order keeps), and the rules run again.
// Anything else, a pack that does not check out or does not decode, and the model is built; groups or
// exclusions that differ, and the rules run.

/// The last build's model, handed out by `BuildCache.cachedModel`.
public struct CachedModel: Sendable {
    /// As the passes left it, with this build's files.
    public var model: AppModel
    /// How many files' lines moved (their locations in `model` were moved with them).
    public var movedFiles: Int
    /// `model` in `ModelCodec`'s form, as the pack holds it; nil when its lines moved.
    public var stored: Data?
    /// `BuildCache.digest(ofModel: stored)`, as the pack recorded and the read checked it.
    public var storedDigest: String?
    /// The pack's findings entry; nil after a move.
    let findings: Data?
    /// Whether a file's facts key differs from the one the pack lists (the pack is written again).
    let keysChanged: Bool

    init(model: AppModel, findings: Data?, movedFiles: Int = 0, stored: (body: Data, digest: String)? = nil, keysChanged: Bool = true) {
        self.model = model
        self.findings = findings
        self.movedFiles = movedFiles
        self.stored = stored?.body
        self.storedDigest = stored?.digest
        self.keysChanged = keysChanged
    }

    /// The last build's findings, when the rules saw a model of the same groups and exclusions as
    /// `model` (this one, regrouped by the project's layout).
    public func findings(for model: AppModel) -> [Violation]? {
        guard let findings, let stored = try? FindingsCodec.decode(findings),
              stored.groups == model.modules.map(\.group), stored.excluded == model.excluded else { return nil }
        return stored.violations
    }
}

extension BuildCache {
    static let modelPackName = "model.pack"
    private static let inputsKey = "inputs", filesKey = "files", modelKey = "model", findingsKey = "findings"

    /// The last build's model with `files` as its files, when it was built from facts equal to
    /// these under the same tool and configuration (`configuration`: its file's bytes); else nil.
    /// Called after the scan and before `saveFacts` (the facts of changed files are looked up in the pack the scan read).
    public func cachedModel(files: [FileFacts], configuration: Data) -> CachedModel? {
        let records = CachePack.records(of: folder.url.appendingPathComponent(Self.modelPackName))
        guard let inputs = records[Self.inputsKey]?.body, inputs == modelInputs(configuration),
              let listed = records[Self.filesKey].flatMap({ Self.fileKeys($0.body) }), listed.count == files.count,
              let record = records[Self.modelKey] else { return nil }
        let body = record.body
        let current = factsKeys(of: files)
        var keysChanged = false
        var moved: PathMap<[Int: Int]> = [:]
        for (index, file) in files.enumerated() {
            guard PathKey(listed[index].path) == PathKey(file.path), let key = current[index] else { return nil }
            guard key != listed[index].key else { continue }
            keysChanged = true
            guard case let .scanned(old, _)? = facts.peek(listed[index].key, from: folder).flatMap({ try? FactsCodec.decodeVerdict($0) }) else {
                return nil
            }
            guard !Self.sameForTheModel(old, file) else { continue }
            guard let shift = Self.lineShift(from: old, to: file) else { return nil }
            moved[file.path] = shift
        }
        guard let model = try? ModelCodec.decode(body, files: files, relocating: moved) else { return nil }
        // The findings name lines: after a move, the rules run again.
        return CachedModel(model: model, findings: moved.isEmpty ? records[Self.findingsKey]?.body : nil, movedFiles: moved.count,
                           stored: moved.isEmpty ? (body, String(record.digest)) : nil, keysChanged: keysChanged)
    }

    /// The digest of a model's stored form: the one its pack records (the site view takes it).
    public static func digest(ofModel stored: Data) -> String {
        CacheEntry.sha256(stored)
    }

    /// Keeps the model as the passes left it (`stored`: in `ModelCodec`'s form; `cached`: what
    /// `cachedModel` handed out, if it did) and the findings of the rules on `checked` (the model
    /// regrouped), for the next build; in the background (`waitForSaves` waits for it). Nothing is
    /// written when the pack already holds all of it.
    public func storeModel(stored: Data, cached: CachedModel?, checked: AppModel, findings: [Violation], files: [FileFacts],
                           configuration: Data) {
        guard writes else { return }
        let keys = factsKeys(of: files)
        guard !keys.contains(nil) else { return }
        let groups = checked.modules.map(\.group), excluded = checked.excluded
        let inputs = modelInputs(configuration), url = folder.url.appendingPathComponent(Self.modelPackName)
        saving.add {
            let found = FindingsCodec.encode(groups: groups, excluded: excluded, violations: findings)
            if let cached, !cached.keysChanged, cached.findings == found { return }
            let writer = ByteWriter()
            writer.varint(UInt64(files.count))
            for (file, key) in zip(files, keys) {
                writer.string(file.path)
                writer.string(key!)
            }
            CachePack.write([Self.inputsKey: inputs, Self.filesKey: Data(writer.bytes),
                             Self.modelKey: stored, Self.findingsKey: found], to: url)
        }
    }

    /// Where each line of a file's facts went, when its old and new facts differ only in the lines of
    /// their own locations (and the number of lines), every line moving to one line and in the same
    /// order: lines were added or removed between them. Nil otherwise.
    static func lineShift(from old: FileFacts, to new: FileFacts) -> [Int: Int]? {
        let before = FactsCodec.shape(of: old), after = FactsCodec.shape(of: new)
        guard before.bytes == after.bytes, before.lines.count == after.lines.count else { return nil }
        var lines: [Int: Int] = [:]
        for (from, to) in zip(before.lines, after.lines) {
            if let known = lines[from], known != to { return nil }
            lines[from] = to
        }
        // In the same order: the passes sort locations and tell them apart.
        let pairs = lines.sorted { $0.key < $1.key }
        for (a, b) in zip(pairs, pairs.dropFirst()) where a.value >= b.value { return nil }
        return lines
    }

    /// Equal facts but for the number of lines (an appended comment): the model reads no line count.
    static func sameForTheModel(_ old: FileFacts, _ new: FileFacts) -> Bool {
        var old = old
        old.lineCount = new.lineCount
        return old == new
    }

    private func modelInputs(_ configuration: Data) -> Data {
        var digest = PartsDigest()
        digest.add("model-codec-1")
        digest.add(toolIdentity)
        digest.add(configuration)
        return Data(digest.finish().utf8)
    }

    private static func fileKeys(_ body: Data) -> [(path: String, key: String)]? {
        let reader = ByteReader(Array(body))
        guard let count = try? reader.count() else { return nil }
        var keys: [(path: String, key: String)] = []
        keys.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = try? reader.string(), let key = try? reader.string() else { return nil }
            keys.append((path, key))
        }
        return reader.isAtEnd ? keys : nil
    }
}

/// The `findings` entry: `<groups> <excluded> <violations>`, in `ByteWriter`'s forms.
enum FindingsCodec {
    static func encode(groups: [String], excluded: [Exclusion], violations: [Violation]) -> Data {
        let out = ByteWriter()
        out.varint(UInt64(groups.count))
        for group in groups { out.string(group) }
        out.varint(UInt64(excluded.count))
        for exclusion in excluded {
            out.string(exclusion.path)
            out.string(exclusion.reason)
        }
        out.varint(UInt64(violations.count))
        for violation in violations {
            out.string(violation.rule)
            out.byte(UInt8(Severity.allCases.firstIndex(of: violation.severity)!))
            out.string(violation.module)
            out.string(violation.location.file)
            out.int(violation.location.line)
            out.int(violation.location.column)
            out.string(violation.message)
            out.varint(UInt64(violation.properties.count))
            for property in violation.properties { out.string(property) }
            out.varint(UInt64(violation.otherModules.count))
            for module in violation.otherModules { out.string(module) }
        }
        return Data(out.bytes)
    }

    static func decode(_ data: Data) throws -> (groups: [String], excluded: [Exclusion], violations: [Violation]) {
        let input = ByteReader(Array(data))
        let groups = try input.array { try input.string() }
        let excluded = try input.array { try Exclusion(path: input.string(), reason: input.string()) }
        let violations = try input.array {
            try Violation(rule: input.string(), severity: input.enumCase(Severity.allCases), module: input.string(),
                          location: SourceLocation(file: input.string(), line: input.int(), column: input.int()),
                          message: input.string(), properties: input.array { try input.string() },
                          otherModules: input.array { try input.string() })
        }
        guard input.isAtEnd else { throw input.corrupt("bytes after the findings") }
        return (groups, excluded, violations)
    }
}
