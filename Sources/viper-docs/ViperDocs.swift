import ArgumentParser
import Architecture
import Foundation
import SourceScanner
import ViperDocsKit

/// The command line: parses arguments and calls `ViperDocsKit`. Exit codes: 0 no error-level
/// finding, 1 error-level findings, 2 bad usage or unreadable input.
@main
struct ViperDocs: AsyncParsableCommand {
    // Every command names itself: a name made from the type's (`String(describing:)`) searched all
    // of the binary's 12,000 protocol conformances at each start, for each command.
    static let configuration = CommandConfiguration(
        commandName: "viper-docs",
        abstract: "Documents and checks the VIPER architecture of an iOS app.",
        version: ViperDocsVersion.current,
        subcommands: [Build.self, Graph.self, Check.self, DiffCommand.self, AffectedCommand.self, ExplainCommand.self, RulesCommand.self, Init.self,
                      Serve.self, Clean.self, LowerBoundCommand.self],
        defaultSubcommand: Build.self)

    /// Parses and runs, mapping every failure to one line on stderr and a documented exit code.
    static func main() async {
        StandardStream.guardClosedDescriptors()
        HeapGrowth.reserveAhead()
        // A reader that goes away (`viper-docs check | head -1`) makes a write fail with EPIPE, which
        // is reported (exit 2), instead of killing the process mid-build with SIGPIPE (exit 141),
        // which left the output's lock and the unfinished site behind.
        signal(SIGPIPE, SIG_IGN)
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as ViperDocsError {
            TerminalText.writeLine("viper-docs: error: \(error.localizedDescription)")
            Foundation.exit(ViperDocsError.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .success || error is ExitCode {
                exit(withError: error)
            }
            // Usage errors: ArgumentParser's message, and our documented code 2 (not 64).
            TerminalText.writeLines(fullMessage(for: error))
            Foundation.exit(ViperDocsError.exitCode)
        }
    }
}

/// Options shared by the commands that scan an app.
struct ScanOptions: ParsableArguments {
    @Argument(help: "The root of the app to scan.")
    var path: String = "."

    @Flag(name: .customLong("no-cache"), help: "Neither read nor fill the build cache (<PATH>/.viper-docs-cache; check and graph only read it).")
    var noCache = false

    /// The build cache unless `--no-cache`: read and filled (`build`, `serve`).
    var cache: CacheSetting { noCache ? .off : .on(toolVersion: ViperDocs.configuration.version) }

    /// The build cache unless `--no-cache`, only read when there is one (`check`, `graph` write nothing).
    var readOnlyCache: CacheSetting { noCache ? .off : .readOnly(toolVersion: ViperDocs.configuration.version) }
}

/// Exit code 1 when an error-level violation was found.
func exitForFindings(_ errors: Int) throws {
    if errors > 0 { throw ExitCode(1) }
}

/// What a command made and needs until it ends: kept until the process exits instead of freed.
/// Freeing a large app's facts and model one allocation at a time took 3 % of `check`, serially,
/// after the report was written; the system takes the memory back at exit at once.
enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) {
        lock.withLock { values.append(value) }
    }
}
