import Foundation
import XCTest

/// The hostile catalogue, names in two Unicode forms.
final class HostileUnicodeTests: RobustnessTestCase {
    // MARK: - Unicode normalisation

    /// Folders `Café` and files `Résumé.swift` each in NFC and in NFD, side by side: four files, all read, their four modules found and four source pages written (each under its own bytes' name), with no warning, and the same again from the build cache; one of a pair then given the other's text gets its page renewed (the second of each pair was listed as excluded; before that, both modules were lost, with six false warnings).
    func testNamesThatDifferOnlyInNormalisationAreTwoFiles() throws {
        let app = try exampleApp()
        let nfc = "Caf\u{E9}", nfd = "Cafe\u{301}"
        let resumeNFC = "R\u{E9}sum\u{E9}.swift", resumeNFD = "Re\u{301}sume\u{301}.swift"
        for (folder, module) in [(nfc, "Alpha"), (nfd, "Beta")] {
            for (file, form) in [(resumeNFC, "C"), (resumeNFD, "D")] {
                let name = module + form
                try write("import UIKit\nfinal class \(name)Presenter { weak var view: \(name)ViewController? }\n"
                    + "final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }\n"
                    + "final class \(name)Router {\n    static func createModule() -> UIViewController {\n"
                    + "        let view = \(name)ViewController(); let presenter = \(name)Presenter()\n"
                    + "        view.presenter = presenter; presenter.view = view; return view\n    }\n}\n",
                    "Modules/\(folder)/\(file)", in: app)
            }
        }
        let (modules, excluded, run) = try graph(app)
        XCTAssertEqual(run.warnings, [], run.stderr)
        XCTAssertEqual(Set(modules).intersection(["AlphaC", "AlphaD", "BetaC", "BetaD"]).count, 4, "\(modules)")
        XCTAssertEqual(modules.count, 13, "\(modules)")
        XCTAssertFalse(excluded.keys.contains { $0.hasPrefix("Modules/Caf") }, "\(excluded)")
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        // The second build takes the facts from the cache the first wrote.
        for _ in 0..<2 {
            try? FileManager.default.removeItem(at: site)
            let build = try viperDocs(["build", app.path, "--output", site.path])
            XCTAssertEqual(build.status, 1, build.stderr)
            XCTAssertEqual(build.warnings, [], build.stderr)
            for (folder, module) in [("Caf_C3_A9", "Alpha"), ("Cafe_CC_81", "Beta")] {
                for (file, form) in [("R_C3_A9sum_C3_A9", "C"), ("Re_CC_81sume_CC_81", "D")] {
                    let page = site.appendingPathComponent("source/Modules/\(folder)/\(file).swift.html")
                    let html = try String(contentsOf: page, encoding: .utf8)
                    XCTAssertTrue(html.contains("\(module + form)Presenter"), "\(page.path)")
                }
            }
            try assertSiteChecks(site)
        }
        // One of a pair given the other's text: a rebuild over the last site renews its page (the digest
        // the last build made the other's page from is never taken for its own).
        let folder = app.appendingPathComponent("Modules/\(nfd)")
        try Data(contentsOf: folder.appendingPathComponent(resumeNFC)).write(to: folder.appendingPathComponent(resumeNFD))
        let rebuild = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertTrue([0, 1].contains(rebuild.status), rebuild.stderr)
        let renewed = try String(contentsOf: site.appendingPathComponent("source/Modules/Cafe_CC_81/Re_CC_81sume_CC_81.swift.html"), encoding: .utf8)
        XCTAssertTrue(renewed.contains("BetaCPresenter") && !renewed.contains("BetaDPresenter"))
    }
}
