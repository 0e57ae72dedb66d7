import Foundation
import SourceScanner

// MARK: - What a guide may bring into the site

/// Guides are Markdown from the repository, so anyone who can open a pull request writes them. A file
/// a guide links to is copied into the site only when it is an image a browser cannot run: PNG, JPEG,
/// GIF or WebP, named so and starting with that format's signature (so no browser sniffs it as a
/// page), at most `sizeLimit`. HTML, SVG (which holds scripts), JavaScript, XML and anything else stay
/// out: the site would serve them from its own origin, where their scripts would run (Docs/Security.md).
/// Hidden files and folders (`.drafts/`) are neither guides nor copied.
enum GuideFiles {
    /// The largest file a guide's link copies: far above any screenshot, far below a disk image.
    static let sizeLimit = 16 << 20

    /// The image formats copied, by extension, and the bytes each file must start with.
    private static let images: [String: @Sendable (Data) -> Bool] = [
        "png": { $0.starts(with: [0x89, 0x50, 0x4E, 0x47]) },
        "jpg": { $0.starts(with: [0xFF, 0xD8, 0xFF]) },
        "jpeg": { $0.starts(with: [0xFF, 0xD8, 0xFF]) },
        "gif": { $0.starts(with: Array("GIF8".utf8)) },
        "webp": { $0.starts(with: Array("RIFF".utf8)) && $0.dropFirst(8).starts(with: Array("WEBP".utf8)) },
    ]

    /// Whether a path inside the guides folder has a hidden component (`.drafts/x.md`, `.secret.png`).
    static func isHidden(_ relative: String) -> Bool {
        relative.split(separator: "/").contains { $0.hasPrefix(".") && $0 != "." && $0 != ".." }
    }

    /// Why the file `name` is not copied, from its name alone (before it is read), or nil.
    static func refusal(forName name: String) -> String? {
        if isHidden(name) { return "it is in a hidden folder or is hidden" }
        guard images[extensionOf(name)] != nil else {
            return "only images (PNG, JPEG, GIF, WebP) are copied from guides, since a page, an SVG or a script "
                + "would run in the reader's browser; link to it by its full URL instead"
        }
        return nil
    }

    /// Why the bytes `data` of `name` are not copied, or nil: they are not the image the name says.
    static func refusal(of data: Data, name: String) -> String? {
        guard let matches = images[extensionOf(name)], matches(data) else {
            return "it is not the \(extensionOf(name).uppercased()) image its name says; save it as one"
        }
        return nil
    }

    /// The bytes of the image at `path`, or why there are none (too large, unreadable).
    static func read(_ path: String) -> Result<Data, ReadFailure> {
        switch FileKind.read(path, limit: sizeLimit) {
        case .bytes(let data): .success(data)
        case .tooLarge(let size): .failure(.tooLarge("it is \(Limits.describe(bytes: size)), larger than the \(Limits.describe(bytes: sizeLimit)) a guide may link"))
        case .unreadable: .failure(.unreadable)
        }
    }

    enum ReadFailure: Error {
        case tooLarge(String)
        case unreadable
    }

    private static func extensionOf(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
