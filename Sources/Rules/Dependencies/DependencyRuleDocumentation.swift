// MARK: - How the team's rules are written, with an example of each kind
//
// `Docs/Rules.md` prints these (`RulesDocumentation.markdown`), and a test reads every example as a
// configuration, so the documentation cannot drift from what `.viper-docs.yml` accepts.

/// One kind of dependency rule, as the documentation shows it.
public struct DependencyRuleKindDocumentation: Sendable {
    public var key: String
    public var summary: String
    /// A `.viper-docs.yml` excerpt with `tags:` and `dependencies:`.
    public var example: String
}

public enum DependencyRuleDocumentation {
    public static let introduction = """
        Besides the built-in rules, a team writes its own about how modules depend on each other, under \
        `dependencies:` in `.viper-docs.yml`. Module A depends on module B when A's own components open B \
        (`navigation`), hold or resolve one of B's types (`reference`), create one (`creation`), adopt one of \
        B's protocols (`conformance`), or import the package target that holds B and nothing else (`import`); \
        shared services, base classes and app-wide assemblies belong to no module and make no dependency. \
        `viper-docs explain 'A -> B'` lists the code behind an edge, and the site's Dependencies page shows them all.

        Each rule has an `id` the team chooses (a finding's rule, for suppressions, the baseline and `diff`), one of \
        the kinds below, and optionally a `message` (said with every finding) and a `severity` (`error` by default, \
        `warning` or `note`). Modules are named by a glob over their names (`Login`, `Feature*`), `group:NAME` (a \
        group, such as a Swift package target), `tag:NAME` (a set declared under `tags:`), or any of these after `!` \
        (every module it does not name). A finding stands at the first line of code the rule objects to and cites up \
        to three of them. A list or tag that names no module is a warning, as an override that matches nothing is.
        """

    public static let kinds: [DependencyRuleKindDocumentation] = [
        DependencyRuleKindDocumentation(key: "layers", summary: """
            Layers from top to bottom; a module may depend on modules of its own layer and the layers below, never above. \
            With `exhaustive: true`, a module in no layer is a finding.
            """, example: """
            tags:
              features: ["group:Features"]
            dependencies:
              - id: layered
                layers: [App, "tag:features", ["group:Core", "group:Shared"]]
                exhaustive: true
            """),
        DependencyRuleKindDocumentation(key: "independent", summary: """
            One list: none of its modules depends on another of them. Several lists: no list's modules depend on another list's.
            """, example: """
            dependencies:
              - id: features-apart
                independent: ["group:Features"]
                message: features talk through their module inputs and outputs, never to each other
              - id: shop-and-profile-apart
                independent: [["group:Shop"], ["group:Profile"]]
            """),
        DependencyRuleKindDocumentation(key: "forbidden", summary: """
            No dependency from `from` to `to`; `kinds` narrows it to some kinds of evidence, `to-role` to evidence on a \
            component of that role in the target.
            """, example: """
            dependencies:
              - id: only-onboarding-opens-login
                forbidden: {from: "!Onboarding", to: Login, kinds: [navigation]}
                message: only the Onboarding flow may open Login
                severity: warning
              - id: no-reaching-into-interactors
                forbidden: {from: "*", to: "*", to-role: interactor}
            """),
        DependencyRuleKindDocumentation(key: "allowed", summary: """
            Modules of `from` may depend only on modules of `to` (with `kinds`, only dependencies of those kinds are checked).
            """, example: """
            tags:
              core: ["group:Core"]
            dependencies:
              - id: core-depends-on-core
                allowed: {from: "tag:core", to: "tag:core"}
            """),
        DependencyRuleKindDocumentation(key: "metrics", summary: """
            Limits on each module's metrics (`modules` defaults to every module): `max-fan-out` (the modules it depends on), \
            `max-fan-in` (the modules that depend on it), `max-components`, and `stable-dependencies: true` (no dependency \
            on a module less stable than itself, instability being fan-out ÷ (fan-in + fan-out)).
            """, example: """
            dependencies:
              - id: small-modules
                metrics: {modules: "group:Features", max-fan-out: 12, max-components: 8}
              - id: stable-direction
                metrics: {stable-dependencies: true}
                severity: note
            """),
    ]

    /// The section of `Docs/Rules.md`.
    public static var markdown: String {
        var text = "\n## The team's own rules: `dependencies:`\n\n\(introduction)\n"
        for kind in kinds {
            text += "\n### `\(kind.key)`\n\n\(kind.summary)\n\n```yaml\n\(kind.example)\n```\n"
        }
        return text
    }
}
