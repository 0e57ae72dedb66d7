#if canImport(Glibc)
import Glibc
#endif
import Foundation

// MARK: - How the heap grows

/// glibc grows each thread's heap by little more than one allocation needs, with one `mprotect` call
/// each time: `check` of 1,000 modules made 8,801 of them (2 % of its CPU), a build 13,244. Asked to
/// grow by 64 MiB at a time, they make 77 and 121, and a build of 5,000 modules takes a tenth less
/// CPU. Only address space is reserved ahead: a page costs memory once it is written (the peak
/// stayed within 1 %).
public enum HeapGrowth {
    /// The padding glibc adds whenever a heap grows (`M_TOP_PAD`).
    public static let padding = 64 << 20
    /// `M_TOP_PAD` in <malloc.h>.
    static let topPadParameter: Int32 = -2

    /// Sets the padding, unless `GLIBC_TUNABLES` sets it already (the user's choice wins); whether
    /// it was set. Called first in `main`, before any thread makes a heap of its own.
    @discardableResult
    public static func reserveAhead(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        #if canImport(Glibc)
        guard !(environment["GLIBC_TUNABLES"] ?? "").contains("top_pad") else { return false }
        // `mallopt` is declared in <malloc.h>, which the Glibc module leaves out: found by name.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        return mallopt(topPadParameter, Int32(padding)) == 1
        #else
        return false
        #endif
    }
}
