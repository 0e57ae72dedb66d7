import Foundation
import XCTest

/// The build cache keeps a rebuild's site exactly what a build without it writes (not timed: the
/// speed is `make bench`'s).
final class CacheEndToEndTests: RobustnessTestCase {
    /// The number in `N from the cache` on a progress line that starts with `step`.
    func fromCache(_ run: Run, step: String) -> Int? {
        guard let line = run.stderr.split(separator: "\n").first(where: { $0.contains(step) }),
              let range = line.range(of: " from the cache") else { return nil }
        return Int(line[..<range.lowerBound].split(separator: " ").last ?? "")
    }

    /// A presenter changed: the second build parses that file only, lays out only the diagrams that
    /// changed, and writes exactly the site a build without the cache writes; the module's page and
    /// the maps show the change.
    func testRebuildAfterAChangeEqualsAFreshBuild() throws {
        let app = try exampleApp()
        let folder = app.deletingLastPathComponent()
        let first = try build(app, into: folder.appendingPathComponent("site"))
        XCTAssertEqual(fromCache(first, step: "Scan sources"), 0, first.stderr)
        let before = try contents(of: folder.appendingPathComponent("site"))

        let presenter = app.appendingPathComponent("Modules/Shows/Home/HomePresenter.swift")
        var source = try String(contentsOf: presenter, encoding: .utf8)
        source = source.replacingOccurrences(of: "private unowned let view", with: "private let view")
        try source.write(to: presenter, atomically: true, encoding: .utf8)

        let second = try build(app, into: folder.appendingPathComponent("site"))
        let scanned = try XCTUnwrap(Int(first.stderr.split(separator: "\n").first { $0.contains("Scan sources") }?
            .split(separator: ":").last?.split(separator: " ").first ?? ""))
        XCTAssertEqual(fromCache(second, step: "Scan sources"), scanned - 1, second.stderr)
        XCTAssertNotNil(fromCache(second, step: "Render diagrams"), second.stderr)
        let cached = try contents(of: folder.appendingPathComponent("site"))

        try build(app, into: folder.appendingPathComponent("fresh"), ["--no-cache"])
        let fresh = try contents(of: folder.appendingPathComponent("fresh"))
        XCTAssertEqual(Set(cached.keys), Set(fresh.keys))
        for (path, data) in fresh where cached[path] != data {
            XCTFail("\(path) differs from a build without the cache")
        }
        let rendered = try XCTUnwrap(second.stderr.firstMatch(of: /(\d+) pages \((\d+) rendered\)/))
        XCTAssertLessThan(Int(rendered.2)!, Int(rendered.1)! / 2, "only the pages whose inputs changed are rendered: \(second.stderr)")
        XCTAssertGreaterThan(Int(rendered.2)!, 1, second.stderr)
        XCTAssertNotEqual(before["modules/Home.html"], cached["modules/Home.html"], "the module's page shows the change")
        XCTAssertNotEqual(before["index.html"], cached["index.html"], "the index (its findings) shows the change")
    }

    /// A page of the site changed or deleted by hand: the next build is no "up to date", and renders
    /// that page again (and no other), as a build without the cache writes it.
    func testAPageChangedInTheSiteIsWrittenAgain() throws {
        let app = try exampleApp()
        let folder = app.deletingLastPathComponent()
        let site = folder.appendingPathComponent("site")
        try build(app, into: site)
        let before = try contents(of: site)
        let page = site.appendingPathComponent("modules/Home.html")
        try Data("edited by hand".utf8).write(to: page)
        let again = try build(app, into: site)
        XCTAssertFalse(again.stderr.contains("Up to date"), again.stderr)
        XCTAssertTrue(again.stderr.contains(" pages (1 rendered)"), again.stderr)
        XCTAssertEqual(try contents(of: site), before)

        try FileManager.default.removeItem(at: page)
        let third = try build(app, into: site)
        XCTAssertTrue(third.stderr.contains(" pages (1 rendered)"), third.stderr)
        XCTAssertEqual(try contents(of: site), before)
    }

    /// A module's files deleted: the rebuild has no page for it, and is the site a fresh build writes.
    func testDeletedModuleDisappears() throws {
        let app = try exampleApp()
        let folder = app.deletingLastPathComponent()
        try build(app, into: folder.appendingPathComponent("site"))
        XCTAssertNotNil(try contents(of: folder.appendingPathComponent("site"))["modules/Settings.html"])
        try FileManager.default.removeItem(at: app.appendingPathComponent("Modules/Account/Settings"))
        try build(app, into: folder.appendingPathComponent("site"))
        let cached = try contents(of: folder.appendingPathComponent("site"))
        XCTAssertNil(cached["modules/Settings.html"])
        try build(app, into: folder.appendingPathComponent("fresh"), ["--no-cache"])
        XCTAssertEqual(cached, try contents(of: folder.appendingPathComponent("fresh")))
    }

    /// Nothing changed: the build does nothing (it scans nothing, and every file of the site keeps its
    /// inode), says so, warns and exits as the build that wrote the site did; with another theme,
    /// every page is written again.
    func testUnchangedFilesAreNotRewrittenAndAThemeRewritesThePages() throws {
        let app = try exampleApp()
        let site = app.deletingLastPathComponent().appendingPathComponent("site")
        let built = try build(app, into: site)
        let first = try inodes(of: site)
        let again = try build(app, into: site)
        XCTAssertTrue(again.stderr.contains("Up to date: "), again.stderr)
        XCTAssertFalse(again.stderr.contains("Scan sources"), again.stderr)
        XCTAssertEqual(again.status, built.status)
        XCTAssertEqual(warnings(again), warnings(built))
        XCTAssertEqual(again.stdout, built.stdout)
        XCTAssertEqual(try inodes(of: site), first)

        let theme = app.deletingLastPathComponent().appendingPathComponent("theme")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Themes/default"), to: theme)
        let layout = theme.appendingPathComponent("layout.mustache")
        try append("<!-- another theme -->\n", to: layout)
        try build(app, into: site, ["--theme", theme.path])
        let themed = try inodes(of: site)
        for (path, inode) in themed where path.hasSuffix(".html") {
            XCTAssertNotEqual(first[path], inode, "\(path) was not written again for the new theme")
        }
    }

    /// Another build of the tool (the same version, a newer executable) trusts nothing of the cache:
    /// every file is parsed and every diagram laid out again.
    func testAnotherToolBuildRebuildsEverything() throws {
        let app = try exampleApp()
        let folder = app.deletingLastPathComponent()
        try build(app, into: folder.appendingPathComponent("site"))
        let warm = try build(app, into: folder.appendingPathComponent("site"))
        XCTAssertNotEqual(fromCache(warm, step: "Scan sources"), 0, warm.stderr)

        // A copy of the executable (and its theme's resources) with a newer time is another build.
        let tool = folder.appendingPathComponent("tool")
        try FileManager.default.createDirectory(at: tool, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.binary.deletingLastPathComponent().path)
        where name == "viper-docs" || name.hasSuffix(".resources") {
            try FileManager.default.copyItem(at: Self.binary.deletingLastPathComponent().appendingPathComponent(name),
                                             to: tool.appendingPathComponent(name))
        }
        let copy = tool.appendingPathComponent("viper-docs")
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: copy.path)
        let process = Process()
        process.executableURL = copy
        process.arguments = ["build", app.path, "--output", folder.appendingPathComponent("site").path]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let run = Run(status: process.terminationStatus, stdout: "", stderr: stderr)
        XCTAssertEqual(fromCache(run, step: "Scan sources"), 0, stderr)
        XCTAssertEqual(fromCache(run, step: "Render diagrams"), 0, stderr)
    }

    /// Two builds at once into two outputs share the cache: both sites are whole and alike, and the
    /// cache they filled reads back whole.
    func testTwoBuildsAtOnceShareTheCache() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.binary.path) else { throw XCTSkip("viper-docs is not built") }
        let app = try largeApp(modules: 60)
        let folder = app.deletingLastPathComponent()
        let processes = ["one", "two"].map { name -> Process in
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = ["build", app.path, "--output", folder.appendingPathComponent(name).path, "--quiet"]
            process.standardError = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            return process
        }
        for process in processes { try process.run() }
        for process in processes {
            process.waitUntilExit()
            XCTAssertTrue([0, 1].contains(process.terminationStatus))
        }
        let one = try contents(of: folder.appendingPathComponent("one"))
        XCTAssertEqual(one, try contents(of: folder.appendingPathComponent("two")))
        let third = try build(app, into: folder.appendingPathComponent("three"))
        let scanned = 60 * 4
        XCTAssertEqual(fromCache(third, step: "Scan sources"), scanned, third.stderr)
        XCTAssertEqual(one, try contents(of: folder.appendingPathComponent("three")))
    }

    /// `check` and `graph` read a cache a build left but never write one: after a change, their
    /// reports are those of a run without the cache, and the cache holds the same entries as before.
    func testCheckAndGraphOnlyReadTheCache() throws {
        let app = try exampleApp()
        let cache = app.appendingPathComponent(".viper-docs-cache")
        XCTAssertEqual(try viperDocs(["check", app.path]).status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path), "check made a cache")
        try build(app, into: app.deletingLastPathComponent().appendingPathComponent("site"))
        let entries = files(under: cache)
        let presenter = app.appendingPathComponent("Modules/Shows/Home/HomePresenter.swift")
        try (String(contentsOf: presenter, encoding: .utf8).replacingOccurrences(of: "private unowned let view", with: "private let view"))
            .write(to: presenter, atomically: true, encoding: .utf8)
        for command in [["check", "--format", "json"], ["graph"]] {
            let cached = try viperDocs([command[0], app.path] + command.dropFirst())
            let fresh = try viperDocs([command[0], app.path, "--no-cache"] + command.dropFirst())
            XCTAssertEqual(cached.stdout, fresh.stdout, "\(command[0]) with the cache")
            XCTAssertFalse(cached.stdout.isEmpty)
        }
        XCTAssertEqual(files(under: cache), entries, "check or graph wrote to the cache")
    }

    /// `clean` removes the cache and says so; a second `clean` says there is none.
    func testCleanRemovesTheCache() throws {
        let app = try exampleApp()
        try build(app, into: app.deletingLastPathComponent().appendingPathComponent("site"))
        let cache = app.appendingPathComponent(".viper-docs-cache")
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache.appendingPathComponent("CACHEDIR.TAG").path))
        let clean = try viperDocs(["clean", app.path])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stdout, "removed \(cache.path)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.path))
        XCTAssertEqual(try viperDocs(["clean", app.path]).stdout, "no cache at \(cache.path)\n")
    }
}

extension RobustnessTestCase {
    /// Every file of a site, by path.
    func contents(of site: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for path in files(under: site) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: site.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = try Data(contentsOf: site.appendingPathComponent(path))
            }
        }
        return result
    }

    /// The inode of every file of a site, by path: a file that was linked, not written, keeps its own.
    func inodes(of site: URL) throws -> [String: UInt64] {
        var result: [String: UInt64] = [:]
        for path in files(under: site) {
            let attributes = try FileManager.default.attributesOfItem(atPath: site.appendingPathComponent(path).path)
            if attributes[.type] as? FileAttributeType == .typeRegular {
                result[path] = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
            }
        }
        return result
    }

    /// A build of `app` into `site`; the run, for its progress lines.
    @discardableResult
    func build(_ app: URL, into site: URL, _ extra: [String] = [], binary: URL? = nil, file: StaticString = #filePath,
               line: UInt = #line) throws -> Run {
        let run = try viperDocs(["build", app.path, "--output", site.path] + extra, file: file, line: line)
        XCTAssertTrue([0, 1].contains(run.status), run.stderr, file: file, line: line)
        return run
    }

    /// The site equals the one a build without the cache writes into `fresh`.
    func assertEqualsFreshBuild(_ app: URL, _ site: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let fresh = app.deletingLastPathComponent().appendingPathComponent("fresh-\(UUID().uuidString)")
        try build(app, into: fresh, ["--no-cache"], file: file, line: line)
        let expected = try contents(of: fresh)
        let actual = try contents(of: site)
        XCTAssertEqual(Set(actual.keys), Set(expected.keys), file: file, line: line)
        for (path, data) in expected where actual[path] != data {
            XCTFail("\(path) differs from a build without the cache", file: file, line: line)
        }
    }

    /// Adds `text` at the end of `file`.
    func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    /// Replaces the first `old` in `file` by `new`.
    func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: old), "\(old) is not in \(file.lastPathComponent)")
        try text.replacingCharacters(in: range, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    /// The lines of a run that warn.
    func warnings(_ run: Run) -> [Substring] {
        run.stderr.split(separator: "\n").filter { $0.hasPrefix("viper-docs: warning:") }
    }
}
