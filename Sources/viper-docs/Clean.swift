import ArgumentParser
import Foundation
import ViperDocsKit

struct Clean: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clean",
        abstract: "Removes the build cache (<PATH>/.viper-docs-cache); the next build makes it again.")

    @Argument(help: "The root of the app.")
    var path: String = "."

    func run() throws {
        try Commands.writeStandardOutput(try CacheCleaner.clean(path: path) + "\n")
    }
}
