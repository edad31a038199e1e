// swift-tools-version: 6.2
import PackageDescription

// Every target is Swift 6 language mode (the tools-version default) with these upcoming
// features, so an accidental `import` of a framework in the core is visible in the diff.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

// Locks are NIOConcurrencyHelpers' (pthread mutexes) rather than Synchronization.Mutex: on Linux
// Mutex hands a contended lock over in the kernel, which ThreadSanitizer cannot see, so every
// Mutex critical section showed up as a data race and hid any real one (RELIABILITY.md).
let package = Package(
    name: "RickAndMortyFeed",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "RickAndMortyFeed", targets: ["RickAndMortyFeed"]),
        .library(name: "RickAndMortyFeedHTTP", targets: ["RickAndMortyFeedHTTP"]),
        .library(name: "RickAndMortyFeedSQLite", targets: ["RickAndMortyFeedSQLite"]),
        .library(name: "RickAndMortyStubAPI", targets: ["RickAndMortyStubAPI"]),
        .library(name: "RickAndMortyApp", targets: ["RickAndMortyApp"]),
        .library(name: "RickAndMortyFeedWeb", targets: ["RickAndMortyFeedWeb"]),
        .executable(name: "rmfeed", targets: ["rmfeed"]),
        .executable(name: "rmfeed-stub-api", targets: ["rmfeed-stub-api"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/GraphQLSwift/GraphQL.git", from: "4.3.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        // The core: Foundation only. Nothing here may know which HTTP library or database exists.
        .target(
            name: "RickAndMortyFeed",
            resources: [.process("FeedPresentation/Resources")],
            swiftSettings: strict
        ),
        .target(
            name: "RickAndMortyFeedHTTP",
            dependencies: [
                "RickAndMortyFeed",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        .target(
            name: "RickAndMortyFeedSQLite",
            dependencies: [
                "RickAndMortyFeed",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        // The composition root: wires the core to HTTP, SQLite and the web UI with small
        // decorators and composites. It is the one target that knows every concrete type.
        .target(
            name: "RickAndMortyApp",
            dependencies: [
                "RickAndMortyFeed", "RickAndMortyFeedHTTP", "RickAndMortyFeedSQLite", "RickAndMortyFeedWeb",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        // The Rick and Morty API's GraphQL schema and resolvers over the core's types; the
        // composition root hands it the read-through lookups (`GraphQLFeedSource`).
        .target(
            name: "RickAndMortyFeedGraphQL",
            dependencies: [
                "RickAndMortyFeed", .product(name: "GraphQL", package: "GraphQL"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            swiftSettings: strict
        ),
        // The web UI of `rmfeed serve`: routes, templates and assets over the core's types; the
        // composition root hands it the feed's features (`WebFeatures`).
        .target(
            name: "RickAndMortyFeedWeb",
            dependencies: [
                "RickAndMortyFeed", "RickAndMortyFeedGraphQL",
                .product(name: "GraphQL", package: "GraphQL"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            resources: [.copy("Resources/Templates"), .copy("Resources/Public"), .copy("Resources/OpenAPI")],
            swiftSettings: strict
        ),
        // The command-line tool: argument parsing only; everything else is the app's.
        .executableTarget(
            name: "rmfeed",
            dependencies: [
                "RickAndMortyApp", "RickAndMortyFeed", "RickAndMortyFeedWeb",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            swiftSettings: strict
        ),
        // The stand-in API shares no code with the client's mapper or model on purpose:
        // a stand-in built on the client's own types would agree with the client's bugs.
        .target(
            name: "RickAndMortyStubAPI",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "rmfeed-stub-api",
            dependencies: [
                "RickAndMortyStubAPI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),

        // `scripts/bench`'s micro-benchmarks of the payload mapper and the SQLite store, run in
        // release mode; no test depends on it, and it asserts no timings.
        .executableTarget(
            name: "rmfeed-bench",
            dependencies: [
                "RickAndMortyFeed", "RickAndMortyFeedSQLite",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Benchmarks/rmfeed-bench",
            swiftSettings: strict
        ),

        // Helpers shared by the test targets (leak tracking, temporary folders, loopback servers).
        .target(
            name: "TestSupport",
            dependencies: ["RickAndMortyFeed", .product(name: "NIOConcurrencyHelpers", package: "swift-nio")],
            path: "Tests/TestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "RickAndMortyFeedTests",
            dependencies: ["RickAndMortyFeed", "TestSupport", .product(name: "NIOConcurrencyHelpers", package: "swift-nio")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "RickAndMortyFeedHTTPTests",
            dependencies: [
                "RickAndMortyFeedHTTP", "RickAndMortyFeed", "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "RickAndMortyFeedSQLiteTests",
            dependencies: [
                "RickAndMortyFeedSQLite", "RickAndMortyFeed", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // A cache file written by an earlier rmfeed, which the migrations must keep.
            resources: [.copy("Fixtures")],
            swiftSettings: strict
        ),
        // A child process the SQLite tests kill with SIGKILL in the middle of a save.
        .executableTarget(
            name: "rmfeed-store-stress",
            dependencies: ["RickAndMortyFeedSQLite", "RickAndMortyFeed"],
            path: "Tests/StoreStressTool",
            swiftSettings: strict
        ),
        .testTarget(
            name: "RickAndMortyStubAPITests",
            dependencies: [
                "RickAndMortyStubAPI", "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "RickAndMortyAppTests",
            dependencies: ["RickAndMortyApp", "RickAndMortyFeed", "TestSupport", .product(name: "Logging", package: "swift-log"), .product(name: "NIOConcurrencyHelpers", package: "swift-nio")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "RickAndMortyFeedWebTests",
            dependencies: [
                "RickAndMortyFeedWeb", "RickAndMortyApp", "RickAndMortyFeed", "RickAndMortyFeedHTTP", "RickAndMortyStubAPI",
                "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            exclude: ["Snapshots"],
            swiftSettings: strict
        ),
        // One contract suite for anything that speaks the API (the stand-in, the mirror of
        // `rmfeed serve`), run over real sockets, and the mirror's own read-through and caching.
        .testTarget(
            name: "RickAndMortyMirrorTests",
            dependencies: [
                "RickAndMortyFeedGraphQL", "RickAndMortyFeedWeb", "RickAndMortyApp", "RickAndMortyFeed", "RickAndMortyFeedHTTP", "RickAndMortyFeedSQLite",
                "RickAndMortyStubAPI", "TestSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "RickAndMortyAcceptanceTests",
            dependencies: [
                "RickAndMortyApp", "RickAndMortyFeed", "RickAndMortyFeedHTTP", "RickAndMortyFeedSQLite", "RickAndMortyStubAPI",
                "TestSupport", .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"), .product(name: "GRDB", package: "GRDB.swift"),
            ],
            // The search's relevance set, which scripts/bench reads too.
            resources: [.copy("Relevance")],
            swiftSettings: strict
        ),
        // Runs the built `rmfeed` as a child process against the stand-in API on loopback: the
        // README's command-line contract is for scripts, so it is tested the way a script sees it.
        // `swift build --build-tests` builds the executable next to the test bundle.
        .testTarget(
            name: "RickAndMortyCLITests",
            dependencies: [
                "RickAndMortyFeed", "RickAndMortyFeedSQLite", "RickAndMortyStubAPI", "TestSupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "RickAndMortyFeedEndToEndTests",
            dependencies: [
                "RickAndMortyFeed", "RickAndMortyFeedHTTP", "RickAndMortyStubAPI", "TestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
    ]
)
