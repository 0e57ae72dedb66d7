import Architecture
import Foundation
import Rules
import SourceScanner
import Yams

// MARK: - `.viper-docs.yml`

/// What a team configures at the root of its app, read with Yams.
///
/// Every key is checked: an unknown key, a wrong type or an unknown rule id is an error that names
/// the file, line and column, so that a typo never silently turns a rule off.
public struct Configuration: Sendable, Equatable {
    public static let fileName = ".viper-docs.yml"

    /// The site's title; default: the scanned folder's name.
    public var title: String?
    /// Folders to scan, relative to the root; empty: the whole root.
    public var sources: [String] = []
    /// Folders or globs to skip, in addition to the built-in ones (`Pods`, `Carthage`, …).
    public var exclude: [String] = []
    /// Globs that the built-in exclusions (test targets, `Pods`, generated code, …) skip but that
    /// are to be scanned all the same; `exclude` still wins.
    public var include: [String] = []
    /// One style for every module, or nil to recognise each module's own (`auto`).
    public var style: ModuleStyle?
    public var rules: RuleConfiguration = .default
    /// Type-name suffixes that announce a role, beyond the built-in ones (`Screen` for views, …).
    public var roles: RoleNamingConfiguration = .default
    /// What the code cannot say: `modules:` (a module → its types or folders), the types of `roles:`
    /// (`LoginScreen: view`) and `ignore:` (types or paths the model leaves out).
    public var overrides: ModelOverrides = .none
    /// Caps on what a run reads: file and guide sizes, nesting depth, parse time per file.
    public var limits: Limits = .default
    /// `allow-outside-root: true`: symbolic links and `sources:` may lead outside the scanned
    /// folder, and what they lead to is read and published. Off by default (Docs/Robustness.md).
    public var allowOutsideRoot = false

    public init() {}

    /// The configuration at `root`, or the default when there is none.
    public static func load(from root: URL) throws -> Configuration {
        try loadWithSource(from: root).configuration
    }

    /// The configuration at `root` and the bytes it was read from (none when there is no file).
    public static func loadWithSource(from root: URL) throws -> (configuration: Configuration, source: Data) {
        let url = root.appendingPathComponent(fileName)
        switch FileKind.of(url.path) {
        case .missing: return (Configuration(), Data())
        case .regular: break
        case let kind:
            // Never opened: a FIFO would block the run.
            throw ConfigurationError.at(file: fileName, mark: nil, message: "is \(kind.noun), not a file; replace it with a YAML file or remove it")
        }
        // Refused by its size, unread when its size says so.
        func tooLarge(_ size: Int) -> ConfigurationError {
            .invalid(file: fileName, line: 1, column: 1,
                     message: "the file is \(Limits.describe(bytes: size)), larger than the \(Limits.describe(bytes: Limits.configurationSize)) "
                         + "a configuration may be; keep it to the keys of Docs/Configuration.md")
        }
        let data: Data
        switch FileKind.read(url.path, limit: Limits.configurationSize) {
        case .bytes(let bytes): data = bytes
        case .tooLarge(let size): throw tooLarge(size)
        case .unreadable: throw ConfigurationError.at(file: fileName, mark: nil, message: "cannot be read; check its permissions")
        }
        // A link to a file outside the app is read only when that file itself says allow-outside-root:
        // true; what it holds is never shown otherwise (not even in a YAML error).
        if let target = linkOutside(url, root: root) {
            let refusal = ConfigurationError.at(file: fileName, mark: nil, message: "is a symbolic link to \(target), outside the app, "
                + "so it is not read; copy the file into the app, or say allow-outside-root: true in it")
            guard let configuration = try? parse(String(decoding: data, as: UTF8.self), file: fileName), configuration.allowOutsideRoot else {
                throw refusal
            }
            return (configuration, data)
        }
        return (try parse(String(decoding: data, as: UTF8.self), file: fileName), data)
    }

    /// Where the link `url` leads when it is a symbolic link (or lies in a linked folder) that leads out of `root`; else nil.
    private static func linkOutside(_ url: URL, root: URL) -> String? {
        guard let real = FileKind.realPath(url.path) else { return nil }
        let rootReal = FileKind.realPath(root.path) ?? root.path
        return FileKind.isInside(real, rootReal) ? nil : real
    }

    /// Parses the text of a configuration file; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws -> Configuration {
        let node = try composeYAML(text, file: file)
        var configuration = Configuration()
        guard let node else { return configuration }  // an empty file
        let root = try mapping(node, file: file, what: "the configuration")
        var tagUses: [TagUse] = []
        for (keyNode, value) in root {
            let key = keyNode.string ?? ""
            switch key {
            case "title":
                configuration.title = try string(value, file: file, what: "title")
            case "sources":
                configuration.sources = try strings(value, file: file, what: "sources")
            case "exclude":
                configuration.exclude = try strings(value, file: file, what: "exclude")
            case "include":
                configuration.include = try strings(value, file: file, what: "include")
            case "style":
                let text = try string(value, file: file, what: "style")
                if text != "auto" {
                    guard let style = ModuleStyle(rawValue: text) else {
                        throw ConfigurationError.at(file: file, mark: value.mark,
                            message: "unknown style '\(text)'; use auto, \(ModuleStyle.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    configuration.style = style
                }
            case "rules":
                let dependencies = configuration.rules.dependencies
                configuration.rules = try rules(value, file: file)
                configuration.rules.dependencies = dependencies
            case "tags":
                configuration.rules.dependencies.tags = try tags(value, file: file, uses: &tagUses)
            case "dependencies":
                configuration.rules.dependencies.rules = try dependencyRules(value, file: file, uses: &tagUses)
            case "roles":
                (configuration.roles, configuration.overrides.roles) = try roles(value, file: file)
            case "modules":
                configuration.overrides.modules = try modules(value, file: file)
            case "ignore":
                configuration.overrides.ignore = try strings(value, file: file, what: "ignore")
            case "limits":
                configuration.limits = try readLimits(value, file: file)
            case "allow-outside-root":
                guard let flag = value.bool else {
                    throw ConfigurationError.at(file: file, mark: value.mark, message: "allow-outside-root must be true or false")
                }
                configuration.allowOutsideRoot = flag
            default:
                throw ConfigurationError.at(file: file, mark: keyNode.mark,
                    message: "unknown key '\(key)'; the keys are title, sources, exclude, include, style, roles, modules, ignore, rules, "
                        + "tags, dependencies, limits and allow-outside-root (see Docs/Configuration.md)")
            }
        }
        try checkTags(tagUses, declared: configuration.rules.dependencies.tags, file: file)
        return configuration
    }

    // MARK: - Roles

    /// `roles: {view: [Screen], router: [Flow], protocols: [Spec], modules: ["Features/*"], LoginScreen: view}`:
    /// a role's key lists suffixes; any other key is a type, and its single value the role it plays.
    private static func roles(_ node: Node, file: String) throws -> (RoleNamingConfiguration, [String: Role]) {
        var result = RoleNamingConfiguration()
        var types: [String: Role] = [:]
        let roleNames = Role.allCases.map(\.rawValue).joined(separator: ", ")
        for (keyNode, value) in try mapping(node, file: file, what: "roles") {
            let key = keyNode.string ?? ""
            if key == "protocols" {
                result.protocolSuffixes = try strings(value, file: file, what: "roles.\(key)")
            } else if key == "modules" {
                result.moduleFolders = try strings(value, file: file, what: "roles.\(key)")
            } else if let role = Role(rawValue: key) {
                result.typeSuffixes[role] = try strings(value, file: file, what: "roles.\(key)")
            } else if let scalar = value.scalar {
                // `LoginScreen: view`: a type the names and the code do not place.
                guard let role = Role(rawValue: scalar.string) else {
                    throw ConfigurationError.at(file: file, mark: value.mark,
                        message: "unknown role '\(scalar.string)' for type \(key); use \(roleNames)")
                }
                types[key] = role
            } else {
                throw ConfigurationError.at(file: file, mark: keyNode.mark,
                    message: "unknown role '\(key)'; use \(roleNames), protocols or modules with a list of suffixes, "
                        + "or a type's name with its role (\(key): view)")
            }
        }
        return (result, types)
    }

    // MARK: - Modules

    /// `modules: {Login: [LoginScreen, "Features/Auth/**"]}`: a module's name → its types or folders.
    private static func modules(_ node: Node, file: String) throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        for (keyNode, value) in try mapping(node, file: file, what: "modules") {
            let name = keyNode.string ?? ""
            guard !name.isEmpty else {
                throw ConfigurationError.at(file: file, mark: keyNode.mark, message: "a module under modules needs a name")
            }
            let entries = try strings(value, file: file, what: "modules.\(name)")
            guard !entries.isEmpty, !entries.contains("") else {
                throw ConfigurationError.at(file: file, mark: value.mark,
                    message: "modules.\(name) is empty; list its types or folders (\(name): [\(name)Screen, \"Features/\(name)/**\"])")
            }
            result[name] = entries
        }
        return result
    }

    // MARK: - Rules

    private static func rules(_ node: Node, file: String) throws -> RuleConfiguration {
        var result = RuleConfiguration()
        for (keyNode, value) in try mapping(node, file: file, what: "rules") {
            let id = keyNode.string ?? ""
            guard RuleRegistry.rule(id: id) != nil else {
                throw ConfigurationError.at(file: file, mark: keyNode.mark, message: "unknown rule '\(id)'; 'viper-docs rules' lists them")
            }
            if value.scalar != nil {
                result.severities[id] = try severity(value, file: file)
                continue
            }
            for (settingNode, setting) in try mapping(value, file: file, what: "rule \(id)") {
                switch settingNode.string ?? "" {
                case "severity": result.severities[id] = try severity(setting, file: file)
                case "exclude": result.excludedPaths[id] = try strings(setting, file: file, what: "exclude")
                default:
                    throw ConfigurationError.at(file: file, mark: settingNode.mark,
                        message: "unknown setting '\(settingNode.string ?? "")' of rule \(id); use severity or exclude")
                }
            }
        }
        return result
    }

    private static func severity(_ node: Node, file: String) throws -> Severity? {
        let text = try string(node, file: file, what: "severity")
        if text == "off" { return nil }
        guard let severity = Severity(rawValue: text) else {
            throw ConfigurationError.at(file: file, mark: node.mark, message: "unknown severity '\(text)'; use error, warning, note or off")
        }
        return severity
    }

    // MARK: - Typed reads

    static func mapping(_ node: Node, file: String, what: String) throws -> Node.Mapping {
        guard let mapping = node.mapping else {
            throw ConfigurationError.at(file: file, mark: node.mark, message: "\(what) must be a mapping of keys to values")
        }
        return mapping
    }

    static func string(_ node: Node, file: String, what: String) throws -> String {
        guard let scalar = node.scalar else {
            throw ConfigurationError.at(file: file, mark: node.mark, message: "\(what) must be a single value")
        }
        return scalar.string
    }

    /// A list, or a single value taken as a list of one.
    private static func strings(_ node: Node, file: String, what: String) throws -> [String] {
        if let scalar = node.scalar { return [scalar.string] }
        guard let sequence = node.sequence else {
            throw ConfigurationError.at(file: file, mark: node.mark, message: "\(what) must be a list")
        }
        return try sequence.map { try string($0, file: file, what: "each entry of \(what)") }
    }

    // MARK: - Starter file

    /// What `viper-docs init` writes: every key, commented.
    public static let starter = """
        # viper-docs configuration (https://github.com/viper-docs/viper-docs/blob/main/Docs/Configuration.md)

        # The site's title. Default: the name of this folder.
        # title: My App

        # Folders to scan, relative to this file. Default: all of it.
        # sources:
        #   - App

        # Folders or globs to skip, besides the built-in exclusions: test targets, Pods, Carthage,
        # .build, DerivedData, vendor, Xcode and Generamba templates, generated code. The site's
        # "About this site" page lists everything skipped, and why.
        # exclude:
        #   - Legacy
        #   - "**/Generated/**"

        # Folders or globs to scan although a built-in exclusion skips them.
        # include:
        #   - Pods/MyOwnPod
        #   - "**/*.generated.swift"

        # Type-name suffixes that announce a role, besides the built-in ones (ViewController, View,
        # Presenter, Interactor, Wireframe, Router, Builder, ModuleFactory, Formatter, …).
        # roles:
        #   view: [Screen, Scene]
        #   router: [Flow]
        #   protocols: [Spec]        # protocol suffixes, like Interface or Protocol
        #   modules: ["Features/*"]  # module folders: what is in one belongs to the module of its name
        #   LoginScreen: view        # a type's name with its role: a type the names and the code do not place

        # Modules the code does not make plain: a module's name, and its types or folders (globs).
        # modules:
        #   Login: [LoginScreen, LoginFlow, "Features/Auth/**"]

        # Types or paths the model leaves out (still scanned, still shown as source): look-alikes.
        # ignore:
        #   - LegacyRouter
        #   - "Sources/Networking/**"

        # An override that matches nothing is a warning ('viper-docs explain NAME' shows what the model decided).

        # Symbolic links and 'sources:' that lead outside this folder are skipped and listed; true
        # reads and publishes what they lead to.
        # allow-outside-root: false

        # The VIPER style of every module: auto, infinum, viperb, contract, zikviper or custom.
        style: auto

        # Rules: a severity (error, warning, note) or off; or a mapping with severity and exclude.
        # 'viper-docs rules' lists them; 'viper-docs rules ID' explains one.
        # rules:
        #   builder-holds-nothing: off
        #   reference-through-protocol:
        #     severity: note
        #     exclude:
        #       - Modules/Legacy/**

        # The team's own rules on how modules depend on each other: layers, independent, forbidden,
        # allowed, metrics (Docs/Rules.md, "The team's own rules"). 'viper-docs explain "A -> B"' says
        # why A depends on B; the site's Dependencies page shows them all.
        # tags:
        #   features: ["group:Features"]
        # dependencies:
        #   - id: features-apart
        #     independent: ["tag:features"]
        #     message: features talk through their module inputs and outputs

        # Caps on what one run reads; a file past one is reported and skipped (defaults shown).
        # limits:
        #   file-size: 4 MB        # one Swift or Objective-C file
        #   guide-size: 512 KB     # one Markdown guide
        #   nesting-depth: 64      # brackets in a source, collections in YAML
        #   parse-seconds: 60      # time to parse one file
        #   diagram-nodes: 40      # nodes of one map; above it, maps show groups and collapse

        """
}

/// A configuration file that cannot be used.
public enum ConfigurationError: Error, LocalizedError, Equatable {
    case invalid(file: String, line: Int, column: Int, message: String)

    static func at(file: String, mark: Mark?, message: String) -> ConfigurationError {
        .invalid(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1, message: message)
    }

    public var errorDescription: String? {
        switch self {
        case let .invalid(file, line, column, message): "\(file):\(line):\(column): \(message)"
        }
    }
}

extension YamlError {
    var mark: Mark? {
        switch self {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _): mark
        default: nil
        }
    }

    var problem: String {
        switch self {
        case let .scanner(_, problem, _, _), let .parser(_, problem, _, _), let .composer(_, problem, _, _),
             let .reader(problem, _, _, _): problem
        default: "\(self)"
        }
    }
}
