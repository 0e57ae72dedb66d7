import Crypto
import Foundation
import Site
import SourceScanner
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - The stamps of a site's pages
//
// What `SiteWriter` needs to skip rendering the pages whose inputs did not change (`PageStamp`):
// one pack per site folder (`pages-<digest of its path>.pack`), holding the tool's identity with
// the stamps, so that another build of the tool renders every page again.

extension BuildCache: PageStampStore {
    public func pageStamps(site: String) -> [String: PageStamp] {
        guard let body = ownedEntry(Self.pagesKey, site: site) else { return [:] }
        var stamps: [String: PageStamp] = [:]
        LineTable.read(body, header: Self.stampsHeader, columns: 6) { fields in
            guard let digest = LineTable.digest(fields[0]) ?? (fields[0].isEmpty ? "" : nil),
                  let inode = LineTable.integer(fields[1]), let size = LineTable.integer(fields[2]),
                  let seconds = LineTable.integer(fields[3]), let nanoseconds = LineTable.integer(fields[4]) else { return }
            stamps[LineTable.string(fields[5])] = PageStamp(digest: digest, inode: UInt64(bitPattern: inode), size: size,
                                                            seconds: seconds, nanoseconds: nanoseconds)
        }
        return stamps
    }

    public func storePageStamps(_ stamps: [String: PageStamp], site: String) {
        storePageStamps(stamps, sources: [:], site: site)
    }

    public func storePageStamps(_ stamps: [String: PageStamp], sources: PathMap<String>, site: String) {
        guard writes, let owner = try? JSONEncoder().encode(PageRecord(tool: toolIdentity, site: site)) else { return }
        let table = LineTable.text(header: Self.stampsHeader, rows: stamps.sorted(by: { $0.key < $1.key }).map { path, stamp in
            [stamp.digest, "\(Int64(bitPattern: stamp.inode))", "\(stamp.size)", "\(stamp.seconds)", "\(stamp.nanoseconds)", path]
        })
        let texts = LineTable.text(header: Self.textsHeader, rows: sources.sorted(by: { PathKey($0.key) < PathKey($1.key) }).map { [$0.value, $0.key] })
        CachePack.write([Self.ownerKey: owner, Self.pagesKey: table, Self.textsKey: texts], to: pagesPack(site))
    }

    public func sourceDigests(site: String) -> PathMap<String> {
        guard let body = ownedEntry(Self.textsKey, site: site) else { return [:] }
        var digests = PathMap<String>()
        LineTable.read(body, header: Self.textsHeader, columns: 2) { fields in
            guard let digest = LineTable.digest(fields[0]) else { return }
            digests[LineTable.string(fields[1])] = digest
        }
        return digests
    }

    /// The entry `key` of the site's pack, when this tool wrote the pack for this site.
    private func ownedEntry(_ key: String, site: String) -> Data? {
        let entries = CachePack.bodies(of: pagesPack(site))
        guard let owner = entries[Self.ownerKey], let body = entries[key],
              let record = try? JSONDecoder().decode(PageRecord.self, from: owner),
              record.tool == toolIdentity, record.site == site else { return nil }
        return body
    }

    /// The record a build left about the site at `site` (its own format), when this tool wrote it.
    public func siteRecord(site: String) -> Data? {
        guard let body = CachePack.bodies(of: pagesPack(site))[Self.buildKey],
              let record = try? JSONDecoder().decode(PageRecord.self, from: body),
              record.tool == toolIdentity, record.site == site else { return nil }
        return record.build
    }

    /// Keeps `record` about the site at `site` beside its stamps, until the next site is written there.
    public func storeSiteRecord(_ record: Data, site: String) {
        guard writes else { return }
        var entries = CachePack.bodies(of: pagesPack(site))
        guard let body = try? JSONEncoder().encode(PageRecord(tool: toolIdentity, site: site, build: record)) else { return }
        entries[Self.buildKey] = body
        CachePack.write(entries, to: pagesPack(site))
    }

    private static let pagesKey = "pages"
    private static let ownerKey = "owner"
    /// The stamps' `LineTable`: `digest inode size seconds nanoseconds path`, one row per file (a
    /// file that is not a page has an empty digest).
    private static let stampsHeader = "viper-docs-stamps 1"
    private static let buildKey = "build"
    /// The digests of the texts the source pages were made from: `digest path`, one row per scanned file.
    private static let textsKey = "texts"
    private static let textsHeader = "viper-docs-texts 1"

    /// `site-<digest of its path>.previous` in the cache, when the cache is on the file system the
    /// site's folder is in (the swap renames the old site there, and the next build renames it back).
    public func spareFolder(site: String) -> String? {
        guard writes else { return nil }
        var cacheInfo = stat(), siteInfo = stat()
        let parent = URL(fileURLWithPath: site).deletingLastPathComponent().path
        guard stat(folder.url.path, &cacheInfo) == 0, stat(parent, &siteInfo) == 0, cacheInfo.st_dev == siteInfo.st_dev else {
            return nil
        }
        return folder.url.appendingPathComponent("site-\(Self.siteKey(site)).previous").path
    }

    private func pagesPack(_ site: String) -> URL {
        folder.url.appendingPathComponent("pages-\(Self.siteKey(site)).pack")
    }

    /// The first 16 hex digits of the SHA-256 of a site's path.
    private static func siteKey(_ site: String) -> Substring {
        CacheEntry.hex(SHA256.hash(data: Data(site.utf8))).prefix(16)
    }
}

/// Who wrote the stamps of a site's pages (or its build record).
private struct PageRecord: Codable {
    let tool: String
    let site: String
    var build: Data?
}
