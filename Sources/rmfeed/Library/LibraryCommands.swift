import Foundation
import ArgumentParser

extension RMFeed {
    /// The personal library's commands (docs/USAGE.md, "Your library").
    static let libraryCommands: [any ParsableCommand.Type] = [
        FavoriteCommand.self, UnfavoriteCommand.self, FavoritesCommand.self, WatchedCommand.self, ExportCommand.self,
    ]
}
