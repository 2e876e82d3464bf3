import BMLTTestSupport
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// bmlt-server's `src/tests/Feature/GetCoverageAreaTest.php`, ported: the same data, requests and assertions, against
/// the local server in its default (4.2.7) mode on a fresh install.
@Suite("GetCoverageArea conformance (bmlt-server feature tests)", .hangTimeLimit)
struct GetCoverageAreaConformanceTests {
    static let helsinki = (latitude: 60.1720037, longitude: 24.9366797)
    static let edgartown = (latitude: 41.3901451, longitude: -70.5141987)
    static let buenosAires = (latitude: -34.6145394, longitude: -58.4063841)

    private static func coverageArea(
        _ places: [(latitude: Double, longitude: Double)],
        harness: Harness
    ) async throws -> Answer {
        try harness.seed { seed in
            for place in places { try seed.meeting(["latitude": place.latitude, "longitude": place.longitude]) }
        }
        return try await harness.get("/client_interface/json/?switcher=GetCoverageArea")
    }

    /// `assertJsonCount(1)` and `assertJsonFragment` of the four corners.
    private static func expectCorners(
        _ answer: Answer,
        _ corners: [String: String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(answer.status == 200, sourceLocation: sourceLocation)
        let rows = answer.stringRows ?? []
        #expect(rows.count == 1, sourceLocation: sourceLocation)
        #expect(rows.first == corners, sourceLocation: sourceLocation)
    }

    @Test func jsonp() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get("/client_interface/jsonp/?switcher=GetCoverageArea&callback=asdf")
            #expect(answer.status == 200)
            #expect(answer.contentType == "text/javascript; charset=utf-8")
            #expect(answer.text.hasPrefix("/**/asdf(["))
            #expect(answer.text.hasSuffix("]);"))
        }
    }

    @Test func isList() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get("/client_interface/json/?switcher=GetCoverageArea")
            #expect(answer.status == 200)
            #expect(answer.json?.elements?.count == 1)
        }
    }

    @Test func keys() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get("/client_interface/json/?switcher=GetCoverageArea")
            #expect(answer.status == 200)
            let area = try #require(answer.objects.first)
            for key in ["nw_corner_longitude", "nw_corner_latitude", "se_corner_longitude", "se_corner_latitude"] {
                #expect(area[key] != nil, "\(key)")
            }
        }
    }

    @Test func crossMeridian() async throws {
        try await Harness.run { harness in
            let answer = try await Self.coverageArea([Self.helsinki, Self.edgartown], harness: harness)
            Self.expectCorners(
                answer,
                [
                    "nw_corner_longitude": "-70.5141987", "nw_corner_latitude": "60.1720037",
                    "se_corner_longitude": "24.9366797", "se_corner_latitude": "41.3901451",
                ]
            )
        }
    }

    @Test func crossEquator() async throws {
        try await Harness.run { harness in
            let answer = try await Self.coverageArea([Self.buenosAires, Self.edgartown], harness: harness)
            Self.expectCorners(
                answer,
                [
                    "nw_corner_longitude": "-70.5141987", "nw_corner_latitude": "41.3901451",
                    "se_corner_longitude": "-58.4063841", "se_corner_latitude": "-34.6145394",
                ]
            )
        }
    }

    @Test func crossEquatorAndMeridian() async throws {
        try await Harness.run { harness in
            let answer = try await Self.coverageArea(
                [Self.helsinki, Self.edgartown, Self.buenosAires],
                harness: harness
            )
            Self.expectCorners(
                answer,
                [
                    "nw_corner_longitude": "-70.5141987", "nw_corner_latitude": "60.1720037",
                    "se_corner_longitude": "24.9366797", "se_corner_latitude": "-34.6145394",
                ]
            )
        }
    }
}
