import Crypto
import Foundation
import Site

// MARK: - The stamps of a site's pages
//
// What `SiteWriter` needs to skip rendering the pages whose inputs did not change (`PageStamp`):
// one pack per site folder (`pages-<digest of its path>.pack`), holding the tool's identity with
// the stamps, so that another build of the tool renders every page again.

extension BuildCache: PageStampStore {
    public func pageStamps(site: String) -> [String: PageStamp] {
        guard let body = CachePack.bodies(of: pagesPack(site))[Self.pagesKey],
              let record = try? JSONDecoder().decode(PageRecord.self, from: body),
              record.tool == toolIdentity, record.site == site else { return [:] }
        return record.stamps
    }

    public func storePageStamps(_ stamps: [String: PageStamp], site: String) {
        guard writes else { return }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let body = try? encoder.encode(PageRecord(tool: toolIdentity, site: site, stamps: stamps)) else { return }
        CachePack.write([Self.pagesKey: body], to: pagesPack(site))
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
        guard let body = try? JSONEncoder().encode(PageRecord(tool: toolIdentity, site: site, stamps: [:], build: record)) else { return }
        entries[Self.buildKey] = body
        CachePack.write(entries, to: pagesPack(site))
    }

    private static let pagesKey = "pages"
    private static let buildKey = "build"

    private func pagesPack(_ site: String) -> URL {
        folder.url.appendingPathComponent("pages-\(CacheEntry.hex(SHA256.hash(data: Data(site.utf8))).prefix(16)).pack")
    }
}

/// The stamps of one site's pages, and who wrote them.
private struct PageRecord: Codable {
    let tool: String
    let site: String
    let stamps: [String: PageStamp]
    var build: Data?
}
