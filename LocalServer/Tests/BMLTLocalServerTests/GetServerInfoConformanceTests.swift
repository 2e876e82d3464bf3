import BMLTTestSupport
import Foundation
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// bmlt-server's `src/tests/Feature/GetServerInfoTest.php`, ported: the same settings, requests and assertions, against
/// the local server in its default (4.2.7) mode on a fresh install. The server's version, commit and aggregator mode
/// are fixed in the local server, so the tests that set them read what it reports instead.
@Suite("GetServerInfo conformance (bmlt-server feature tests)", .hangTimeLimit)
struct GetServerInfoConformanceTests {
    static let path = "/client_interface/json/?switcher=GetServerInfo"

    /// The one object of the answer, after the settings are changed.
    static func info(_ harness: Harness, settings: ((inout Settings) -> Void)? = nil) async throws -> JSONObject {
        if let settings { try harness.seed { seed in try seed.setting(settings) } }
        let answer = try await harness.get(path)
        #expect(answer.status == 200)
        return try #require(answer.objects.first)
    }

    static func info(settings: ((inout Settings) -> Void)? = nil) async throws -> JSONObject {
        var object = JSONObject()
        try await Harness.run { harness in object = try await info(harness, settings: settings) }
        return object
    }

    @Test func jsonp() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get("/client_interface/jsonp/?switcher=GetServerInfo&callback=asdf")
            #expect(answer.status == 200)
            #expect(answer.contentType == "text/javascript; charset=utf-8")
            #expect(answer.text.hasPrefix("/**/asdf(["))
            #expect(answer.text.hasSuffix("]);"))
        }
    }

    @Test func isList() async throws {
        try await Harness.run { harness in
            let answer = try await harness.get(Self.path)
            #expect(answer.status == 200)
            #expect(answer.list.count == 1)
        }
    }

    @Test func version() async throws {
        let info = try await Self.info()
        #expect(info["version"] == .string(LocalServer.currentVersion))
        #expect(info["versionInt"] == .string("4002007"))
    }

    /// `testVersionIntBeta` and `testVersionIntNonBeta`: the local server's version is fixed, so the rule it computes
    /// `versionInt` with is checked on the tests' versions.
    @Test(arguments: ["3.0.2-beta", "3.0.2"])
    func versionInt(version: String) {
        #expect(LocalServer.versionInt(version) == "3000002")
    }

    @Test func nativeLang() async throws {
        #expect(try await Self.info(settings: { $0.language = "es" })["nativeLang"] == .string("es"))
    }

    /// The language directories of bmlt-server 4.2.7 (`src/lang`), sorted.
    @Test func langs() async throws {
        #expect(try await Self.info()["langs"] == .string("da,de,el,en,es,fa,fr,it,pl,pt,ru,sv"))
    }

    @Test func defaultDuration() async throws {
        #expect(
            try await Self.info(settings: { $0.defaultDurationTime = "blah" })["defaultDuration"] == .string("blah")
        )
    }

    @Test func regionBias() async throws {
        #expect(try await Self.info(settings: { $0.regionBias = "blah" })["regionBias"] == .string("blah"))
    }

    @Test func distanceUnits() async throws {
        #expect(try await Self.info(settings: { $0.distanceUnits = "blah" })["distanceUnits"] == .string("blah"))
    }

    @Test func semanticAdmin() async throws {
        #expect(try await Self.info()["semanticAdmin"] == .string("1"))
    }

    @Test func changesPerMeeting() async throws {
        let info = try await Self.info(settings: { $0.changeDepthForMeetings = 99999 })
        #expect(info["changesPerMeeting"] == .string("99999"))
    }

    @Test func meetingStatesAndProvinces() async throws {
        try await Harness.run { harness in
            let empty = try await Self.info(harness, settings: { $0.meetingStatesAndProvinces = [] })
            #expect(empty["meeting_states_and_provinces"] == .string(""))
            let two = try await Self.info(harness, settings: { $0.meetingStatesAndProvinces = ["abc", "def"] })
            #expect(two["meeting_states_and_provinces"] == .string("abc,def"))
        }
    }

    @Test func meetingCountiesAndSubProvinces() async throws {
        try await Harness.run { harness in
            let empty = try await Self.info(harness, settings: { $0.meetingCountiesAndSubProvinces = [] })
            #expect(empty["meeting_counties_and_sub_provinces"] == .string(""))
            let two = try await Self.info(harness, settings: { $0.meetingCountiesAndSubProvinces = ["abc", "def"] })
            #expect(two["meeting_counties_and_sub_provinces"] == .string("abc,def"))
        }
    }

    @Test func googleAPIKey() async throws {
        #expect(try await Self.info(settings: { $0.googleApiKey = "blah" })["google_api_key"] == .string("blah"))
    }

    @Test func centerLongitude() async throws {
        let info = try await Self.info(settings: { $0.searchSpecMapCenterLongitude = -79.793701171875 })
        #expect(info["centerLongitude"] == .string("-79.793701171875"))
    }

    @Test func centerLatitude() async throws {
        let info = try await Self.info(settings: { $0.searchSpecMapCenterLatitude = 36.065752051707 })
        #expect(info["centerLatitude"] == .string("36.065752051707"))
    }

    @Test func centerZoom() async throws {
        #expect(try await Self.info(settings: { $0.searchSpecMapCenterZoom = 10 })["centerZoom"] == .string("10"))
    }

    /// The boolean settings, reported as JSON booleans: `testAutoGeocodingEnabled`,
    /// `testCountyAutoGeocodingEnabled`, `testZipAutoGeocodingEnabled` and `testDefaultClosedStatusEnabled`.
    @Test(arguments: [
        "auto_geocoding_enabled", "county_auto_geocoding_enabled", "zip_auto_geocoding_enabled",
        "default_closed_status",
    ])
    func booleanSetting(key: String) async throws {
        func set(_ settings: inout Settings, _ value: Bool) {
            switch key {
            case "auto_geocoding_enabled": settings.autoGeocodingEnabled = value
            case "county_auto_geocoding_enabled": settings.countyAutoGeocodingEnabled = value
            case "zip_auto_geocoding_enabled": settings.zipAutoGeocodingEnabled = value
            default: settings.defaultClosedStatus = value
            }
        }
        try await Harness.run { harness in
            for value in [true, false] {
                let info = try await Self.info(harness, settings: { set(&$0, value) })
                #expect(info[key] == .bool(value), "\(key) set to \(value)")
            }
        }
    }

    /// `testCommit`: the commit of the build, as a string (the local server reports its own).
    @Test func commit() async throws {
        guard case .string(let commit)? = try await Self.info()["commit"] else {
            Issue.record("commit is not a string")
            return
        }
        #expect(!commit.isEmpty)
    }

    /// `testAggregatorModeEnabled`, its disabled half: the local server is never an aggregator.
    @Test func aggregatorModeDisabled() async throws {
        #expect(try await Self.info()["aggregator_mode_enabled"] == .bool(false))
    }
}
