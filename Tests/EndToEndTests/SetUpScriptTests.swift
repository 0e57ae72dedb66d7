import Foundation
import XCTest

/// `.ci/install-deps.sh`, which `make example` and `make test` run on a new user's machine: what it
/// prints when it installs the browser tests' Python packages, with a stand-in `python3` (and
/// `apt-get`, Chromium) first on the PATH so that nothing is installed for real.
final class SetUpScriptTests: XCTestCase {
    static let script = EndToEndTests.repository.appendingPathComponent(".ci/install-deps.sh")

    /// A folder of stand-ins: `python3` whose plain `pip install` fails as Debian's does
    /// (externally managed) unless `pipWorks`, and whose `--user --break-system-packages` one works
    /// unless `breakWorks` is false; `apt-get` that fails; `chromium` and `chromedriver` that exist.
    func standIns(pipWorks: Bool, breakWorks: Bool) throws -> (path: String, marker: URL) {
        guard let pkgConfig = try? runProcess(URL(fileURLWithPath: "/usr/bin/env"), ["pkg-config", "--exists", "libgvc", "libcmark-gfm"]),
              pkgConfig.status == 0 else {
            throw XCTSkip("the C libraries are not all installed here, so the script would install them")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viper-docs-setup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let marker = folder.appendingPathComponent("installed")
        let python = """
            #!/bin/sh
            if [ "$1" = "-c" ]; then [ -f "\(marker.path)" ]; exit $?; fi
            if [ "$1 $2 $3" = "-m pip --version" ]; then echo "pip 23.0.1"; exit 0; fi
            if [ "$1 $2 $3" = "-m pip install" ]; then
                case "$*" in
                    *--break-system-packages*) \(breakWorks ? "touch \"\(marker.path)\"; exit 0" : "echo 'ERROR: no network' >&2; exit 1") ;;
                    *) \(pipWorks ? "touch \"\(marker.path)\"; exit 0" : "printf 'error: externally-managed-environment\\n\\nThis environment is externally managed\\n' >&2; exit 1") ;;
                esac
            fi
            exit 2
            """
        let stubs = ["python3": python, "apt-get": "#!/bin/sh\necho \"E: Unable to locate package $*\" >&2\nexit 100\n",
                     "chromium": "#!/bin/sh\nexit 0\n", "chromedriver": "#!/bin/sh\nexit 0\n"]
        for (name, text) in stubs {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        return (folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), marker)
    }

    func runScript(path: String) throws -> (status: Int32, stderr: String) {
        let run = try runProcess(URL(fileURLWithPath: "/bin/bash"), [Self.script.path, "--browser"],
                                 environment: ["PATH": path], timeout: 120)
        return (run.status, String(decoding: run.stderr, as: UTF8.self) + String(decoding: run.stdout, as: UTF8.self))
    }

    /// On Debian, plain `pip install` refuses (externally managed) and the fallback installs: no
    /// error is printed, only what is being installed.
    func testTheExpectedPipFailureIsNotShownWhenTheFallbackWorks() throws {
        let (path, marker) = try standIns(pipWorks: false, breakWorks: true)
        let run = try runScript(path: path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: marker.path), run.stderr)
        XCTAssertTrue(run.stderr.contains("Installing selenium, html5lib and pytest"), run.stderr)
        for alarm in ["error", "ERROR", "externally", "Could not"] {
            XCTAssertFalse(run.stderr.contains(alarm), "'\(alarm)' printed although the install worked:\n\(run.stderr)")
        }
    }

    /// Where every way fails, the script says so, with pip's last words, and still exits 0 (the
    /// browser tests then skip).
    func testAFailureOfEveryWayIsShown() throws {
        guard getuid() == 0 else { throw XCTSkip("as another user the script would ask sudo to run the real apt-get") }
        let (path, marker) = try standIns(pipWorks: false, breakWorks: false)
        let run = try runScript(path: path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path))
        XCTAssertTrue(run.stderr.contains("Could not install selenium, html5lib and pytest; the browser tests will be skipped."), run.stderr)
        XCTAssertTrue(run.stderr.contains("E: Unable to locate package"), run.stderr)
    }
}
