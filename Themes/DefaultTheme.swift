import Foundation

/// The theme that ships with viper-docs (`Themes/default`), found through the package's resources.
public enum DefaultTheme {
    /// The folder that holds the default theme's templates and assets.
    public static var directory: URL? {
        Bundle.module.url(forResource: "default", withExtension: nil)
    }
}
