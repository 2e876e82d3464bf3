// swift-tools-version:6.2
import PackageDescription

// The client alone: what an app adds resolves swift-http-types and swift-log and nothing else. The local server, the
// `bmlt` command line and every test suite are the package in LocalServer/, which depends on this one by path.

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
    ],
    swiftLanguageModes: [.v6]
)
