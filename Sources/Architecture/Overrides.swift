import SourceScanner

// MARK: - What the code cannot say: the team's overrides

/// The `.viper-docs.yml` keys that correct the model where the code is silent or misleads:
/// `modules:` (a module's name → its types or folders), `roles:` (a type → its role) and `ignore:`
/// (types or paths the model leaves out). Each override that matches nothing is reported.
public struct ModelOverrides: Sendable, Equatable {
    /// Module name → type names or folder globs (`Features/Login/**`) that belong to it.
    public var modules: [String: [String]]
    /// Type name → the role it plays (a type the names and the code do not place).
    public var roles: [String: Role]
    /// Type names or path globs the model leaves out (they may still be scanned and shown as source).
    public var ignore: [String]

    public init(modules: [String: [String]] = [:], roles: [String: Role] = [:], ignore: [String] = []) {
        self.modules = modules
        self.roles = roles
        self.ignore = ignore
    }

    public static let none = ModelOverrides()

    public var isEmpty: Bool { modules.isEmpty && roles.isEmpty && ignore.isEmpty }

    /// Whether an `ignore:` entry names this type or matches its file.
    func ignores(type: String, file: String) -> String? {
        ignore.first { Self.ignoreEntry($0, matches: type, file: file) }
    }

    static func ignoreEntry(_ entry: String, matches type: String, file: String) -> Bool {
        entry == type || Glob.matches(entry, file)
    }

    /// The module a `modules:` entry puts a type in, by its name or its file's folder.
    func module(ofType type: String, file: String) -> (module: String, entry: String)? {
        for name in modules.keys.sorted() {
            for entry in modules[name]! where Self.moduleEntry(entry, matches: type, file: file) {
                return (name, entry)
            }
        }
        return nil
    }

    /// A `modules:` entry names the type, or is a folder (it has a `/` or a `*`) that holds its file.
    static func moduleEntry(_ entry: String, matches type: String, file: String) -> Bool {
        entry == type || (entry.contains("/") || entry.contains("*")) && folderMatches(entry, file)
    }

    /// `Features/Login` and `Features/Login/**` both hold `Features/Login/View/LoginScreen.swift`.
    static func folderMatches(_ entry: String, _ file: String) -> Bool {
        if Glob.matches(entry, file) { return true }
        let folder = entry.hasSuffix("/") ? String(entry.dropLast()) : entry
        return file.hasPrefix(folder + "/") || Glob.matches(folder + "/**", file)
    }
}
