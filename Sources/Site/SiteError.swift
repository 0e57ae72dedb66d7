import Foundation

/// Why the site could not be written. Each message says what went wrong, where, and what to do.
public enum SiteError: Error, LocalizedError, Equatable {
    /// The output folder exists, is not empty and was not written by viper-docs.
    case notASite(path: String)
    /// A file or folder could not be created, moved or removed.
    case unwritable(path: String, reason: String)
    /// The theme folder is missing, lacks a template or asset, or a template does not parse.
    case theme(path: String, reason: String)
    /// The base URL is no absolute `http(s)` URL.
    case invalidBaseURL(String)

    public var errorDescription: String? {
        switch self {
        case .notASite(let path):
            "\(path) is not empty and is not a site viper-docs wrote (it has no \(SiteWriter.markerFileName) file); "
                + "choose a new or empty output folder, or remove that one yourself."
        case .unwritable(let path, let reason):
            "Cannot write \(path): \(reason). Check that the folder exists and that you may write to it."
        case .theme(let path, let reason):
            "Theme problem at \(path): \(reason). Fix the theme or use the default theme."
        case .invalidBaseURL(let url):
            "\(url) is no base URL; give the site's absolute address, such as https://example.com/docs/"
        }
    }
}
