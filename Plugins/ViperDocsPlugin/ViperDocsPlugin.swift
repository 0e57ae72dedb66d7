import Foundation
import PackagePlugin

/// `swift package viper-docs build|check|graph|…`: runs the `viper-docs` executable of this package
/// on the package it is invoked in (or on one of its targets, `--target NAME`), in that package's
/// folder. What it prints and its errors are the command line's; it exits with the command line's
/// code, which `swift package` names ("Plugin ended with exit code 2") before exiting 1 itself.
///
/// It declares no permission, so `check` and `graph`, which write nothing, need no flag. Where
/// SwiftPM sandboxes plugins (macOS), `build` needs `--allow-writing-to-package-directory` (the site
/// and the cache go in the package), or `--allow-writing-to-directory DIR` with `--output DIR`;
/// `serve` needs `--disable-sandbox` to listen. See Docs/Plugins.md.
@main
struct ViperDocsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let root: URL
        switch targets.count {
        case 0:
            root = context.package.directoryURL
        case 1:
            guard let target = try context.package.targets(named: targets).first else {
                throw PluginFailure("no target \(targets[0]) in \(context.package.displayName)")
            }
            root = target.directoryURL
        default:
            throw PluginFailure("--target takes one target; run the plugin once per target")
        }
        let tool = try context.tool(named: "viper-docs").url
        let status = try ViperDocsInvocation(arguments: extractor.remainingArguments, root: root.path)
            .run(tool, in: context.package.directoryURL)
        // The command line's exit code: 1 for error-level findings, 2 for bad input.
        if status != 0 { exit(status) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command on an Xcode project (File ▸ Packages, or the project's context menu in Xcode):
/// `viper-docs` runs on the project's folder. Compiled only where Xcode's plugin API exists.
extension ViperDocsPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "viper-docs").url
        let folder = context.xcodeProject.directoryURL
        let status = try ViperDocsInvocation(arguments: arguments, root: folder.path).run(tool, in: folder)
        if status != 0 { exit(status) }
    }
}
#endif

/// The command line that the plugin runs: the subcommand (`build` when none is named, as the CLI's
/// default), then the folder to scan for the subcommands that take one, then the user's arguments.
struct ViperDocsInvocation {
    /// The subcommands whose first argument is the folder to scan.
    static let scanning: Set<String> = ["build", "check", "graph", "explain", "serve", "clean", "init"]

    var arguments: [String]
    var root: String

    var commandLine: [String] {
        guard let first = arguments.first, !first.hasPrefix("-") else {
            // No subcommand, or only options: `build`, as `viper-docs` alone, unless it is a
            // question for the tool itself (`--help`, `--version`).
            if arguments.contains(where: { ["-h", "--help", "--version"].contains($0) }) { return arguments }
            return ["build", root] + arguments
        }
        guard Self.scanning.contains(first) else { return arguments }
        return [first, root] + arguments.dropFirst()
    }

    /// Runs `tool` with this command line in `folder`, its output and errors going where the
    /// plugin's go; returns its exit status.
    func run(_ tool: URL, in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = commandLine
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal {
            throw PluginFailure("viper-docs was stopped by signal \(process.terminationStatus)")
        }
        return process.terminationStatus
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
