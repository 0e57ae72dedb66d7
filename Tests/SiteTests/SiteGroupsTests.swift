import Architecture
import DefaultTheme
import Diagrams
import Foundation
@testable import Site
import SourceScanner
import XCTest

/// Group pages, the app map's threshold, and the search index of a large app.
final class SiteGroupsTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("SiteGroupsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func writeSite(_ content: SiteContent, _ name: String = "site") throws -> URL {
        let output = scratch.appendingPathComponent(name)
        try SiteWriter(themeDirectory: try XCTUnwrap(DefaultTheme.directory)).write(content, to: output)
        return output
    }

    // MARK: - Group pages

    func testEveryGroupHasAPageWithItsMapModulesAndNavigation() throws {
        var content = Fixture.content
        content.groupDiagrams = ["Catalog": Fixture.svg(links: ["../modules/Home.html", "Account.html"])]
        let output = try writeSite(content)
        let catalog = try SiteFiles.read(output, "groups/Catalog.html")
        XCTAssertTrue(catalog.contains("<title>Catalog — TVShows</title>"))
        XCTAssertTrue(catalog.contains(#"<h1 id="top">Catalog <span class="tag">group</span> <span class="badge badge-error">1 error</span>"#))
        XCTAssertTrue(catalog.contains("<p class=\"meta\">2 modules · 5 components</p>"))
        XCTAssertTrue(catalog.contains(#"<title>Map of group Catalog: its modules, and the modules of other groups they open or are opened by</title>"#))
        XCTAssertTrue(catalog.contains(#"xlink:href="../modules/Home.html""#), "the map's links are relative to groups/")
        XCTAssertTrue(catalog.contains(#"<th scope="row" data-sort="Details"><a href="../modules/Details.html">Details</a></th>"#))
        XCTAssertTrue(catalog.contains(#"<li><a href="Account.html">Account</a> <span class="meta">1 navigation</span></li>"#),
                      "Home opens Login (Account), and Login opens Home")
        XCTAssertEqual(catalog.components(separatedBy: #"<a href="Account.html">Account</a> <span class="meta">1 navigation</span>"#).count - 1, 2)
        XCTAssertTrue(catalog.contains(##"<li><a href="#top" aria-current="page">Catalog</a></li>"##), "the groups, this one current")
        XCTAssertTrue(catalog.contains("HomePresenter holds its view strongly"), "the group's findings")

        let account = try SiteFiles.read(output, "groups/Account.html")
        XCTAssertTrue(account.contains("<p class=\"empty\">No map was drawn for this group.</p>"))
        XCTAssertTrue(account.contains("A finding of a rule the rulebook does not list."), "a group lists its modules' findings")
        for page in ["groups/Catalog.html", "groups/Account.html"] {
            let html = try SiteFiles.read(output, page)
            for link in SiteFiles.links(in: html) where !SiteFiles.isExternal(link) {
                let (path, _) = SiteFiles.split(link)
                if path.isEmpty { continue }
                let target = output.appendingPathComponent("groups").appendingPathComponent(path).standardizedFileURL
                XCTAssertTrue(FileManager.default.fileExists(atPath: target.path), "\(page) links to \(link)")
            }
        }
    }

    func testBreadcrumbsOfModuleAndSourcePagesLinkTheGroup() throws {
        let output = try writeSite(Fixture.content)
        let home = try SiteFiles.read(output, "modules/Home.html")
        XCTAssertTrue(home.contains(#"<li><a href="../groups/Catalog.html">Catalog</a></li>"#))
        let source = try SiteFiles.read(output, "source/Modules/Catalog/Home/HomePresenter.swift.html")
        XCTAssertTrue(source.contains(#"<li><a href="../../../../groups/Catalog.html">Catalog</a></li>"#))
    }

    func testModulesOutsideAnyGroupHaveAnUngroupedPage() throws {
        var content = Fixture.content
        content.model.modules.append(Module(name: "Root", style: .custom, group: "", folder: "Root"))
        let output = try writeSite(content)
        let page = try SiteFiles.read(output, "groups/_.html")
        XCTAssertTrue(page.contains("<title>Ungrouped — TVShows</title>"))
        XCTAssertTrue(try SiteFiles.read(output, "modules/Root.html").contains(#"<li><a href="../groups/_.html">Ungrouped</a></li>"#))
    }

    // MARK: - Threshold

    func testUpToTheThresholdTheIndexKeepsTheModuleMapAboveItShowsGroups() throws {
        let small = try SiteFiles.read(try writeSite(Self.content(modules: AppMap.groupThreshold), "small"), "index.html")
        XCTAssertFalse(small.contains(#"<table class="groups sortable">"#))
        XCTAssertTrue(small.contains(#"<h3 class="group-name"><a href="groups/G0.html">G0</a></h3>"#))
        XCTAssertTrue(small.contains("App map of App: modules by group, arrows for navigation"))

        let large = try SiteFiles.read(try writeSite(Self.content(modules: AppMap.groupThreshold + 1), "large"), "index.html")
        XCTAssertTrue(large.contains(#"<table class="groups sortable">"#))
        XCTAssertTrue(large.contains("41 modules in 4 groups: each box is a group"))
        XCTAssertTrue(large.contains("App map of App: groups of modules, arrows for navigation between them, numbered by count"))
        XCTAssertTrue(large.contains(#"<th scope="row" data-sort="G0"><a href="groups/G0.html">G0</a></th>"#))
        XCTAssertTrue(large.contains(#"<details class="group-modules">"#), "the modules are still listed, folded by group")
        XCTAssertTrue(large.contains(#"<a href="modules/M0.html">M0</a>"#))
    }

    func testOneGroupKeepsTheModuleMapHoweverLarge() {
        var model = Self.content(modules: 100).model
        for index in model.modules.indices { model.modules[index].group = "Only" }
        XCTAssertFalse(AppMap.showsGroups(model))
        XCTAssertTrue(AppMap.showsGroups(Self.content(modules: 100).model))
    }

    // MARK: - Search index

    func testThePackedSearchIndexUnpacksToEveryEntry() throws {
        var content = Fixture.content
        // Names that do not follow the pattern: an escaped anchor, a page renamed to stay unique,
        // a file at the root, a folder with a space.
        content.model.modules.append(Module(name: "home", style: .custom, group: "", folder: "home", components: [
            Component(role: .view, type: "Odd View", location: Fixture.location("home/Odd View.swift", 1)),
        ], protocols: [ModuleProtocol(name: "Ödd", role: nil, location: Fixture.location("home/Odd View.swift", 2),
                                      classBound: false, methods: ["func go(to place: String)"])]))
        content.sources["Root.swift"] = "let x = 1\n"
        content.sources["My Folder/A.swift"] = "let y = 2\n"
        let map = PageMap(moduleNames: content.model.modules.map(\.name), guidePaths: content.guides.map(\.sourcePath),
                          sourcePaths: content.sources.paths, ruleIDs: content.rules.map(\.id))
        XCTAssertEqual(map.modulePages["home"], "modules/home-2.html")
        let script = String(decoding: SearchIndex.script(content, map: map), as: UTF8.self)
        let unpacked = try PackedSearchIndex.unpack(script)
        let expected = SearchIndex.entries(content, map: map).map { entry in
            ["t": entry.title, "k": entry.kind, "u": entry.url, "d": entry.detail].merging(entry.text.map { ["x": $0] } ?? [:]) { a, _ in a }
        }
        XCTAssertEqual(unpacked, expected)
        XCTAssertTrue(unpacked.contains(["t": "Odd View", "k": "component", "u": "modules/home-2.html#component-Odd_20View", "d": "View of home"]))
    }

    func testTheSearchIndexOfAThousandModulesStaysSmall() throws {
        let content = Self.content(modules: 1000, filesPerModule: 7)
        let map = PageMap(moduleNames: content.model.modules.map(\.name), guidePaths: [],
                          sourcePaths: content.sources.paths, ruleIDs: [])
        let script = SearchIndex.script(content, map: map)
        let entries = SearchIndex.entries(content, map: map)
        XCTAssertEqual(entries.count, 1000 * (1 + 5 + 5 + 5) + 7000)
        XCTAssertLessThan(script.count, 1_000_000, "\(script.count) bytes for \(entries.count) entries")
        XCTAssertEqual(try PackedSearchIndex.unpack(String(decoding: script, as: UTF8.self)).count, entries.count)
    }

    // MARK: - Fixtures

    /// An app of `modules` modules (`M0`…) in four groups (`G0`…), each opening the next, with five
    /// components, five protocols of one method each, and `filesPerModule` source files.
    static func content(modules count: Int, filesPerModule: Int = 0) -> SiteContent {
        let roles: [Role] = [.view, .presenter, .interactor, .router, .builder]
        var sources: [String: String] = [:]
        let modules = (0..<count).map { index -> Module in
            let name = "M\(index)", group = "G\(index % 4)", folder = "Modules/G\(index % 4)/\(name)"
            for file in 0..<filesPerModule { sources["\(folder)/\(name)File\(file).swift"] = "" }
            return Module(
                name: name, style: .infinum, group: group, folder: folder,
                components: roles.map { Component(role: $0, type: "\(name)\($0.title)", location: Fixture.location("\(folder)/\(name)\($0.title).swift", 3)) },
                protocols: roles.map { ModuleProtocol(name: "\(name)\($0.title)Interface", role: $0, location: Fixture.location("\(folder)/\(name)Interfaces.swift", 3),
                                                      classBound: true, methods: ["func update(with value: Int)"]) },
                navigations: [Navigation(target: "M\((index + 1) % count)", location: Fixture.location("\(folder)/\(name)Router.swift", 9))])
        }
        var content = SiteContent(title: "App", model: AppModel(modules: modules, files: []))
        content.sources = SourceTexts(sources)
        content.appDiagram = Fixture.svg(links: [])
        return content
    }
}
