@preconcurrency import CGraphviz
import Foundation

// MARK: - Errors

/// What can go wrong while drawing a diagram.
public enum DiagramError: Error, LocalizedError, Equatable, Sendable {
    /// Graphviz refused the DOT text or could not lay it out. `name` is what the caller called the
    /// diagram (`module Home`), `message` what Graphviz reported.
    case graphviz(name: String, message: String)

    /// Names the diagram, then says what Graphviz said.
    public var errorDescription: String? {
        switch self {
        case let .graphviz(name, message):
            "Graphviz could not lay out the diagram of \(name): \(message)"
        }
    }
}

// MARK: - Renderer

/// Lays out DOT text and draws it as SVG with libgvc, in process (no `dot` executable needed).
///
/// libgvc and its graph library keep global state (the parser, the error handler, plugin tables) and
/// are not thread-safe, so every call into them goes through this actor's serial executor, and there
/// is exactly one instance: `shared`. Callers may render from as many tasks as they like; the renders
/// simply queue.
public actor GraphvizRenderer {
    /// The one renderer of the process.
    public static let shared = GraphvizRenderer()

    /// Every call runs on one dedicated thread (see `GraphvizThread`).
    public nonisolated var unownedExecutor: UnownedSerialExecutor {
        GraphvizThread.shared.asUnownedSerialExecutor()
    }

    /// Created by the first layout and kept for the actor's life: loading the plugins is the slow
    /// part (10 ms), which a rebuild that draws nothing does not pay.
    private var owner: ContextOwner?
    private var context: OpaquePointer {
        if let owner { return owner.context }
        let made = ContextOwner()
        owner = made
        return made.context
    }
    private var knownVersion: String?

    private init() {
        GraphvizNames.install()
        // Route Graphviz's messages (which would go to stderr) into `GraphvizMessages`, for every
        // level, so that they end up in the thrown error instead of on the user's terminal.
        _ = agseterr(AGWARN)
        _ = agseterrf { message in
            if let message { GraphvizMessages.shared.append(String(cString: message)) }
            return 0
        }
    }

    /// Graphviz's version (`2.43.0`): part of the build cache's key of an SVG, and of every build's
    /// fingerprint, asked before the build knows whether it draws anything: read from a context that
    /// loads no plugins.
    public var version: String {
        if let knownVersion { return knownVersion }
        let found = ContextOwner.version()
        knownVersion = found
        return found
    }

    /// Lays out `dot` with the `dot` engine and returns the SVG, ready to be inlined in HTML (no XML
    /// prolog, DOCTYPE or comments before the `<svg` element).
    ///
    /// - Parameter name: what the diagram shows, for the error message ("… the diagram of `name`"):
    ///   `module Home`, `the app`.
    /// - Throws: `DiagramError.graphviz` when Graphviz cannot read, lay out or render the graph.
    public func svg(dot: String, name: String) throws -> String {
        GraphvizMessages.shared.reset()
        _ = agreseterrors()
        // The parser's line counter is global and only `agsetfile`/`agreadline` reset it.
        agreadline(1)

        let parsed = agmemread(dot)
        let trailing = Self.drainParser()
        guard let graph = parsed else {
            throw failure(name, fallback: "the DOT text holds no graph")
        }
        // Registered first, so it runs last, even when the checks below throw.
        defer { agclose(graph) }
        if trailing {
            // Graphviz's messages about the rest would count lines from the wrong place.
            GraphvizMessages.shared.reset()
            throw DiagramError.graphviz(name: name, message: "the DOT text goes on after the first graph")
        }

        // Defers run in reverse: the layout is freed before the graph it hangs on. gvFreeLayout is
        // safe to call when gvLayout failed half-way or never ran.
        defer { gvFreeLayout(context, graph) }

        // `dot`, unless the graph asks for another engine with its `layout` attribute (gvLayout
        // honours it, as the `dot` command does): the group maps use `circo` and `neato`.
        guard gvLayout(context, graph, "dot") == 0 else {
            throw failure(name, fallback: "the layout failed")
        }

        var data: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        let status = gvRenderData(context, graph, "svg", &data, &length)
        defer { if let data { gvFreeRenderData(data) } }
        guard status == 0, let data else {
            throw failure(name, fallback: "the SVG could not be rendered")
        }

        let svg = String(decoding: UnsafeRawBufferPointer(start: data, count: Int(length)), as: UTF8.self)
        return Self.inlineable(svg)
    }

    /// Empties the parser's input buffer; `true` if anything but white space was left in it.
    ///
    /// cgraph's scanner is global and keeps the rest of the line it stopped on (at least the line
    /// break after the closing brace) for the next `agmemread`, whatever that call is given: the next
    /// diagram's errors would be reported one line off, or the next caller would get a graph that
    /// followed this one on its line. Reading the empty string consumes what is left, graph by graph
    /// (a syntax error flushes the rest), up to the end of input. Later lines are not buffered.
    private static func drainParser() -> Bool {
        let messagesBefore = GraphvizMessages.shared.count
        var trailing = false
        while let extra = agmemread("") {
            agclose(extra)
            trailing = true
        }
        return trailing || GraphvizMessages.shared.count != messagesBefore
    }

    /// The error for a failed step: Graphviz's own messages when it gave any, else `fallback`.
    private func failure(_ name: String, fallback: String) -> DiagramError {
        let message = GraphvizMessages.shared.take()
        return .graphviz(name: name, message: message.isEmpty ? fallback : message)
    }

    /// `svg` from its `<svg` element on: the prolog, DOCTYPE and comments before it are only valid
    /// (or useful) in a standalone file.
    static func inlineable(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return svg }
        return String(svg[start.lowerBound...])
    }
}

// MARK: - Context

/// Owns the `GVC_t` and frees it when the renderer goes. A class of its own because an actor's
/// `deinit` is nonisolated and may not touch a non-`Sendable` pointer; only the actor uses it.
private final class ContextOwner: @unchecked Sendable {
    let context: OpaquePointer

    init() {
        guard let context = gvContext() else {
            // gvContext only fails when malloc does; there is nothing sensible to continue with.
            fatalError("Graphviz: gvContext() could not allocate a context")
        }
        self.context = context
    }

    deinit {
        gvFreeContext(context)
    }

    /// Graphviz's version, from a context without plugins (0.02 ms, against 10 ms for `gvContext()`):
    /// the version is libgvc's own, whatever plugins a context loads.
    static func version() -> String {
        var none = lt_symlist_t(name: nil, address: nil)
        guard let light = gvContextPlugins(&none, 0) else { return "unknown" }
        defer { gvFreeContext(light) }
        return gvcVersion(light).map { String(cString: $0) } ?? "unknown"
    }
}

// MARK: - Graphviz messages

/// Collects what Graphviz reports through its error callback.
///
/// The callback is a C function pointer and cannot capture anything, so the messages go to this one
/// global. Renders are serialised by `GraphvizRenderer`, so messages of two renders never mix; the
/// lock only makes the global safe to declare.
final class GraphvizMessages: @unchecked Sendable {
    static let shared = GraphvizMessages()

    private let lock = NSLock()
    private var text = ""

    func append(_ piece: String) {
        lock.withLock { text += piece }
    }

    /// How many characters were reported since the last reset.
    var count: Int {
        lock.withLock { text.utf8.count }
    }

    func reset() {
        lock.withLock { text = "" }
    }

    /// The messages so far, one line each, without Graphviz's `Error: ` prefix; and a fresh start.
    func take() -> String {
        let all = lock.withLock { () -> String in
            defer { text = "" }
            return text
        }
        // Graphviz sends `Error`, `: ` and the message as separate pieces; they are joined above
        // and split into lines here.
        return all.split(whereSeparator: \.isNewline)
            .map { line -> String in
                var line = line.trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("Error: ") { line.removeFirst("Error: ".count) }
                return line
            }
            .filter { !$0.isEmpty }
            .joined(separator: "; ")
    }
}

// MARK: - Names in creation order

/// Makes cgraph number named objects in the order they are created.
///
/// cgraph's default ID discipline uses the address of a name's interned string as its ID, and it
/// orders subgraphs by ID: the app map's clusters were laid out in an order that changed with the
/// heap, so two builds drew different maps. Declining to map names (returning 0) makes cgraph fall
/// back on its own documented path: it takes the next anonymous ID (a counter) and keeps the name in
/// its internal map, from which `agnameof` still answers. Installed once, before any graph is read.
enum GraphvizNames {
    nonisolated(unsafe) private static var defaultMap: (@convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<IDTYPE>?, Int32) -> Int)?
    nonisolated(unsafe) private static var installed = false

    static func install() {
        guard !installed else { return }
        installed = true
        defaultMap = AgIdDisc.map
        AgIdDisc.map = { state, type, name, id, create in
            if name != nil { return 0 }
            return GraphvizNames.defaultMap?(state, type, name, id, create) ?? 0
        }
    }
}
