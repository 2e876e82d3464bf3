// swift-tools-version:6.2
import PackageDescription

// The client alone: what an app adds resolves swift-http-types and swift-log and nothing else. Its tests that need no
// server are here too, so that `swift test` and `xcodebuild test` run them on every platform; the local server, the
// `bmlt` command line and the suites that need them are the package in LocalServer/, which depends on this one by path.

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// Only a package that enables the `AsyncHTTPClient` trait resolves SwiftNIO and AsyncHTTPClient.
let whenAsyncHTTPClient = TargetDependencyCondition.when(traits: ["AsyncHTTPClient"])

let package = Package(
    name: "BMLT",
    // Duration, Clock and Task.sleep(for:) set the floor.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "BMLT", targets: ["BMLT"]),
        .library(name: "BMLTiOSLib", targets: ["BMLTiOSLib"]),
        .library(name: "BMLTAsyncHTTPClient", targets: ["BMLTAsyncHTTPClient"]),
    ],
    traits: [
        .trait(
            name: "AsyncHTTPClient",
            description:
                "BMLTAsyncHTTPClient: the client on AsyncHTTPClient (SwiftNIO), for servers and streaming on Linux."
        )
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.24.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.65.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.19.0"),
    ],
    targets: [
        .target(
            name: "BMLT",
            dependencies: [
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "BMLTiOSLib",
            dependencies: ["BMLT"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "BMLTAsyncHTTPClient",
            dependencies: [
                "BMLT",
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: whenAsyncHTTPClient),
                .product(name: "NIOCore", package: "swift-nio", condition: whenAsyncHTTPClient),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: whenAsyncHTTPClient),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras", condition: whenAsyncHTTPClient),
            ],
            swiftSettings: strictSettings
        ),
        // The recorded answers of real servers, shared with LocalServer/ (whose Tests/BMLTFixtures links here).
        .target(
            name: "BMLTFixtures",
            path: "Tests/BMLTFixtures",
            exclude: ["README.md"],
            resources: [
                .copy("server-2.16.6"), .copy("server-4.1.1-beta2"), .copy("aggregator-4.1.1-beta2"), .copy("php-8.2"),
            ],
            swiftSettings: strictSettings
        ),
        // Decoding, queries, models, errors, exports, and the client and its transports against stubs.
        .testTarget(
            name: "BMLTTests",
            dependencies: [
                "BMLT", "BMLTFixtures",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // Code written against the original BMLTiOSLib 1.5.4's public API, compiled unchanged against this one: every
        // type, initialiser, method, property and delegate callback, spelt with the original's types. Without
        // ExistentialAny and InternalImportsByDefault, as apps were written: `Error` and `BMLTiOSLibDelegate` bare,
        // public classes conforming to the delegate protocol.
        .testTarget(
            name: "BMLTiOSLibAPITests",
            dependencies: ["BMLTiOSLib"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
