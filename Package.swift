// swift-tools-version:6.1
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "BMLT",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .library(name: "BMLT", targets: ["BMLT"]),
        .library(name: "BMLTiOSLib", targets: ["BMLTiOSLib"]),
        .library(name: "BMLTLocalServer", targets: ["BMLTLocalServer"]),
        .library(name: "BMLTAsyncHTTPClient", targets: ["BMLTAsyncHTTPClient"]),
        .executable(name: "bmlt", targets: ["bmlt"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.24.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.65.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.19.0"),
    ],
    targets: [
        .target(
            name: "BMLT",
            dependencies: [.product(name: "Logging", package: "swift-log")],
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
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "BMLTLocalServer",
            dependencies: [
                "BMLT",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
            ],
            exclude: ["Resources/SampleData/gnyr-sample-bmlt.sql", "Resources/SampleData/SOURCE.md"],
            resources: [.copy("Resources/SampleData/gnyr-sample.sqlite")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "bmlt",
            dependencies: [
                "BMLT",
                "BMLTLocalServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "bmlt-benchmark",
            dependencies: [
                "BMLT",
                "BMLTAsyncHTTPClient",
                "BMLTFixtures",
                "BMLTLocalServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Benchmarks/Sources/bmlt-benchmark",
            swiftSettings: strictSettings
        ),
        // Random read queries to a real 2.16.6 server and to the local server, compared (Conformance/README.md).
        .executableTarget(
            name: "bmlt-differential",
            dependencies: [
                "BMLT", "BMLTLocalServer", "BMLTTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Conformance/Differential",
            swiftSettings: strictSettings
        ),
        .target(
            name: "BMLTFixtures",
            path: "Tests/BMLTFixtures",
            exclude: ["README.md"],
            resources: [.copy("server-2.16.6"), .copy("server-4.1.1-beta2"), .copy("php-8.2")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BMLTTests",
            dependencies: ["BMLT", "BMLTFixtures", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BMLTLocalServerTests",
            dependencies: [
                "BMLT", "BMLTLocalServer", "BMLTAsyncHTTPClient", "BMLTFixtures", "BMLTTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"), .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BMLTAsyncHTTPClientTests",
            dependencies: [
                "BMLT", "BMLTAsyncHTTPClient", "BMLTLocalServer",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "BMLTTestSupport",
            dependencies: ["BMLT", "BMLTiOSLib"],
            path: "Tests/BMLTTestSupport",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BMLTiOSLibTests",
            dependencies: [
                "BMLTiOSLib", "BMLT", "BMLTLocalServer", "BMLTFixtures", "BMLTTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "BMLTCommandLineTests",
            dependencies: [
                "bmlt", "BMLT", "BMLTLocalServer", "BMLTTestSupport", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        // Against real BMLT servers (Conformance/peer.sh): runs when BMLT_PEER_URL (2.16.6) or BMLT_PEER4_URL
        // (bmlt-server 4.x) names one.
        .testTarget(
            name: "BMLTConformanceTests",
            dependencies: [
                "bmlt", "BMLT", "BMLTiOSLib", "BMLTAsyncHTTPClient", "BMLTLocalServer", "BMLTTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
