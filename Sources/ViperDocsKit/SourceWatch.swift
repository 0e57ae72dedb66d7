import Foundation
import SourceScanner

// MARK: - Noticing that the app changed (`serve --watch`)

/// A fingerprint of the files a build reads: every file's path, size and modification time under
/// the scanned root (hidden names and the site's own folder left out, `.viper-docs.yml` kept) and
/// under the guides' folder, by the path's bytes (an edit to one of two names that differ only in
/// Unicode normalisation is seen). Polled: it works alike on every system and file system.
struct SourceWatch: Sendable {
    let root: URL
    let guides: URL?
    /// The site's folder, never watched (the rebuild writes it).
    let output: URL

    func fingerprint() -> PathMap<String> {
        var result = PathMap<String>()
        for folder in [root] + (guides.map { [$0] } ?? []) {
            collect(folder, into: &result)
        }
        let configuration = root.appendingPathComponent(".viper-docs.yml")
        if let stamp = Self.stamp(configuration) { result[configuration.path] = stamp }
        return result
    }

    private func collect(_ folder: URL, into result: inout PathMap<String>) {
        let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey, .fileSizeKey, .contentModificationDateKey]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys,
                                                          options: [.skipsHiddenFiles]) else { return }
        let outputPath = output.standardizedFileURL.path
        for case let url as URL in walker {
            guard let values = try? url.resourceValues(forKeys: Set(keys)) else { continue }
            if values.isDirectory == true {
                if url.standardizedFileURL.path == outputPath { walker.skipDescendants() }
                continue
            }
            guard values.isRegularFile == true else { continue }
            result[url.path] = "\(values.fileSize ?? 0) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)"
        }
    }

    static func stamp(_ url: URL) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return nil }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size) \(modified)"
    }
}
