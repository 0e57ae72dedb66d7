import Architecture
import XCTest

/// The folder helpers read bytes where they can; they must say what the parts say.
final class PathPartsTests: XCTestCase {
    let paths = [
        "", "A.swift", "Modules/Home/HomePresenter.swift", "Modules/Home/View/HomeView.swift", "Modules/HomeDetail/X.swift",
        "Modules/Home", "Modules", "/abs/Home/P.swift", "Modules//Home/P.swift", "Modules/Home/", "//", "/",
        "Módulos/Inicio/P.swift", "Módulos/Inicio/V/View.swift", "Módulos/Ínicio/P.swift", "Mo\u{301}dulos/Inicio/P.swift",
        "a/b/c/d.swift", "a/b/cd/e.swift", "a/bc/d.swift", "a/b.swift",
    ]

    func testTheFolderOfAPathIsItsPartsButTheLastJoined() {
        for path in paths {
            XCTAssertEqual(path.folderOfPath, path.pathParts.dropLast().joined(separator: "/"), path)
        }
    }

    func testTheSharedFolderIsTheLeadingPartsBothHave() {
        let folders = paths.map(\.folderOfPath)
        for a in folders {
            for b in folders {
                let x = a.pathParts, y = b.pathParts
                let expected = x.prefix(zip(x, y).prefix { $0 == $1 }.count).joined(separator: "/")
                XCTAssertEqual(a.sharedFolder(with: b), expected, "\(a) and \(b)")
            }
        }
    }

    func testAFolderThatOnlyBeginsLikeAnotherSharesItsParentOnly() {
        XCTAssertEqual("Modules/Home".sharedFolder(with: "Modules/HomeDetail"), "Modules")
        XCTAssertEqual("Modules/HomeDetail".sharedFolder(with: "Modules/Home"), "Modules")
        XCTAssertEqual("Modules/Home".sharedFolder(with: "Modules/Home/View"), "Modules/Home")
        XCTAssertEqual("Modules".sharedFolder(with: "Other"), "")
    }
}
