// swift-tools-version:6.2
import PackageDescription

// The local BMLT server, the `bmlt` command line, and the test suites, benchmarks and conformance tools that need them:
// a package of its own so that an app that adds the client (the package one folder up) resolves none of this one's
// dependencies. It depends on the client by path, with its AsyncHTTPClient transport.

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The client's transport model (`HTTPRequest.Method`, `HTTPFields`, `HTTPResponse.Status`), for the targets that send
/// requests through the client's transports or fake them.
let httpTypes = Target.Dependency.product(name: "HTTPTypes", package: "swift-http-types")

let package = Package(
    name: "BMLTLocalServer",
    // hummingbird-auth (bcrypt) sets the floor; the code itself needs no more.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17)],
    products: [
        .library(name: "BMLTLocalServer", targets: ["BMLTLocalServer"]),
        .executable(name: "bmlt", targets: ["bmlt"]),
    ],
    dependencies: [
        .package(name: "BMLT", path: "..", traits: ["AsyncHTTPClient"]),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.24.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.65.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.0.0"..<"5.0.0"),
    ],
    targets: [
        .target(
            name: "BMLTLocalServer",
            dependencies: [
                .product(name: "BMLT", package: "BMLT"),
                .product(name: "BMLTAsyncHTTPClient", package: "BMLT"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            exclude: ["Resources/SampleData/gnyr-sample-bmlt.sql", "Resources/SampleData/SOURCE.md"],
            resources: [.copy("Resources/SampleData/gnyr-sample.sqlite")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "bmlt",
            dependencies: [
                .product(name: "BMLT", package: "BMLT"),
                .product(name: "BMLTAsyncHTTPClient", package: "BMLT"),
                "BMLTLocalServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "bmlt-benchmark",
            dependencies: [
                .product(name: "BMLT", package: "BMLT"), httpTypes,
                .product(name: "BMLTAsyncHTTPClient", package: "BMLT"),
                "BMLTFixtures",
                "BMLTLocalServer",
                "BMLTWorldData",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Benchmarks/Sources/bmlt-benchmark",
            swiftSettings: strictSettings
        ),
        // The world-size data set of Benchmarks/local-server.sh: copies of the sample dump at 40 cities.
        .target(name: "BMLTWorldData", path: "Benchmarks/Sources/BMLTWorldData", swiftSettings: strictSettings),
        // Random read queries to a real 2.16.6 server and to the local server, compared (Conformance/README.md).
        .executableTarget(
            name: "bmlt-differential",
            dependencies: [
                .product(name: "BMLT", package: "BMLT"), httpTypes, "BMLTLocalServer", "BMLTTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Conformance/Differential",
            swiftSettings: strictSettings
        ),
        // The recorded answers of real servers: the client's package's Tests/BMLTFixtures, linked here.
        .target(
            name: "BMLTFixtures",
            path: "Tests/BMLTFixtures",
            exclude: ["README.md"],
            resources: [
                .copy("server-2.16.6"), .copy("server-4.1.1-beta2"), .copy("aggregator-4.1.1-beta2"), .copy("php-8.2"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BMLTLocalServerTests",
            dependencies: [
                .product(name: "BMLT", package: "BMLT"), httpTypes, "BMLTLocalServer",
                .product(name: "BMLTAsyncHTTPClient", package: "BMLT"), "BMLTFixtures", "BMLTTestSupport",
                "BMLTWorldData",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BMLTAsyncHTTPClientTests",
            dependencies: [
                .product(name: "BMLT", package: "BMLT"), httpTypes,
                .product(name: "BMLTAsyncHTTPClient", package: "BMLT"),
                "BMLTLocalServer", "BMLTTestSupport",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "BMLTTestSupport",
            dependencies: [
                .product(name: "BMLT", package: "BMLT"), .product(name: "BMLTiOSLib", package: "BMLT"), httpTypes,
            ],
            path: "Tests/BMLTTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BMLTiOSLibTests",
            dependencies: [
                .product(name: "BMLTiOSLib", package: "BMLT"), .product(name: "BMLT", package: "BMLT"), httpTypes,
                "BMLTLocalServer", "BMLTFixtures", "BMLTTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BMLTCommandLineTests",
            dependencies: [
                "bmlt", .product(name: "BMLT", package: "BMLT"), httpTypes, "BMLTLocalServer", "BMLTTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        // Every Swift sample of the README and the DocC catalogs, as generate.py writes them: compiled with the suite,
        // and the samples that are tests run with it.
        .testTarget(
            name: "DocumentationSamples",
            dependencies: [
                .product(name: "BMLT", package: "BMLT"), httpTypes, .product(name: "BMLTiOSLib", package: "BMLT"),
                .product(name: "BMLTAsyncHTTPClient", package: "BMLT"), "BMLTLocalServer",
                .product(name: "Logging", package: "swift-log"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            exclude: ["generate.py"],
            // A sample shows one call; the values it makes and does not use are not faults.
            swiftSettings: strictSettings + [.unsafeFlags(["-suppress-warnings"])]
        ),
        // Against real BMLT servers (Conformance/peer.sh): runs when BMLT_PEER_URL (2.16.6) or BMLT_PEER4_URL
        // (bmlt-server 4.x) names one.
        .testTarget(
            name: "BMLTConformanceTests",
            dependencies: [
                "bmlt", .product(name: "BMLT", package: "BMLT"), httpTypes,
                .product(name: "BMLTiOSLib", package: "BMLT"),
                .product(name: "BMLTAsyncHTTPClient", package: "BMLT"), "BMLTLocalServer", "BMLTTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
