import Foundation
import XCTest

/// The hostile catalogue, names in two Unicode forms.
final class HostileUnicodeTests: RobustnessTestCase {
    // MARK: - Unicode normalisation

    /// Folders `Café` and files `Résumé.swift` each in NFC and in NFD, side by side: no false "symbolic link" or "cannot be read" warning; of each pair the first by bytes is read (its module found, its source page written) and the other listed under excluded with one warning saying to rename one of the two (both modules were lost, with six false warnings).
    func testNamesThatDifferOnlyInNormalisationAreListedNotLost() throws {
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
        XCTAssertFalse(run.stderr.contains("symbolic link") || run.stderr.contains("cannot be read"), run.stderr)
        // NFD sorts first by bytes (`e` before `é`'s first byte): Beta's folder, and its NFD file.
        XCTAssertTrue(modules.contains("BetaD"), "\(modules)")
        XCTAssertEqual(modules.count, 10, "\(modules)")
        let reason = "name that differs from another in its folder only in Unicode normalisation (NFC and NFD)"
        XCTAssertEqual(excluded.filter { $0.value == reason }.count, 2, "\(excluded)")
        XCTAssertEqual(run.warnings.filter { $0.contains("Unicode normalisation") && $0.contains("rename one of the two") }.count, 2, run.stderr)
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let build = try viperDocs(["build", app.path, "--output", site.path])
        XCTAssertEqual(build.status, 1, build.stderr)
        XCTAssertTrue(files(under: site).contains { $0.hasPrefix("source/Modules/Cafe_CC_81/Re_CC_81sume_CC_81.swift") }, "\(files(under: site).filter { $0.contains("Caf") })")
        try assertSiteChecks(site)
    }
}
