// swift-tools-version:6.2
import PackageDescription

// libFuzzer harnesses for every decoder of the library and the local server. They need the sanitizer flags on
// every target, so `run.sh` builds them; `swift build` of the main package never sees this one.
let harnessSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

/// The harnesses of the library's decoders.
let libraryHarnesses: [Target] = ["FuzzReadAPI", "FuzzSearchResults", "FuzzAdminAPI", "FuzzLegacyAdmin", "FuzzNAWSCSV"]
    .map { name in
        .executableTarget(
            name: name,
            dependencies: [
                "FuzzDriver", "FuzzSupport", .product(name: "BMLT", package: "BMLT"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: harnessSettings
        )
    }

let package = Package(
    name: "BMLTFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "BMLT", path: "../.."),
        .package(name: "BMLTLocalServer", path: ".."),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: libraryHarnesses + [
        .target(name: "FuzzDriver"),
        .target(name: "FuzzSupport", dependencies: [.product(name: "BMLT", package: "BMLT")]),
        .executableTarget(
            name: "FuzzMySQLDump",
            dependencies: [
                "FuzzDriver", .product(name: "BMLTLocalServer", package: "BMLTLocalServer"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: harnessSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
