// swift-tools-version:6.2
import PackageDescription

// An app as the README tells apps to add the library: by path to a clone, for BMLT and BMLTiOSLib. CI checks that it
// resolves swift-http-types and swift-log and nothing else, builds it, and runs it against a real 2.16.6 server.
let package = Package(
    name: "MeetingList",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        .package(name: "BMLT", path: "../../..")
    ],
    targets: [
        .executableTarget(
            name: "MeetingList",
            dependencies: [
                .product(name: "BMLT", package: "BMLT"),
                .product(name: "BMLTiOSLib", package: "BMLT"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
