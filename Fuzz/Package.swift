// swift-tools-version:6.1
import PackageDescription

// libFuzzer harnesses for every decoder of the library and the local server. They need the sanitizer flags on
// every target, so `run.sh` builds them; `swift build` of the main package never sees this one.
let harnessSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "BMLTFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "BMLT", path: ".."),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(
            name: "FuzzReadAPI",
            dependencies: ["FuzzDriver", .product(name: "BMLT", package: "BMLT")],
            swiftSettings: harnessSettings
        ),
        .executableTarget(
            name: "FuzzSearchResults",
            dependencies: ["FuzzDriver", .product(name: "BMLT", package: "BMLT")],
            swiftSettings: harnessSettings
        ),
        .executableTarget(
            name: "FuzzAdminAPI",
            dependencies: ["FuzzDriver", .product(name: "BMLT", package: "BMLT")],
            swiftSettings: harnessSettings
        ),
        .executableTarget(
            name: "FuzzLegacyAdmin",
            dependencies: ["FuzzDriver", .product(name: "BMLT", package: "BMLT")],
            swiftSettings: harnessSettings
        ),
        .executableTarget(
            name: "FuzzNAWSCSV",
            dependencies: ["FuzzDriver", .product(name: "BMLT", package: "BMLT")],
            swiftSettings: harnessSettings
        ),
        .executableTarget(
            name: "FuzzMySQLDump",
            dependencies: [
                "FuzzDriver", .product(name: "BMLTLocalServer", package: "BMLT"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: harnessSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
