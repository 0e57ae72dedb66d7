import Foundation

/// The theme that ships with viper-docs (`Themes/default`).
///
/// Its files are also compiled into the binary (`DefaultTheme+Embedded.swift`, generated from the
/// folder; a test fails when it is stale, and `UPDATE_THEME=1` rewrites it).
///
/// An installed viper-docs (`make install PREFIX=…`) finds it at `PREFIX/share/viper-docs/Themes/default`,
/// beside the binary's `bin` folder; a built one, in the package's resource bundle that SwiftPM puts
/// beside the binary. Both are found from the running binary's own path, never from the source
/// checkout, so an installed binary works from any folder with the checkout gone. (SwiftPM's
/// `Bundle.module` would fall back on the build folder, and stop the process when that is gone.)
public enum DefaultTheme {
    /// The folder that holds the default theme's templates and assets: an installed or built copy
    /// beside the binary (an editable one, `make install`), else the copy built into the binary
    /// itself, written out once (`embeddedDirectory`), so that the binary alone, copied anywhere,
    /// works. Nil only when no folder can be written at all.
    public static var directory: URL? {
        candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("layout.mustache").path) }
            ?? embeddedDirectory()
    }

    /// Where the theme may be, most specific first.
    static var candidates: [URL] {
        var folders: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            folders.append(executable.deletingLastPathComponent())
        }
        // A test bundle (`.xctest`) sits beside the resource bundles too.
        folders += Bundle.allBundles.map { $0.bundleURL.resolvingSymlinksInPath().deletingLastPathComponent() }
        var result: [URL] = []
        for folder in folders {
            result.append(folder.deletingLastPathComponent().appendingPathComponent("share/viper-docs/Themes/default"))
            result.append(folder.appendingPathComponent("viper-docs_DefaultTheme.resources/default"))
            result.append(folder.appendingPathComponent("viper-docs_DefaultTheme.bundle/Contents/Resources/default"))
            result.append(folder.appendingPathComponent("viper-docs_DefaultTheme.bundle/default"))
        }
        return result
    }
}
