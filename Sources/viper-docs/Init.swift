import ArgumentParser
import Foundation
import ViperDocsKit

struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a commented .viper-docs.yml to start from.")

    @Argument(help: "The root of the app.")
    var path: String = "."

    @Flag(help: "Replace an existing .viper-docs.yml.")
    var force = false

    func run() throws {
        let written = try Commands.initConfiguration(at: path, force: force)
        try Commands.writeStandardOutput(written + "\n")
    }
}
