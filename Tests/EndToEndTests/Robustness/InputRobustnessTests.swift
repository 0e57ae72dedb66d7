import Foundation
import XCTest

/// The bad-input catalogue, part A: configurations, guides and baselines that are deep, huge,
/// malformed or not text.
final class InputRobustnessTests: ParsingRobustnessCase {
    // MARK: - .viper-docs.yml

    func testConfigurationNested100000Deep() throws {
        let root = try makeApp([".viper-docs.yml": "title: " + Self.repeated("[", "x", "]", 100_000) + "\n"])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:1:1: the YAML nests deeper than 64 levels")
    }

    func testConfigurationNestedDeepByIndentation() throws {
        let yaml = (0..<200).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x\n"
        let root = try makeApp([".viper-docs.yml": yaml])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:", saying: ["nests deeper than 64"])
    }

    func testConfigurationOfFiveMegabytes() throws {
        let root = try makeApp([".viper-docs.yml": "exclude:\n" + String(repeating: "  - Legacy/Some/Folder\n", count: (5 << 20) / 23)])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:1:1: the file is 5 MB, larger than the 1 MB", timeout: 20)
    }

    /// Refused from its size, unread: reading a sparse file of a terabyte failed, and the message
    /// said to check its permissions.
    func testConfigurationOfATerabyteIsRefusedWithoutBeingRead() throws {
        let root = try makeApp([".viper-docs.yml": SparseFile(size: 1 << 40)])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:1:1: the file is 1024 GB, larger than the 1 MB", timeout: 20)
    }

    func testLongExcludeListIsQuick() throws {
        // 40,000 plain paths (just under the 1 MB cap): before, every path of the walk was matched
        // against every one of them (a 5 MB list took 20 s on the example app).
        let list = (0..<40_000).map { "  - Legacy/Folder\($0)\n" }.joined()
        let root = try makeApp([".viper-docs.yml": "exclude:\n" + list + "  - Modules/Home/HomeViewController.swift\n"])
        let (run, json) = try graph(root, timeout: 30)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.messages, [], run.stderr)
        XCTAssertLessThan(run.seconds, 15)
        XCTAssertEqual(excluded(json)["Modules/Home/HomeViewController.swift"], "excluded by configuration")
    }

    func testMalformedConfiguration() throws {
        let root = try makeApp([".viper-docs.yml": "title: [unclosed\nrules: {\n"])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:", saying: ["fix the YAML syntax"])
    }

    func testConfigurationAnchorBomb() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        yaml += "exclude: *a9\n"
        let root = try makeApp([".viper-docs.yml": yaml])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:1:1: unknown key 'a0'", timeout: 20)
    }

    func testConfigurationAnchorBombUnderAKnownKey() throws {
        var yaml = "x: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        yaml = "exclude:\n"
        var anchors = "- &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 { anchors += "- &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        let root = try makeApp([".viper-docs.yml": yaml + anchors.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:2:5: each entry of exclude must be a single value", timeout: 20)
    }

    func testConfigurationUnknownKey() throws {
        let root = try makeApp([".viper-docs.yml": "title: App\nlimit:\n  file-size: 1 MB\n"])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:2:1: unknown key 'limit'", saying: ["limits"])
    }

    func testConfigurationUnknownRuleID() throws {
        let root = try makeApp([".viper-docs.yml": "rules:\n  no-such-rule: off\n"])
        try assertRefused(["check", root.path], root: root, prefix: ".viper-docs.yml:2:3: unknown rule 'no-such-rule'")
    }

    func testConfigurationUnknownLimit() throws {
        let root = try makeApp([".viper-docs.yml": "limits:\n  depth: 10\n"])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:2:3: unknown limit 'depth'", saying: ["nesting-depth"])
    }

    func testConfigurationLimitOutOfRange() throws {
        let root = try makeApp([".viper-docs.yml": "limits:\n  nesting-depth: 100000\n"])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:2:18: limits.nesting-depth must be a whole number from 8 to 1000")
    }

    func testConfigurationLimitThatIsNoSize() throws {
        let root = try makeApp([".viper-docs.yml": "limits:\n  guide-size: lots\n"])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:2:15: limits.guide-size must be a size from 1 KB to 1 GB")
    }

    /// `limits.diagram-nodes` below 10 (a map of fewer nodes says little) is refused, naming the range.
    func testConfigurationDiagramNodesTooFew() throws {
        let root = try makeApp([".viper-docs.yml": "limits:\n  diagram-nodes: 3\n"])
        try assertRefused(["build", root.path, "--output", root.appendingPathComponent("site").path], root: root,
                          prefix: ".viper-docs.yml:2:18: limits.diagram-nodes must be a whole number from 10 to 1000, not '3'")
    }

    /// `limits.diagram-nodes` above 1,000 (layouts of minutes) is refused.
    func testConfigurationDiagramNodesTooMany() throws {
        let root = try makeApp([".viper-docs.yml": "limits:\n  diagram-nodes: 50000\n"])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:2:18: limits.diagram-nodes must be a whole number from 10 to 1000")
    }

    /// `limits.diagram-nodes` that is no whole number (`lots`, `-40`, `40.5`, a list) is refused.
    func testConfigurationDiagramNodesNotANumber() throws {
        for value in ["lots", "-40", "40.5"] {
            let root = try makeApp([".viper-docs.yml": "limits:\n  diagram-nodes: \(value)\n"])
            try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:2:18: limits.diagram-nodes must be a whole number from 10 to 1000, not '\(value)'")
        }
        let root = try makeApp([".viper-docs.yml": "limits:\n  diagram-nodes: [40]\n"])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:2:18: limits.diagram-nodes must be")
    }

    func testBinaryConfiguration() throws {
        let root = try makeApp([".viper-docs.yml": ParsingRobustnessTests.binary(2_000)])
        try assertRefused(["graph", root.path], root: root, prefix: ".viper-docs.yml:")
    }

    // MARK: - Guides

    /// The app with a guides folder: `Docs/01-Good.md` and the bad guide.
    func buildWithGuide(_ name: String, _ content: Any, configuration: String? = nil, saying words: [String],
                        file: StaticString = #filePath, line: UInt = #line) throws {
        var files: [String: Any] = ["Docs/01-Good.md": "# Good\n\nText.\n", "Docs/\(name)": content]
        if let configuration { files[".viper-docs.yml"] = configuration }
        let root = try makeApp(files)
        let site = root.appendingPathComponent("site")
        let run = try viperDocs(["build", root.path, "--output", site.path], timeout: 120)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        let warnings = run.messages
        XCTAssertEqual(warnings.count, 1, run.stderr, file: file, line: line)
        XCTAssertTrue(warnings.first?.hasPrefix("viper-docs: warning: Docs/\(name)") == true, run.stderr, file: file, line: line)
        for word in words { XCTAssertTrue(run.stderr.contains(word), "'\(word)' in: \(run.stderr)", file: file, line: line) }
        let written = try tree(site)
        XCTAssertTrue(written.contains("guides/01-Good.html"), "the other guides are written", file: file, line: line)
        XCTAssertFalse(written.contains("guides/" + name.replacingOccurrences(of: ".md", with: ".html")), "the bad guide is skipped", file: file, line: line)
        XCTAssertTrue(written.contains("modules/Home.html"), file: file, line: line)
    }

    /// `viper-diagram` blocks that cannot be drawn — a flow of one step or of none, an unknown module,
    /// group or neighbourhood, a flow of 5,000 modules, 300 flows — each become a note on the guide's
    /// page and one warning line for the guide; the build goes on, in seconds.
    func testGuideDiagramBlocksThatCannotBeDrawn() throws {
        var guide = "# Diagrams\n\n"
        let blocks = ["flow Home", "flow -> ->", "NoSuchModule", "group NoSuchGroup", "neighbourhood NoSuchModule",
                      "flow " + (0..<5_000).map { "M\($0)" }.joined(separator: " -> ")]
        for block in blocks + (0..<300).map({ "flow Home -> M\($0)" }) { guide += "```viper-diagram\n\(block)\n```\n\n" }
        let root = try makeApp(["Docs/01-Diagrams.md": guide])
        let site = root.appendingPathComponent("site")
        let run = try viperDocs(["build", root.path, "--output", site.path], timeout: 120)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.messages.count, 1, run.stderr)
        XCTAssertTrue(run.messages.first?.hasPrefix("viper-docs: warning: Docs/01-Diagrams.md: 306 viper-diagram blocks cannot be drawn as written: "
            + "a flow needs two or more modules (flow Login -> Home); a flow needs two or more modules (flow Login -> Home); unknown module NoSuchModule; "
            + "unknown group NoSuchGroup; unknown module NoSuchModule; and 301 more (see Docs/Guides.md)") == true, run.stderr)
        let page = try String(contentsOf: site.appendingPathComponent("guides/01-Diagrams.html"), encoding: .utf8)
        for note in ["a flow needs two or more modules", "unknown module NoSuchModule", "unknown group NoSuchGroup",
                     "a flow of 5000 modules is more than limits.diagram-nodes (40); split it", "a site draws at most 200 flows"] {
            XCTAssertTrue(page.contains(note), note)
        }
        XCTAssertEqual(page.components(separatedBy: "<figure class=\"diagram\">").count - 1, 200, "200 flows are drawn")
        XCTAssertLessThan(run.seconds, 60)
    }

    func testGuideFrontMatterNested100000Deep() throws {
        try buildWithGuide("02-Deep.md", "---\ntitle: " + Self.repeated("[", "x", "]", 100_000) + "\n---\n# Deep\n",
                           saying: ["Docs/02-Deep.md:2:1: the YAML nests deeper than 64", "the guide is skipped"])
    }

    func testGuideFrontMatterMalformed() throws {
        try buildWithGuide("02-Bad.md", "---\ntitle: [oops\n---\n# Bad\n", saying: ["fix the front matter or remove it"])
    }

    func testGuideLargerThanTheLimit() throws {
        let paragraph = String(repeating: "word ", count: 200) + "\n\n"
        try buildWithGuide("02-Big.md", String(repeating: paragraph, count: 700), saying: ["larger than limits.guide-size (512 KB)", "split it"])
    }

    /// Skipped from its size, unread (it was "a guide that cannot be read; check its permissions").
    func testGuideOfATerabyteIsSkippedWithoutBeingRead() throws {
        try buildWithGuide("02-Huge.md", SparseFile(size: 1 << 40), saying: ["1024 GB is larger than limits.guide-size (512 KB)", "split it"])
    }

    func testGuideLargerThanAConfiguredLimit() throws {
        try buildWithGuide("02-Big.md", String(repeating: "text ", count: 1_000), configuration: "limits:\n  guide-size: 4 KB\n",
                           saying: ["limits.guide-size (4 KB)"])
    }

    func testBinaryGuide() throws {
        try buildWithGuide("02-Binary.md", ParsingRobustnessTests.binary(3_000), saying: ["NUL bytes"])
    }

    func testUTF16Guide() throws {
        var data = Data([0xFF, 0xFE])
        data.append("# Wide\n".data(using: .utf16LittleEndian)!)
        try buildWithGuide("02-Wide.md", data, saying: ["UTF-16"])
    }

    func testMarkdownNestedDeep() throws {
        let markdown = String(repeating: "> ", count: 20_000) + "quote\n\n" + Self.repeated("[", "link", "](x)", 20_000) + "\n\n"
            + String(repeating: "*", count: 20_000) + "a" + String(repeating: "*", count: 20_000) + "\n\n"
            + (0..<300).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n") + "\n"
        let root = try makeApp(["Docs/01-Deep.md": markdown])
        let site = root.appendingPathComponent("site")
        let run = try viperDocs(["build", root.path, "--output", site.path], timeout: 120)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(try tree(site).contains("guides/01-Deep.html"))
    }

    // MARK: - Themes

    /// A `--theme` whose partial includes itself: exit 2 before anything is written, one line naming the partial and the circle (a stack overflow before).
    func testThemeWithAPartialThatIncludesItself() throws {
        let root = try makeApp()
        let theme = root.appendingPathComponent("theme")
        try FileManager.default.copyItem(at: EndToEndTests.repository.appendingPathComponent("Themes/default"), to: theme)
        try "{{> partials/loop}}\n".write(to: theme.appendingPathComponent("partials/loop.mustache"), atomically: true, encoding: .utf8)
        let layout = theme.appendingPathComponent("layout.mustache")
        try (try String(contentsOf: layout, encoding: .utf8) + "{{> partials/loop}}\n").write(to: layout, atomically: true, encoding: .utf8)
        try assertRefused(["build", root.path, "--theme", theme.path, "--output", root.appendingPathComponent("site").path], root: root,
                          prefix: "--theme: theme problem at \(theme.path)/partials/loop.mustache",
                          saying: ["include each other in a circle (partials/loop → partials/loop)", "fix the theme"])
    }

    // MARK: - Baselines

    func assertBadBaseline(_ content: Any, saying words: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let root = try makeApp()
        let baseline = root.appendingPathComponent("baseline.json")
        if let text = content as? String { try Data(text.utf8).write(to: baseline) } else if let data = content as? Data { try data.write(to: baseline) }
        try assertRefused(["check", root.path, "--baseline", baseline.path], root: root, prefix: "baseline: \(baseline.path)",
                          saying: words + ["write a new one"], timeout: 60, file: file, line: line)
    }

    func testTruncatedBaseline() throws {
        try assertBadBaseline(#"{"version": 1, "entries": [{"rule": "presenter-holds-view-weakly", "mod"#, saying: ["is not a viper-docs baseline"])
    }

    func testBaselineOfWrongTypes() throws {
        try assertBadBaseline(#"{"version": "one", "entries": {"rule": 3}}"#, saying: ["is not a viper-docs baseline"])
    }

    func testBaselineNested100000Deep() throws {
        try assertBadBaseline(Self.repeated("[", "1", "]", 100_000), saying: ["is not a viper-docs baseline"])
    }

    func testHugeBaseline() throws {
        let entry = #"{"rule": "x", "module": "M", "file": "F.swift", "line": "let a = 1"}"#
        try assertBadBaseline(#"{"version": 99, "entries": ["# + Array(repeating: entry, count: 200_000).joined(separator: ",") + "]}",
                              saying: ["is not a viper-docs baseline"])
    }

    /// A baseline over 64 MB (a sparse file): exit 2 before any of it is read, the size named.
    func testBaselineOverTheSizeCap() throws {
        let root = try makeApp()
        let baseline = root.appendingPathComponent("baseline.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: baseline.path, contents: nil))
        let handle = try FileHandle(forWritingTo: baseline)
        try handle.truncate(atOffset: 65 << 20)
        try handle.close()
        try assertRefused(["check", root.path, "--baseline", baseline.path], root: root, prefix: "baseline: \(baseline.path)",
                          saying: ["is 65 MB, larger than a baseline may be (64 MB)", "write a new one"], timeout: 60)
    }
}
