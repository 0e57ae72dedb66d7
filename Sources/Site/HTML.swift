// MARK: - Escaping

/// The one escaping of text into the site's HTML, SVG and XML (sitemap).
enum HTML {
    /// The text of escaped HTML such as cmark writes inside `<code>`: the five entities back to
    /// their characters (`&amp;` last, so that `&amp;lt;` stays `&lt;`).
    static func unescape(_ html: String) -> String {
        html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Text safe in HTML content and attributes, and in XML. Control characters that HTML forbids
    /// (all but tab and line feed) become U+FFFD, so that every page parses without errors.
    static func escape(_ text: String) -> String {
        // Most text (a line of code, a name) is ASCII with nothing to escape: told from its bytes.
        text.utf8.allSatisfy({ isPlainASCII($0) }) ? text : escapeByScalars(text)
    }

    /// `escape`, one Unicode scalar at a time.
    static func escapeByScalars(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
                || (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// An ASCII byte that `escape` keeps as it is: not `&<>"'`, and no control character but tab and line feed.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): false
        case UInt8(ascii: "\t"), UInt8(ascii: "\n"): true
        default: byte >= 0x20 && byte < 0x7F
        }
    }
}
