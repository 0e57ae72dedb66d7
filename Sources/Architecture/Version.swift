// MARK: - The version of viper-docs
//
// One constant, printed by `viper-docs --version` and stamped into what viper-docs writes for
// machines (the graph JSON's `generator`, SARIF's `tool.driver.version`) and into each page's
// `<meta name="generator">`, never into page text: two builds of one version stay byte-identical.
// It lives in the lowest target that both the site and the reports import.

/// viper-docs's version.
public enum ViperDocsVersion {
    /// Semantic versioning; raise it with each release.
    public static let current = "0.2.0"

    /// `viper-docs 0.2.0`: the generator meta tag's content.
    public static var generator: String { "viper-docs \(current)" }
}
