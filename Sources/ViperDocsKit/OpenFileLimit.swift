import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - `serve`'s open-file limit

/// Each connection to `serve` holds a descriptor. The soft limit is often 1,024 while the hard one
/// is far higher: `serve` raises the soft limit to the hard one (at most 65,536), so a page that
/// opens many connections, or many idle clients, do not exhaust it as soon.
enum OpenFileLimit {
    static func raise() {
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return }
        let wanted = min(limit.rlim_max, 65_536)
        guard limit.rlim_cur < wanted else { return }
        limit.rlim_cur = wanted
        _ = setrlimit(resource, &limit)
    }
}
