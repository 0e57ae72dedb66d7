@testable import Site
import XCTest

final class SitePathsTests: XCTestCase {
    func testLinksAreRelativeToThePage() {
        XCTAssertEqual(SitePaths.href(from: "index.html", to: "modules/Home.html"), "modules/Home.html")
        XCTAssertEqual(SitePaths.href(from: "modules/Home.html", to: "modules/Details.html#top"), "Details.html#top")
        XCTAssertEqual(SitePaths.href(from: "modules/Home.html", to: "modules/Home.html#top"), "#top")
        XCTAssertEqual(SitePaths.href(from: "guides/a/b.html", to: "index.html"), "../../index.html")
        XCTAssertEqual(SitePaths.href(from: "guides/a/b.html", to: "guides/c.html"), "../c.html")
        XCTAssertEqual(SitePaths.href(from: "index.html", to: "guides/Getting started & more.html"),
                       "guides/Getting%20started%20%26%20more.html")
    }

    /// The byte-level links of plain paths are the links of the general way, on every pair of a set
    /// of paths with shared and unshared folders, prefixes that are no folder (`mod` of `modules`),
    /// fragments, characters to encode and empty components.
    func testPlainLinksEqualTheGeneralOnes() {
        let paths = ["index.html", "a.html", "modules/Home.html", "modules/Home.html#top", "modules/HomeX.html", "mod/Home.html",
                     "modules/a/b.html", "modules/a/c.html#L3", "modules/ab/b.html", "source/App/Home/HomePresenter.swift.html#L12",
                     "source/App/Home/HomeView.swift.html", "source/App/Homes/X.html", "source/Ap/Home/X.html", "guides/a b.html",
                     "guides/x/Getting started & more.html", "a//b.html", "/abs.html", "folder/", "#only", "x.html#", "é/ü.html"]
        for page in paths where !page.contains("#") {
            for target in paths {
                XCTAssertEqual(SitePaths.href(from: page, to: target), SitePaths.generalHref(from: page, to: target), "\(page) → \(target)")
            }
        }
        XCTAssertNotNil(SitePaths.plainHref(from: "source/App/Home/X.html", to: "source/App/Homes/Y.html#L1"), "plain paths take the fast way")
    }

    func testFileNamesAreSafeAndUnique() {
        XCTAssertEqual(SitePaths.modulePage(named: "Home"), "modules/Home.html")
        XCTAssertEqual(SitePaths.modulePage(named: "Home/../x y"), "modules/Home_2F.._2Fx_20y.html")
        XCTAssertEqual(SitePaths.modulePage(named: ".."), "modules/_...html")
        XCTAssertEqual(SitePaths.guidePage(sourcePath: "../a/./b/Guide.MD"), "guides/a/b/Guide.html")
        let map = PageMap(moduleNames: ["home", "Home"], guidePaths: ["a.md", "a.markdown"])
        XCTAssertEqual(map.modulePages, ["Home": "modules/Home.html", "home": "modules/home-2.html"],
                       "names that differ only in case get two files on a case-insensitive disk")
        XCTAssertEqual(map.guidePages, ["a.markdown": "guides/a.html", "a.md": "guides/a-2.html"])
    }

    func testInlinedSVGLinksAreRebasedAndIDsPrefixed() {
        let svg = ##"<svg><g id="graph0"><a xlink:href="Details.html#component-X"/><a href="#graph0"/><a xlink:href="https://example.com"/><a href="mailto:a@b.c"/><a href="A.html#x:y"/><path fill="url(#grad)"/></g></svg>"##
        XCTAssertEqual(
            InlineSVG.namespaceIDs(in: InlineSVG.rebaseLinks(in: svg, prefix: "../modules/"), prefix: "d-"),
            ##"<svg><g id="d-graph0"><a xlink:href="../modules/Details.html#component-X"/><a href="#d-graph0"/><a xlink:href="https://example.com"/><a href="mailto:a@b.c"/><a href="../modules/A.html#x:y"/><path fill="url(#d-grad)"/></g></svg>"##)
        XCTAssertEqual(InlineSVG.prepare("<?xml version=\"1.0\"?>\n<!-- x -->\n<svg></svg>\n"), "<svg></svg>")
        XCTAssertEqual(InlineSVG.rebaseLinks(in: #"<a xlink:href="../source/A.swift.html#L3"/>"#, prefix: "../../modules/"),
                       #"<a xlink:href="../../source/A.swift.html#L3"/>"#, "a folder and a `..` after it cancel out")
        XCTAssertEqual(InlineSVG.collapsingParents("../../a/../b/./c.html#x/../y"), "../../b/./c.html#x/../y")
    }

    func testSourceFileNamesKeptAsTheyAreEqualTheCharacterWalk() {
        let names = ["HomePresenter.swift", "A+B.m", "x@2x~ipad,v=1.h", ".hidden.swift", "..", ".", "", "with space.swift",
                     "Ünïcode.swift", "e\u{301}.swift", "tab\t.swift", "crlf\r\n.swift", String(repeating: "a", count: 200) + ".swift",
                     String(repeating: "b", count: 194), "-_.swift", "#hash?.swift", "percent%20.swift"]
        for name in names {
            XCTAssertEqual(SitePaths.sourceFileName(name), SitePaths.sourceFileNameByCharacters(name), name.debugDescription)
        }
        XCTAssertEqual(SitePaths.sourceFileName("HomePresenter.swift"), "HomePresenter.swift")
        XCTAssertEqual(SitePaths.sourceFileName(".hidden.swift"), "_.hidden.swift")
    }
}
