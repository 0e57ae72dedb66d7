import CCmark

// MARK: - Which Markdown

extension MarkdownDocument {
    /// The Markdown this build reads: `GitHub-flavoured Markdown (cmark-gfm)` when Package.swift found
    /// cmark-gfm's headers, else `CommonMark (libcmark)`.
    public static var flavour: String {
        #if CMARK_GFM
        "GitHub-flavoured Markdown (cmark-gfm)"
        #else
        "CommonMark (libcmark)"
        #endif
    }

    /// Whether tables, task lists, strikethrough and autolinks are read.
    public static var readsGitHubExtensions: Bool {
        #if CMARK_GFM
        true
        #else
        false
        #endif
    }
}

#if CMARK_GFM
/// cmark-gfm's extensions, registered once per process (its registration is not thread-safe).
enum GFM {
    /// GitHub's extensions that guides use; `tagfilter` is left out: raw HTML is omitted in safe mode,
    /// and passing it through is what `--unsafe-html` asks for.
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// A parser with the extensions attached; the caller frees it with `cmark_parser_free`.
    static func parser(options: Int32) -> OpaquePointer {
        precondition(registered)
        let parser = cmark_parser_new(options)!
        for name in extensionNames {
            if let syntax = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, syntax) }
        }
        return parser
    }
}
#endif
