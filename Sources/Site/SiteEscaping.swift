import Mustache

// MARK: - How templates escape
//
// Mustache escapes every `{{name}}` for HTML. swift-mustache's own escaping walks a value one
// `Character` at a time and looks each up in a dictionary: with ~15 million escaped characters in
// the pages of a 1,000-module app, a quarter of all rendering. Its content types are the way to
// replace it: a template that starts with `{{% CONTENT_TYPE: name }}` escapes with the type
// registered under that name, for the rest of the template and the sections inside it (a partial
// starts again from its own first line, which has the pragma too).
//
// The theme's templates are parsed with that pragma on a line of its own before their first line:
// Mustache drops a standalone tag's line, so the pages are the same, and a theme author writes
// templates as before. A template may still set its own content type (`TEXT`) after it.

/// The escaping of a value a template prints with two braces: `HTML.escape`, the site's one escaping.
struct SiteEscaping: MustacheContentType {
    /// The name the content type is registered under.
    static let name = "viper-docs-html"

    /// The line put before every template's first line; registers the content type the first time it is read.
    static let pragma: String = {
        MustacheContentTypes.register(SiteEscaping(), named: name)
        return "{{% CONTENT_TYPE: \(name) }}\n"
    }()

    func escapeText(_ text: String) -> String { HTML.escape(text) }
}
