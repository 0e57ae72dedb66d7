import Architecture
import Foundation
import Rules
import SourceScanner

// MARK: - What the pages see, but the texts
//
// Most edits change what the pages show only in the edited file's own page: a line added in a
// method's body moves the file's lines, not the model's modules, references or findings. A rebuild
// that knows the pages read nothing else that changed need not compute every page's digest nor
// draw any diagram: it keeps every page but the source pages of the files whose text changed and
// the About page (which counts the lines), and renders those as before (`Session.keepsPages`).
//
// `viewDigest()` is what tells it. Every page and every diagram is made from the site's content;
// of the scanned files' facts, only a file's own source page and the About page
// (`PageKind.readsWholeFiles`) read more than the file's path, language and declared types. So the
// digest covers the whole content but the texts, and of each file those three. The caller adds the inputs that are not content (the tool, the
// options, the configuration, the theme, the guides' files: `BuildInputs`).

extension SiteContent {
    /// The SHA-256 of what every page but the source pages and the About page is made from; nil
    /// when the build does not know the digest of a file whose lines a finding quotes (they are
    /// part of it).
    public func viewDigest() -> String? {
        let paths = sources.paths
        let known = Set(paths)
        var quoted: [String: String] = [:]
        for file in Set(violations.map(\.location.file)) {
            if let lines = sourceLines[file] {
                var digest = PageDigest()
                digest.add(lines)
                quoted[file] = "lines " + digest.finish()
            } else if let text = sources[file] {
                var digest = PageDigest()
                digest.add(text)
                quoted[file] = "text " + digest.finish()
            } else if let digest = sources.knownDigest(of: file) {
                quoted[file] = "file " + digest
            } else if known.contains(file) {
                // Read from the disk when quoted, and not digested by this build.
                return nil
            }
        }
        // In parts, digested on all cores: a large app's model is tens of megabytes of fields.
        func chunks(of count: Int, by size: Int, _ part: (Range<Int>) -> Part) -> [Part] {
            stride(from: 0, to: count, by: size).map { part($0..<min($0 + size, count)) }
        }
        // The modules and decisions: the digest of the passes' model the build already has, with
        // what the build changed of it since (groups, styles, exclusions), or digested here.
        let modelParts = modelDigest.map { [Part.model($0)] }
            ?? chunks(of: model.modules.count, by: 64, Part.modules) + chunks(of: model.decisions.count, by: 1024, Part.decisions)
        let parts = [Part.rest(quoted: quoted.sorted { $0.key < $1.key }.map { [$0.key, $0.value] }, sourcePaths: paths.sorted())]
            + modelParts + chunks(of: model.files.count, by: 1024, Part.files)
        let digests = (try? SiteWriter.concurrentMap(parts) { partDigest($0) }) ?? []
        var digest = PageDigest()
        digest.add("site view 3")
        for part in digests { digest.add(part) }
        return digest.finish()
    }

    private enum Part {
        case rest(quoted: [[String]], sourcePaths: [String])
        case model(String)
        case modules(Range<Int>)
        case decisions(Range<Int>)
        case files(Range<Int>)
    }

    private func partDigest(_ part: Part) -> String {
        var digest = PageDigest()
        switch part {
        case .rest(let quoted, let sourcePaths):
            digest.add(View(
                title: title, services: model.services, entities: model.entities, warnings: model.warnings, excluded: model.excluded,
                violations: violations, quoted: quoted, sourcePaths: sourcePaths, scannedFolders: scannedFolders,
                diagramNodeLimit: diagramNodeLimit,
                guides: guides.map { [$0.sourcePath, $0.title, $0.html, $0.order.map(String.init) ?? ""]
                    + $0.headings.map { "\($0.level) \($0.anchor) \($0.text)" } },
                extraFiles: extraFiles.keys.sorted(), dependencies: model.dependencies.edges))
        case .model(let passes):
            digest.add("model \(passes)")
            digest.add(model.modules.map { [$0.group, $0.style.rawValue] })
        case .modules(let range):
            // The model's binary form: every field, without `Encodable`'s cost per field.
            digest.add("modules \(range)")
            digest.add(bytes: ModelCodec.encode(modules: model.modules[range]))
        case .decisions(let range):
            digest.add("decisions \(range)")
            digest.add(bytes: ModelCodec.encode(decisions: model.decisions[range]))
        case .files(let range):
            digest.add("files \(range)")
            digest.add(model.files[range].map { FileView(path: $0.path, language: $0.language, types: $0.types.map(\.name)) })
        }
        return digest.finish()
    }

    /// The parts but the modules, the decisions and the files, each named.
    private struct View: Encodable {
        let title: String
        let services: [AppNode]
        let entities: [AppNode]
        let warnings: [String]
        let excluded: [Exclusion]
        let violations: [Violation]
        let quoted: [[String]]
        let sourcePaths: [String]
        let scannedFolders: [String]
        let diagramNodeLimit: Int
        let guides: [[String]]
        let extraFiles: [String]
        /// The dependency page reads the files' properties, creations and imports through the graph.
        let dependencies: [ModuleDependency]
    }

    /// What pages other than its own read of a scanned file.
    private struct FileView: Encodable {
        let path: String
        let language: SourceLanguage
        let types: [String]
    }
}
