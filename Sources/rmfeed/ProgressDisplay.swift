import Foundation
import RickAndMortyApp
import NIOConcurrencyHelpers

/// Sync progress on standard error: a redrawn bar on a terminal, plain lines otherwise (logs,
/// pipes), each line only when a whole 10% more is done so a log stays short. The images are a
/// phase of their own: the total is known only once every page is in, and the pages alone reach
/// 100%, which would otherwise leave the whole image phase without a line.
final class ProgressDisplay: Sendable {
    private let interactive: Bool
    private let lastLine = NIOLockedValueBox((totalImages: -1, decile: -1))

    init(interactive: Bool) {
        self.interactive = interactive
    }

    /// Called on every change (once per image), so a plain line's text is made only when
    /// it is shown.
    func show(_ progress: SyncProgress) {
        let percent = Int(progress.fraction * 100)
        if interactive {
            let filled = Int(progress.fraction * 30)
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 30 - filled)
            StandardStream.error.write("\r\u{1B}[2K\(bar) \(percent)% \(Self.counts(progress))")
        } else {
            let line = (totalImages: progress.totalImages, decile: percent / 10)
            let isNew = lastLine.withLockedValue { last in
                guard line.totalImages != last.totalImages || line.decile > last.decile else { return false }
                last = line
                return true
            }
            if isNew { printError("sync: \(percent)% \(Self.counts(progress))") }
        }
    }

    private static func counts(_ progress: SyncProgress) -> String {
        "pages \(progress.pagesDone)/\(progress.totalPages)"
            + (progress.totalImages > 0 ? ", images \(progress.imagesDone)/\(progress.totalImages)" : "")
    }

    func finish() {
        if interactive { StandardStream.error.write("\n") }
    }
}
