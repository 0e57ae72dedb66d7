import Architecture
import SourceScanner
@testable import ViperDocsKit
import XCTest

/// What `viper-docs affected` makes of a change, on models made by hand: renames, a removed module
/// and its dependents in BASE, folders that several modules share, the configuration, git's list.
final class AffectedTests: XCTestCase {
    static func module(_ name: String, folder: String, opens: [String] = []) -> Module {
        let at = { (file: String) in SourceLocation(file: "\(folder)/\(file)", line: 1, column: 1) }
        return Module(name: name, style: .infinum, group: "App", folder: folder,
                      components: [Component(role: .presenter, type: "\(name)Presenter", location: at("\(name)Presenter.swift"))],
                      navigations: opens.map { Navigation(target: $0, location: at("\(name)Wireframe.swift")) })
    }

    /// BASE: Profile opens Legacy; Search opens Home. HEAD: Legacy is gone, Profile opens Home.
    static let before = AppModel(modules: [module("Home", folder: "Screens/Home"), module("Legacy", folder: "Screens/Legacy"),
                                           module("Profile", folder: "Screens/Profile", opens: ["Legacy"]),
                                           module("Search", folder: "Screens/Search", opens: ["Home"]),
                                           module("Flat1", folder: "Flat"), module("Flat2", folder: "Flat")],
                                 services: [AppNode(name: "Prices", location: SourceLocation(file: "Services/Prices.swift", line: 1, column: 1), usedBy: ["Flat2"])],
                                 files: [])
    static let after = AppModel(modules: [module("Home", folder: "Screens/Home"), module("Profile", folder: "Screens/Profile", opens: ["Home"]),
                                          module("Search", folder: "Screens/Search", opens: ["Home"]),
                                          module("Flat1", folder: "Flat"), module("Flat2", folder: "Flat")],
                                files: [])

    func affected(_ changes: [ChangedFile], before: AppModel = before) -> AffectedModules {
        AffectedModules(base: "main", head: "HEAD", app: ".", changes: changes, before: before, after: Self.after)
    }

    func testARemovedModuleTouchesItsDependentsInBase() {
        let result = affected([ChangedFile(status: .deleted, file: "Screens/Legacy/LegacyPresenter.swift")])
        XCTAssertEqual(result.touched.map(\.module), ["Legacy"])
        XCTAssertEqual(result.touched[0].why, [.removed, .changed])
        XCTAssertEqual(result.affected.map { "\($0.module) \($0.reason) \($0.via) \($0.removed)" },
                       ["Legacy touched [] true", "Profile dependent [\"Legacy\"] false"])
        XCTAssertEqual(AffectedPathsReport.report(result), "Screens/Profile\n", "a removed module has no folder in HEAD")
    }

    func testARenameCountsOnBothSidesAndASharedFolderSaysNothing() {
        // No module added or removed: BASE is HEAD, with the service.
        let result = affected([ChangedFile(status: .renamed, file: "Flat/Helper.swift", previous: "Screens/Home/Helper.swift"),
                               ChangedFile(status: .modified, file: "Services/Prices.swift")],
                              before: AppModel(modules: Self.after.modules, services: Self.before.services, files: []))
        XCTAssertEqual(result.touched.map { "\($0.module) \($0.why.map(\.rawValue)) \($0.files)" },
                       ["Flat2 [\"uses\"] [\"Services/Prices.swift\"]", "Home [\"changed\"] [\"Screens/Home/Helper.swift\"]"])
        XCTAssertEqual(result.affected.map(\.module), ["Flat2", "Home", "Profile", "Search"])
        XCTAssertEqual(result.unattributed, ["Flat/Helper.swift"], "Flat is two modules' folder")
        XCTAssertEqual(AffectedTextReport.report(result), """
            Flat2 (uses Prices in Services/Prices.swift)
            Home (changed: Screens/Home/Helper.swift)
            Profile (depends on Home)
            Search (depends on Home)

            1 changed file in no module and used by none: Flat/Helper.swift

            """)
        var app = result
        app.app = "ios/App/"
        XCTAssertEqual(AffectedPathsReport.report(app), "ios/App/Flat\nios/App/Screens/Home\nios/App/Screens/Profile\nios/App/Screens/Search\n")
    }

    /// A module whose components lie apart has the app's root as its folder; its files under a folder named as it are still its own.
    func testAFolderNamedAsTheModuleHoldsItsFiles() {
        var search = Self.module("Search", folder: "")
        search.components = [Component(role: .presenter, type: "SearchPresenter", location: SourceLocation(file: "Modules/Search/Presenter/SearchPresenter.swift", line: 1, column: 1)),
                             Component(role: .interactor, type: "SearchInteractor", location: SourceLocation(file: "Domain/SearchInteractor.swift", line: 1, column: 1))]
        let model = AppModel(modules: [search], files: [])
        let result = AffectedModules(base: "main", head: nil, app: ".", changes: [ChangedFile(status: .added, file: "Modules/Search/View/SearchView.swift"),
                                                                                 ChangedFile(status: .modified, file: "Domain/Other.swift")],
                                     before: model, after: model)
        XCTAssertEqual(result.touched.map { "\($0.module) \($0.files)" }, ["Search [\"Modules/Search/View/SearchView.swift\"]"])
        XCTAssertEqual(result.unattributed, ["Domain/Other.swift"])
    }

    func testTheConfigurationTouchesEveryModule() {
        let result = affected([ChangedFile(status: .modified, file: ".viper-docs.yml")])
        XCTAssertTrue(result.configurationChanged)
        XCTAssertEqual(result.touched.map(\.module), ["Flat1", "Flat2", "Home", "Legacy", "Profile", "Search"])
        XCTAssertEqual(AffectedTextReport.report(result).split(separator: "\n").first,
                       "Flat1 (configuration changed: .viper-docs.yml)")
    }

    func testGitsNameStatusList() {
        let listed = Data("M\0a.swift\0R087\0old name.swift\0new\nname.swift\0D\0gone.swift\0A\0new.swift\0".utf8)
        XCTAssertEqual(GitRepository.parseNameStatus(listed), [
            ChangedFile(status: .modified, file: "a.swift"), ChangedFile(status: .renamed, file: "new\nname.swift", previous: "old name.swift"),
            ChangedFile(status: .deleted, file: "gone.swift"), ChangedFile(status: .added, file: "new.swift"),
        ])
    }
}
