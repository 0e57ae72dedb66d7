import Reporting
import Rules
import SourceScanner

// MARK: - A fixed handful of findings
//
// Hand-made, so that the golden files change only when a reporter does (the real rules' texts and
// the registry change on their own). Between them they hold every character a format must escape:
// `|`, `<`, `>`, `&`, `"`, `%`, `,`, `:` and a newline, in messages and in a path.

enum Fixtures {
    static let rules: [RuleDescription] = [
        rule("presenter-holds-view-weakly", "The presenter holds its view weakly", .error,
             "The view owns the presenter; a strong reference back makes a <cycle> & leaks the module."),
        rule("router-holds-view-weakly", "The router holds its view weakly", .warning,
             "The navigation controller owns the view: \"weak var viewController\"."),
        rule("module-has-interactor", "A module has an interactor", .note, "Business logic belongs in an interactor, 100% of it."),
        rule("no-strong-reference-cycle", "No cycle of strong references", .error, "A cycle never leaves memory."),
    ]

    static func rule(_ id: String, _ title: String, _ severity: Severity, _ rationale: String) -> RuleDescription {
        RuleDescription(id: id, title: title, rationale: rationale, defaultSeverity: severity,
                        triggeringExamples: [], nonTriggeringExamples: [])
    }

    static let homeView = Violation(
        rule: "presenter-holds-view-weakly", severity: .error, module: "Home",
        location: SourceLocation(file: "Modules/Home/HomePresenter.swift", line: 7, column: 5),
        message: "HomePresenter holds its view HomeViewController strongly through 'view'; declare it 'weak var view: HomeViewInterface?'",
        properties: ["view"])

    /// Every character that needs escaping somewhere.
    static let awkward = Violation(
        rule: "router-holds-view-weakly", severity: .warning, module: "Odd|Module",
        location: SourceLocation(file: "Modules/Odd: Name, v2/OddRouter.swift", line: 12, column: 9),
        message: "OddRouter holds <UIViewController> & \"friends\" at 100%, strongly: a|b\nsecond line",
        properties: ["viewController"])

    static let note = Violation(
        rule: "module-has-interactor", severity: .note, module: "Settings",
        location: SourceLocation(file: "Modules/Settings/SettingsPresenter.swift", line: 3, column: 1),
        message: "Settings has no interactor; its presenter calls `UserService` directly")

    /// Two findings on identical lines of one file: the baseline and fingerprints count them apart.
    static let duplicateA = Violation(
        rule: "presenter-holds-view-weakly", severity: .error, module: "Search",
        location: SourceLocation(file: "Modules/Search/SearchPresenter.swift", line: 10, column: 5),
        message: "SearchPresenter holds its view strongly through 'view'")
    static let duplicateB = Violation(
        rule: "presenter-holds-view-weakly", severity: .error, module: "Search",
        location: SourceLocation(file: "Modules/Search/SearchPresenter.swift", line: 20, column: 5),
        message: "SearchPresenter holds its view strongly through 'view'")

    /// In no particular order: reporters sort.
    static let violations = [awkward, note, duplicateB, homeView, duplicateA]

    static let sourceLines: [Violation: String] = [
        homeView: "    private let view: HomeViewInterface",
        awkward: "\tvar viewController:   UIViewController  ",
        note: "final class SettingsPresenter {",
        duplicateA: "    var view: SearchViewInterface",
        duplicateB: "  var   view: SearchViewInterface",
    ]

    static let context = CheckReportContext(rules: rules, toolVersion: "1.2.3", sourceLines: sourceLines)
}
