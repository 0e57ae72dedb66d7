import Foundation
import XCTest

/// The shells' completions and the man page as a user gets them: the built binary's
/// `--generate-completion-script` completing in a real bash (and fish, where it is installed),
/// swift-argument-parser's generate-manual run on the built binary and read by `man`, and `make
/// install DESTDIR=… PREFIX=…` putting both where bash, zsh, fish and man look.
final class ShellIntegrationTests: PublishingCase {
    static let commands = ["build", "check", "graph", "diff", "affected", "explain", "rules", "init", "serve", "clean"]

    func completionScript(_ shell: String) throws -> URL {
        let script = try viperDocs(["--generate-completion-script", shell])
        XCTAssertEqual(script.status, 0, script.stderr)
        let file = try temporaryFolder().appendingPathComponent(shell == "zsh" ? "_viper-docs" : "viper-docs.\(shell)")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// What bash offers after `line` (the cursor at its end), through the completion function the
    /// script registers, called as bash-completion calls it.
    func bashCompletions(_ script: URL, _ line: String) throws -> [String] {
        let driver = """
            shopt -s extglob
            source "$1"
            complete -p viper-docs >/dev/null || exit 3
            COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}
            read -ra COMP_WORDS <<< "$COMP_LINE"
            [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMPREPLY=()
            _viper-docs viper-docs "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try run("/bin/bash", ["-c", driver, "bash", script.path, line])
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    func testBashCompletesCommandsOptionsAndTheirValues() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { throw XCTSkip("bash is not installed") }
        let script = try completionScript("bash")
        XCTAssertEqual(try bashCompletions(script, "viper-docs ch"), ["check"])
        XCTAssertEqual(Set(try bashCompletions(script, "viper-docs ")).intersection(Self.commands), Set(Self.commands))
        XCTAssertFalse(try bashCompletions(script, "viper-docs ").contains("lower-bound"), "the hidden command is not offered")
        XCTAssertEqual(try bashCompletions(script, "viper-docs check --for"), ["--format"])
        XCTAssertEqual(Set(try bashCompletions(script, "viper-docs check --format ")),
                       ["text", "json", "sarif", "junit", "github", "markdown", "codeclimate"])
        XCTAssertEqual(try bashCompletions(script, "viper-docs diff --fail"), ["--fail-on-new-violations"])
    }

    func testFishAndZshReadTheirScripts() throws {
        let fish = ["/usr/bin/fish", "/usr/local/bin/fish"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let zsh = ["/usr/bin/zsh", "/bin/zsh", "/usr/local/bin/zsh"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard fish != nil || zsh != nil else { throw XCTSkip("neither fish nor zsh is installed; their completion scripts are not tried here") }
        if let fish {
            let script = try completionScript("fish")
            let offered = try run(fish, ["--no-config", "-c", "source $argv[1]; complete -C'viper-docs ch'", script.path])
            XCTAssertEqual(offered.status, 0, offered.stderr)
            XCTAssertTrue(offered.stdout.hasPrefix("check\t"), offered.stdout)
        }
        if let zsh {
            let script = try completionScript("zsh")
            let parsed = try run(zsh, ["-n", script.path])
            XCTAssertEqual(parsed.status, 0, parsed.stderr)
            XCTAssertTrue(try String(contentsOf: script, encoding: .utf8).hasPrefix("#compdef viper-docs"))
        }
    }

    /// The manual, made as `make man` and `make install` make it, names every command and option.
    func testTheManPageDescribesEveryCommand() throws {
        let tool = EndToEndTests.products.appendingPathComponent("generate-manual")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw XCTSkip("swift-argument-parser's generate-manual is not built at \(tool.path); `make test` builds it (swift build --product generate-manual)")
        }
        let folder = try temporaryFolder()
        let made = try run(tool.path, [EndToEndTests.binary.path, "--date", "2026-01-02", "--output-directory", folder.path])
        XCTAssertEqual(made.status, 0, made.stderr)
        let page = folder.appendingPathComponent("viper-docs.1")
        let text = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(text.contains(".Dt VIPER-DOCS 1"), text)
        for command in Self.commands { XCTAssertTrue(text.contains(".It Em \(command)\n"), "the manual describes \(command)") }
        XCTAssertTrue(text.contains("-fail-on-new-violations"))
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/man") else { return }
        let shown = try run("/usr/bin/man", ["-l", page.path], environment: ["MANWIDTH": "100", "MANPAGER": "cat", "PAGER": "cat"])
        XCTAssertEqual(shown.status, 0, shown.stderr)
        XCTAssertTrue(shown.stdout.contains("viper-docs"), shown.stdout)
    }

    /// `make install` into a staging folder (DESTDIR) writes the completions and the man page where
    /// the shells and man look under PREFIX, lists them in its manifest, and `make uninstall`
    /// removes them again.
    func testInstallPutsCompletionsAndTheManPageWhereShellsLook() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") else { throw XCTSkip("make is not installed") }
        let stage = try temporaryFolder().appendingPathComponent("stage")
        let prefix = "/opt/viper-docs-test"
        let root = stage.appendingPathComponent(String(prefix.dropFirst()))
        let install = try run("/usr/bin/make", ["-C", Self.repository.path, "install", "PREFIX=\(prefix)", "DESTDIR=\(stage.path)",
                                                "BIN_DIR=\(EndToEndTests.products.path)"])
        XCTAssertEqual(install.status, 0, install.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix), "DESTDIR keeps the install out of PREFIX itself")
        var files = ["bin/viper-docs", "share/bash-completion/completions/viper-docs", "share/zsh/site-functions/_viper-docs",
                     "share/fish/vendor_completions.d/viper-docs.fish"]
        if FileManager.default.isExecutableFile(atPath: EndToEndTests.products.appendingPathComponent("generate-manual").path) {
            files.append("share/man/man1/viper-docs.1")
        }
        for file in files { XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path), file) }
        let manifest = try String(contentsOf: root.appendingPathComponent("share/viper-docs/manifest"), encoding: .utf8)
        for file in files { XCTAssertTrue(manifest.contains(file + "\n"), "the manifest lists \(file)") }

        if files.contains("share/man/man1/viper-docs.1"), FileManager.default.isExecutableFile(atPath: "/usr/bin/man") {
            let found = try run("/usr/bin/man", ["-w", "viper-docs"], environment: ["MANPATH": root.appendingPathComponent("share/man").path])
            XCTAssertEqual(found.stdout.trimmingCharacters(in: .newlines), root.appendingPathComponent("share/man/man1/viper-docs.1").path, found.stderr)
        }
        let bash = try bashCompletions(root.appendingPathComponent("share/bash-completion/completions/viper-docs"), "viper-docs se")
        XCTAssertEqual(bash, ["serve"])

        let uninstall = try run("/usr/bin/make", ["-C", Self.repository.path, "uninstall", "PREFIX=\(prefix)", "DESTDIR=\(stage.path)"])
        XCTAssertEqual(uninstall.status, 0, uninstall.stderr)
        for file in files + ["share/viper-docs"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent(file).path), "uninstall removes \(file)")
        }
    }
}
