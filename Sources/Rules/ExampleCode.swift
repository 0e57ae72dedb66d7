// MARK: - Example apps: pieces of code

/// Pieces of example code.
enum ExampleCode {
    /// Lines before a type's declaration, each ending in a newline.
    static func header(_ lines: String?) -> String {
        lines.map { $0 + "\n" } ?? ""
    }

    /// Members indented by four spaces, each line ending in a newline.
    static func members(_ lines: String?) -> String {
        guard let lines else { return "" }
        return lines.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
    }
}
