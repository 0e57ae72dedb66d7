// MARK: - Suppression comments

/// A comment that turns rules off: `// viper-docs:disable:next presenter-holds-view-weakly`.
public struct SuppressionFact: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// From this line on, until a matching `enable` (or the end of the file).
        case disable
        /// Ends a `disable`.
        case enable
        /// The line after the comment only.
        case disableNext = "disable:next"
        /// The comment's own line only.
        case disableThis = "disable:this"
    }
    public var kind: Kind
    /// Rule ids; `all` stands for every rule.
    public var rules: [String]
    public var location: SourceLocation

    public init(kind: Kind, rules: [String], location: SourceLocation) {
        self.kind = kind
        self.rules = rules
        self.location = location
    }

    /// Reads the text of a comment (markers included: `//`, `/*`, `*/`), or nil when it is no
    /// viper-docs command.
    public static func parse(comment: String, at location: SourceLocation) -> SuppressionFact? {
        var text = Substring(comment)
        if text.hasPrefix("//") { text = text.dropFirst(2) }
        if text.hasPrefix("/*") { text = text.dropFirst(2) }
        if text.hasSuffix("*/") { text = text.dropLast(2) }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
        guard let command = words.first, command.hasPrefix("viper-docs:"),
              let kind = Kind(rawValue: String(command.dropFirst("viper-docs:".count))) else { return nil }
        let rules = Array(words.dropFirst())
        return SuppressionFact(kind: kind, rules: rules.isEmpty ? ["all"] : rules, location: location)
    }
}
