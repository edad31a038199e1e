import ArgumentParser
import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// `rmfeed sync [--images]`: the whole API (characters, episodes, locations, and every image)
/// into the cache, for offline use.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Mirror every character, episode and location (and with --images every image) into the cache.",
        discussion: "Safe to interrupt: the cache stays whole, and a rerun skips images already cached."
    )

    @OptionGroup var options: GlobalOptions

    @Flag(help: "Also load and cache every character's image.") var images = false

    func run() async throws {
        try await AppSession.run(options, pooledCache: true) { app, presenter, _ in
            let display = ProgressDisplay(interactive: isatty(STDERR_FILENO) == 1)
            let report: SyncReport
            do {
                report = try await app.syncAll(images: images) { display.show($0) }
            } catch {
                display.finish()
                printError(presenter.errorViewModel(for: error).message)
                throw ExitCode.failure
            }
            display.finish()
            if report.cacheReplacedDuringSync {
                // The counts are of a file that is gone: saying "Synced" would be a lie.
                printError("The cache was cleared while the sync ran, so what it saved before is gone: run rmfeed sync again.")
                throw ExitCode.failure
            }
            if report.pageSaveFailures > 0 {
                // Loaded is not synced: without the pages saved, nothing of it is there offline.
                let why = report.pageSaveError.map { ": \(FileErrorText.reason($0))" } ?? ""
                printError("\(report.pageSaveFailures) of \(report.pages) pages could not be saved on this device\(why)")
                printError(presenter.localization.string(.saveError))
                throw ExitCode.failure
            }
            var summary = "Synced \(report.pages) pages: \(report.characters) characters, \(report.episodes) episodes, "
                + "\(report.locations) locations"
            if images {
                summary += ", \(report.images) images"
                if report.imageFailures > 0 { summary += " (\(report.imageFailures) could not be loaded)" }
            }
            printOutput(summary)
            if report.imageSaveFailures > 0 {
                printError("\(report.imageSaveFailures) images could not be saved on this device")
                printError(presenter.localization.string(.saveError))
                throw ExitCode.failure
            }
        }
    }
}
