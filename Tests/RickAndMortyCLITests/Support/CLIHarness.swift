import Foundation
import RickAndMortyStubAPI
import Testing
import TestSupport

/// One test's world: the stand-in API on loopback in this process, a temporary folder for the
/// cache, and `rmfeed` run as a child process pointed at both, as a script would run it.
final class CLIHarness: Sendable {
    let server: StubAPIServer
    let folder: TemporaryDirectory
    private let executable: URL

    private init(server: StubAPIServer, folder: TemporaryDirectory, executable: URL) {
        self.server = server
        self.folder = folder
        self.executable = executable
    }

    /// Runs `body` with a started harness and always stops the stand-in and removes the folder.
    /// `linksBaseURL`: where the stand-in's links and images say they are (`nil`: on itself).
    static func with(
        linksBaseURL: String? = nil, sourceLocation: SourceLocation = #_sourceLocation, _ body: (CLIHarness) async throws -> Void
    ) async throws {
        let executable = try #require(RMFeedExecutable.url(), Comment(rawValue: RMFeedExecutable.missingMessage), sourceLocation: sourceLocation)
        let folder = try TemporaryDirectory(prefix: "rmfeed-cli-tests")
        let server: StubAPIServer
        do {
            server = try await StubAPIServer.start(baseURL: linksBaseURL)
        } catch {
            folder.remove()
            throw error
        }
        try await stopped(after: body, with: CLIHarness(server: server, folder: folder, executable: executable)) { await $0.stop() }
    }

    /// The cache folder the flags point at (created by `rmfeed` itself).
    var cacheDirectory: URL { folder.url.appendingPathComponent("cache", isDirectory: true) }
    var cacheFile: URL { cacheDirectory.appendingPathComponent("rmfeed.sqlite") }

    /// Where a default cache would land: set as `XDG_CACHE_HOME` so that a run without a cache
    /// folder never touches the developer's own `~/.cache/rmfeed`.
    var defaultCacheHome: URL { folder.url.appendingPathComponent("xdg-cache", isDirectory: true) }

    /// Where a default library would land, as `XDG_DATA_HOME`: never the developer's own.
    var defaultDataHome: URL { folder.url.appendingPathComponent("xdg-data", isDirectory: true) }

    func file(_ name: String) -> URL { folder.url.appendingPathComponent(name) }

    /// `rmfeed ARGUMENTS --api-url STUB --cache-dir CACHE`, to the end.
    func rmfeed(_ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) async throws -> CommandResult {
        try await rmfeed(arguments, sourceLocation: sourceLocation)
    }

    func rmfeed(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) async throws -> CommandResult {
        try await run(arguments + configurationFlags, sourceLocation: sourceLocation)
    }

    /// `rmfeed ARGUMENTS` with exactly these flags and extra environment variables.
    func run(_ arguments: [String], environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) async throws -> CommandResult {
        try await start(arguments, environment: environment).finish(sourceLocation: sourceLocation)
    }

    /// `rmfeed ARGUMENTS --api-url STUB --cache-dir CACHE` with standard output or error a pipe
    /// whose reader is gone, to the end.
    func rmfeed(_ arguments: String..., closedPipe: ChildProcess.ClosedPipe, sourceLocation: SourceLocation = #_sourceLocation) async throws -> CommandResult {
        try await start(arguments + configurationFlags, environment: [:], closedPipe: closedPipe).finish(sourceLocation: sourceLocation)
    }

    /// `rmfeed ARGUMENTS --api-url STUB --cache-dir CACHE`, started and not awaited.
    func startRMFeed(_ arguments: String...) throws -> ChildProcess {
        try start(arguments + configurationFlags, environment: [:])
    }

    /// `rmfeed ARGUMENTS --api-url STUB --cache-dir CACHE` with extra environment variables,
    /// started and not awaited.
    func startRMFeed(_ arguments: [String], environment: [String: String]) throws -> ChildProcess {
        try start(arguments + configurationFlags, environment: environment)
    }

    /// `rmfeed ARGUMENTS --api-url STUB --cache-dir CACHE` with files limited to `kilobytes`
    /// (`ulimit -f`): a disk that fills up as soon as the cache grows.
    func rmfeedOnFullDisk(kibibytes: Int, _ arguments: String..., sourceLocation: SourceLocation = #_sourceLocation) async throws -> CommandResult {
        let shell = URL(fileURLWithPath: "/bin/sh")
        let script = #"ulimit -f "$1"; shift; exec "$@""#
        // POSIX sh counts `ulimit -f` in blocks of 512 bytes.
        let child = try ChildProcess(
            executable: shell,
            arguments: ["-c", script, "sh", String(kibibytes * 2), executable.path] + arguments + configurationFlags,
            environment: childEnvironment(adding: [:])
        )
        return await child.finish(sourceLocation: sourceLocation)
    }

    /// `rmfeed ARGUMENTS --api-url STUB --cache-dir CACHE` allowed `count` open files
    /// (`ulimit -n`), started and not awaited: a process that runs out of descriptors at once.
    func startRMFeed(descriptorLimit count: Int, _ arguments: String...) throws -> ChildProcess {
        let script = #"ulimit -n "$1"; shift; exec "$@""#
        return try ChildProcess(
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, "sh", String(count), executable.path] + arguments + configurationFlags,
            environment: childEnvironment(adding: [:])
        )
    }

    /// Where the stand-in answers, whatever its links say.
    var apiURL: String { "http://127.0.0.1:\(server.port)/api" }

    var configurationFlags: [String] {
        ["--api-url", apiURL, "--cache-dir", cacheDirectory.path]
    }

    /// "No connectivity": the API's server is gone and its port closed.
    func goOffline() async {
        await server.stop()
    }

    private func start(_ arguments: [String], environment: [String: String], closedPipe: ChildProcess.ClosedPipe = .none) throws -> ChildProcess {
        try ChildProcess(executable: executable, arguments: arguments, environment: childEnvironment(adding: environment), closedPipe: closedPipe)
    }

    /// The test runner's environment without the developer's `RMFEED_*` settings and locale,
    /// in English, with the default cache inside the test's folder, plus the test's own variables.
    private func childEnvironment(adding extra: [String: String]) -> [String: String] {
        let dropped: Set = ["LC_ALL", "LC_MESSAGES", "LANGUAGE", "XDG_CACHE_HOME", "XDG_DATA_HOME"]
        var environment = ProcessInfo.processInfo.environment.filter { key, _ in
            !key.hasPrefix("RMFEED_") && !dropped.contains(key)
        }
        environment["LANG"] = "C.UTF-8"
        environment["XDG_CACHE_HOME"] = defaultCacheHome.path
        environment["XDG_DATA_HOME"] = defaultDataHome.path
        return environment.merging(extra) { _, test in test }
    }

    private func stop() async {
        await server.stop()
        folder.remove()
    }
}
