import Foundation

// MARK: - Limits instead of exhaustion

/// Caps on what one run reads (`limits:` in `.viper-docs.yml`). A file past a cap is reported with
/// one warning line that names it and the cap, and skipped; the rest of the app is still read.
public struct Limits: Sendable, Equatable {
    /// Bytes of one Swift or Objective-C file (`limits.file-size`).
    public var fileSize: Int
    /// Bytes of one Markdown guide (`limits.guide-size`).
    public var guideSize: Int
    /// How deep brackets (`(`, `[`, `{`, generic `<`) and YAML collections may nest (`limits.nesting-depth`).
    public var nestingDepth: Int
    /// Seconds one file may take to parse before it is reported and skipped (`limits.parse-seconds`).
    public var parseSeconds: Int
    /// Nodes of one drawn map (`limits.diagram-nodes`): above it, the app map shows groups, and a
    /// group's or a module's map collapses what lies around it (see `Diagrams.MapLimit`).
    public var diagramNodes: Int

    public static let `default` = Limits(fileSize: 4 << 20, guideSize: 512 << 10, nestingDepth: 64, parseSeconds: 60)
    /// The smallest and largest `limits.diagram-nodes`: below 10, a map says little; above 1,000,
    /// layouts take minutes and labels are unreadable.
    public static let diagramNodesRange = 10...1_000
    /// The largest `.viper-docs.yml` read at all (not configurable: it is read before `limits:` is known).
    public static let configurationSize = 1 << 20
    /// The largest nesting depth that may be configured: beyond it, parsers' stacks are at risk.
    public static let maximumNestingDepth = 1_000

    public init(fileSize: Int, guideSize: Int, nestingDepth: Int, parseSeconds: Int, diagramNodes: Int = 40) {
        self.parseSeconds = parseSeconds
        self.diagramNodes = diagramNodes
        self.fileSize = fileSize
        self.guideSize = guideSize
        self.nestingDepth = nestingDepth
    }

    /// `4 MB`, `512 KB`, `1.5 MB`, `300 bytes`, `2 GB`.
    public static func describe(bytes: Int) -> String {
        func rounded(_ value: Double, _ unit: String) -> String {
            let tenths = (value * 10).rounded() / 10
            return tenths == tenths.rounded() ? "\(Int(tenths)) \(unit)" : "\(tenths) \(unit)"
        }
        if bytes >= 1 << 30 { return rounded(Double(bytes) / Double(1 << 30), "GB") }
        if bytes >= 1 << 20 { return rounded(Double(bytes) / Double(1 << 20), "MB") }
        if bytes >= 1 << 10 { return rounded(Double(bytes) / Double(1 << 10), "KB") }
        return "\(bytes) bytes"
    }
}

// MARK: - Nesting, measured before a parser sees the text

/// How deep the brackets of a text nest, found in one pass over its bytes without parsing: strings,
/// character literals and comments are skipped roughly (a guard, not a parser). Parsers recurse once
/// per level, so a file nested past the cap is skipped before it can exhaust a stack or send a
/// parser's lookahead into exponential time.
public enum NestingDepth {
    /// Files whose brackets nest no deeper than this parse on any thread's stack (a few KB of
    /// parser and visitor frames per level), without the large-stack worker and its watchdog.
    public static let shallow = 24

    public enum Syntax: Sendable { case swift, objectiveC, yaml }

    /// SwiftParser's lookahead takes time exponential in a run of `[` with nothing but `(` and
    /// space between (`[[[[1]]]]`, `[([(`): 16 take a few hundredths of a second, 25 several seconds.
    public static let squareBracketRun = 16

    /// What `measure` finds.
    public struct Measure: Sendable, Equatable {
        /// The deepest nesting, and the 1-based line where it is first reached.
        public var depth = 0
        public var line = 1
        /// The longest run of `[` (Swift), and its line.
        public var squareRun = 0
        public var squareRunLine = 1
        /// Swift only: the deepest nesting counting every bracket, in strings and comments too (an upper bound).
        public var raw = 0
    }

    /// How deep the text nests; stops early once past `limit`.
    public static func measure(_ bytes: some Sequence<UInt8>, syntax: Syntax, limit: Int = .max) -> Measure {
        if syntax == .swift {
            if let buffer = bytes as? UnsafeRawBufferPointer {
                return measureSwift(UnsafeBufferPointer(start: buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), count: buffer.count), limit: limit)
            }
            if let measured = bytes.withContiguousStorageIfAvailable({ measureSwift($0, limit: limit) }) { return measured }
            return Array(bytes).withUnsafeBufferPointer { measureSwift($0, limit: limit) }
        }
        // Objective-C and YAML; Swift has a lexer of its own (`measureSwift`).
        var result = Measure()
        var depth = 0, deepest = 0, deepestLine = 1, line = 1
        var previous: UInt8 = 0
        var inString = false, escaped = false, inLineComment = false, commentDepth = 0, closingQuote: UInt8 = 0
        var starBefore = false, slashBefore = false
        let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, slash: UInt8 = 0x2F, star: UInt8 = 0x2A, newline: UInt8 = 0x0A
        // In YAML, `#` starts a comment and a line's indentation nests blocks.
        var indentation = 0, atLineStart = true
        for byte in bytes {
            defer { previous = byte }
            if byte == newline {
                line += 1
                inLineComment = false
                if syntax == .yaml { inString = false; indentation = 0; atLineStart = true }
                continue
            }
            if inLineComment { continue }
            if commentDepth > 0 {
                if slashBefore, byte == star { commentDepth += 1; slashBefore = false; continue }
                if starBefore, byte == slash { commentDepth -= 1; starBefore = false; continue }
                starBefore = byte == star
                slashBefore = byte == slash
                continue
            }
            if inString {
                if escaped { escaped = false } else if byte == backslash { escaped = true } else if byte == closingQuote { inString = false }
                continue
            }
            if syntax == .yaml {
                if atLineStart {
                    if byte == 0x20 || byte == 0x2D { indentation += 1; continue }  // spaces and `- `
                    atLineStart = false
                    // Two columns of indentation per level, at most.
                    let level = depth + indentation / 2
                    if level > deepest { deepest = level; deepestLine = line }
                }
                if byte == 0x23, previous == 0x20 || previous == 0 { inLineComment = true; continue }
            } else if previous == slash, byte == slash {
                inLineComment = true
                continue
            } else if previous == slash, byte == star {
                commentDepth = 1
                starBefore = false
                slashBefore = false
                continue
            }
            switch byte {
            case quote:
                inString = true
                closingQuote = byte
            case UInt8(ascii: "'") where syntax == .objectiveC:
                inString = true
                closingQuote = byte
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
            let level = depth + (syntax == .yaml ? indentation / 2 : 0)
            if level > deepest {
                deepest = level
                deepestLine = line
                if deepest > limit { break }
            }
        }
        result.depth = deepest
        result.line = deepestLine
        return result
    }
}

// MARK: - A stack deep enough for any parser

/// Runs work on a thread of its own with a large stack (the cooperative pool's threads have small
/// ones), so that a parser's recursion up to the nesting cap cannot overflow it.
public enum LargeStack {
    /// 256 MB (address space, not memory until used): SwiftParser and Yams recurse a few hundred bytes to a few KB per level.
    public static let size = 256 << 20

    public static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Pool.shared.submit { continuation.resume(returning: work()) }
        }
    }

    /// The same with a watchdog: nil when the work takes longer than `timeout` seconds. A thread
    /// cannot be stopped from outside, so the late work is abandoned (it ends with the process) and
    /// the pool gets a new worker in its place.
    public static func run<T: Sendable>(timeout: Double, _ work: @escaping @Sendable () -> T) async -> T? {
        let once = Once()
        return await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            Pool.shared.submit {
                let value = work()
                if once.claim() { continuation.resume(returning: value) }
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if once.claim() {
                    Pool.shared.addWorker()
                    continuation.resume(returning: nil)
                }
            }
        }
    }

    /// Long-lived workers with large stacks, one per core: a thread of its own per file cost more
    /// than the parse of a small file (7,075 files: +1.1 s).
    final class Pool: @unchecked Sendable {
        static let shared = Pool(workers: max(2, ProcessInfo.processInfo.activeProcessorCount))
        private let condition = NSCondition()
        private var jobs: [@Sendable () -> Void] = []
        private var next = 0

        init(workers: Int) {
            for _ in 0..<workers { addWorker() }
        }

        func addWorker() {
            let thread = Thread { [self] in loop() }
            thread.stackSize = LargeStack.size
            thread.start()
        }

        func submit(_ job: @escaping @Sendable () -> Void) {
            condition.lock()
            jobs.append(job)
            condition.signal()
            condition.unlock()
        }

        private func loop() {
            while true {
                condition.lock()
                while next == jobs.count { condition.wait() }
                let job = jobs[next]
                next += 1
                // Drop what has been taken once the queue has drained, so that it does not grow.
                if next == jobs.count { jobs.removeAll(keepingCapacity: true); next = 0 }
                condition.unlock()
                job()
            }
        }
    }

    /// True for the first caller only.
    private final class Once: @unchecked Sendable {
        private let lock = NSLock()
        private var claimed = false

        func claim() -> Bool {
            lock.lock()
            defer { lock.unlock() }
            if claimed { return false }
            claimed = true
            return true
        }
    }

    /// The same, for synchronous callers: blocks the calling thread until the work is done.
    public static func runAndWait<T: Sendable>(_ work: @escaping @Sendable () throws -> T) throws -> T {
        try runWaiting { Result { try work() } }.get()
    }

    /// `runAndWait` for work that cannot fail (the folder walk, as deep as the tree).
    public static func runWaiting<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        // Set before the signal the wait returned on.
        return box.value!
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
