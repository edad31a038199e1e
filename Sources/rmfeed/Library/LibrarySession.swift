import ArgumentParser
import Foundation
import RickAndMortyApp
import RickAndMortyFeed

/// Runs a library command with the app and the library in its data folder, and reports any
/// failure as the command-line contract says: the localized "Not found" or the scenario's error
/// message, or what went wrong with the library file, on standard error, and exit 1.
enum LibrarySession {
    static func run(_ options: GlobalOptions, _ work: (LibraryApp, CharactersPresenter) async throws -> Void) async throws {
        try await AppSession.run(options) { app, presenter, _ in
            do {
                try await work(LibraryApp(app: app), presenter)
            } catch let exit as ExitCode {
                throw exit
            } catch is LibraryItemNotFound {
                printError(presenter.localization.string(.notFound))
                throw ExitCode.failure
            } catch let error as RemoteLoadError {
                printError(presenter.errorViewModel(for: error).message)
                throw ExitCode.failure
            } catch {
                printError("\(error)")
                throw ExitCode.failure
            }
        }
    }

    /// Said on standard error when some names could not be had; the list is shown regardless.
    static func reportMissingNames(_ listing: LibraryListing, _ presenter: CharactersPresenter) {
        guard let error = listing.namesError else { return }
        printError("Some names could not be loaded: \(presenter.errorViewModel(for: error).message)")
    }
}

/// An id argument of the library's commands: a whole number from 1.
func validateLibraryID(_ id: Int, _ name: String = "ID") throws {
    guard id >= 1 else { throw ValidationError("\(name) must be a whole number from 1, got \(id)") }
}
