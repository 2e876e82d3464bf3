// swift-tools-version:6.2
import PackageDescription

// An app whose tests run against the local server, as DocC's "Testing and previews" tells apps to: both packages of
// one clone by path, `BMLTLocalServer` for the test target only. CI runs its tests.
let package = Package(
    name: "MeetingFinder",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17)],
    dependencies: [
        .package(name: "BMLT", path: "../../.."),
        .package(name: "BMLTLocalServer", path: "../.."),
    ],
    targets: [
        .target(name: "MeetingFinder", dependencies: [.product(name: "BMLT", package: "BMLT")]),
        .testTarget(
            name: "MeetingFinderTests",
            dependencies: ["MeetingFinder", .product(name: "BMLTLocalServer", package: "BMLTLocalServer")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
