import ArgumentParser
import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed image ID --output FILE`: a character's image, from the cache, else the API, else the placeholder.
struct ImageCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "image",
        abstract: "Write a character's image to a file (cache first, then the API, which is then cached).",
        discussion: "When no image can be had, the placeholder is written, a note goes to standard error and the exit code is 2."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The character's id.") var id: Int
    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the image; - for standard output.", valueName: "file"))
    var output: String

    func validate() throws {
        guard id >= 1 else { throw ValidationError("the id must be 1 or more") }
        guard !output.isEmpty else { throw ValidationError("--output needs a file name, or - for standard output") }
    }

    func run() async throws {
        try await AppSession.run(options) { app, presenter, _ in
            // The app's one image path: cache, remote (then cached), placeholder.
            let found: CharacterImage?
            do {
                found = try await app.image(forCharacter: id)
            } catch {
                // Only cancellation reaches here: the person interrupted the tool.
                throw ExitCode.failure
            }
            guard let image = found else {
                printError("No character with id \(id)")
                throw ExitCode.failure
            }
            try write(image.bytes)
            if image.source == .placeholder {
                printError(presenter.localization.string(.imagePlaceholder) + ": wrote the placeholder image")
                throw ExitCode(2)
            }
        }
    }

    private func write(_ bytes: Data) throws {
        if output == "-" {
            StandardStream.output.write(bytes)
            return
        }
        do {
            try OutputFile.write(bytes, to: output)
        } catch {
            printError(error.description)
            throw ExitCode.failure
        }
    }
}
