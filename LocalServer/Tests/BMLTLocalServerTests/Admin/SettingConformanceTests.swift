@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import Testing

@testable import BMLTLocalServer

extension Harness {
    /// `SettingRepository::update`, as the PHP tests' `setUp` does.
    fileprivate func setUpSettings(zoom: Int? = nil) throws {
        try seed { seed in
            try seed.setting { settings in
                settings.language = "en"
                settings.bmltTitle = "Test Server"
                settings.autoGeocodingEnabled = true
                if let zoom { settings.searchSpecMapCenterZoom = zoom }
            }
        }
    }

    /// `SettingRepository::getByName(…)->value`.
    fileprivate func settings() throws -> Settings {
        try seed { seed in try Settings.load(seed.db) }
    }
}

/// bmlt-server's `Admin/SettingIndexTest.php`. `testEnvironmentVariableOverridesDatabase` does not apply: the local
/// server reads no environment.
@Suite("settings index (bmlt-server SettingIndexTest)")
struct SettingIndexConformanceTests {
    @Test func getSettingsAsAdmin() async throws {
        try await Harness.run { harness in
            try harness.setUpSettings(zoom: 8)
            let (_, token) = try harness.user(Account.Level.admin)
            let answer = try await harness.api("GET", "/settings", token: token)
            #expect(answer.status == 200)
            let object = try #require(answer.object)
            #expect(object["language"] == .string("en"))
            #expect(object["bmltTitle"] == .string("Test Server"))
            #expect(object["autoGeocodingEnabled"] == .bool(true))
            #expect(object["searchSpecMapCenterZoom"] == .number("8"))
        }
    }

    @Test func getSettingsDenied() async throws {
        try await Harness.run { harness in
            try harness.setUpSettings()
            #expect(try await harness.status("GET", "/settings") == 401)
            for level in [Account.Level.serviceBodyAdmin, Account.Level.observer] {
                let (_, token) = try harness.user(level)
                #expect(try await harness.status("GET", "/settings", token: token) == 403)
            }
        }
    }
}

/// bmlt-server's `Admin/SettingUpdateTest.php`.
@Suite("settings update (bmlt-server SettingUpdateTest)")
struct SettingUpdateConformanceTests {
    private func patch(
        _ data: [String: Any],
        level: Int = Account.Level.admin,
        _ body: (Harness, Int) throws -> Void
    )
        async throws
    {
        try await Harness.run { harness in
            try harness.setUpSettings()
            let (_, token) = try harness.user(level)
            try body(harness, try await harness.status("PATCH", "/settings", json: data, token: token))
        }
    }

    @Test func updateSettingsAsAdmin() async throws {
        try await patch(["language": "es", "bmltTitle": "New Title", "autoGeocodingEnabled": false]) {
            harness,
            status in
            #expect(status == 204)
            let settings = try harness.settings()
            #expect(settings.language == "es")
            #expect(settings.bmltTitle == "New Title")
            #expect(settings.autoGeocodingEnabled == false)
        }
    }

    @Test func updateSingleSetting() async throws {
        try await patch(["bmltTitle": "Updated Title Only"]) { harness, status in
            #expect(status == 204)
            let settings = try harness.settings()
            #expect(settings.language == "en")
            #expect(settings.bmltTitle == "Updated Title Only")
        }
    }

    @Test func updateWithInvalidKey() async throws {
        try await patch(["invalid_key": "value"]) { _, status in
            #expect(status == 422)
        }
    }

    @Test func updateWithInvalidValueType() async throws {
        try await patch(["autoGeocodingEnabled": "not a boolean"]) { harness, status in
            #expect(status == 422)
            let settings = try harness.settings()
            #expect(settings.autoGeocodingEnabled == true)
        }
    }

    @Test func updateArraySetting() async throws {
        try await patch(["meetingStatesAndProvinces": ["CA", "NY", "TX"]]) { harness, status in
            #expect(status == 204)
            let settings = try harness.settings()
            #expect(settings.meetingStatesAndProvinces == ["CA", "NY", "TX"])
        }
    }

    @Test func updateNumericSettings() async throws {
        try await patch(["searchSpecMapCenterZoom": 10, "searchSpecMapCenterLatitude": 40.7128]) { harness, status in
            #expect(status == 204)
            let settings = try harness.settings()
            #expect(settings.searchSpecMapCenterZoom == 10)
            #expect(settings.searchSpecMapCenterLatitude == 40.7128)
        }
    }

    @Test func updateSettingsDenied() async throws {
        try await patch(["bmltTitle": "New Title"], level: Account.Level.serviceBodyAdmin) { harness, status in
            #expect(status == 403)
            let settings = try harness.settings()
            #expect(settings.bmltTitle == "Test Server")
        }
        try await Harness.run { harness in
            let status = try await harness.status("PATCH", "/settings", json: ["bmltTitle": "New Title"])
            #expect(status == 401)
        }
    }
}

/// bmlt-server's `Admin/RootServerRouteTest.php`, the cases with aggregator mode off: a server that is not an
/// aggregator has no root servers. The mode-on cases, and `RootServerIndexTest` and `RootServerShowTest`, are
/// `AggregatorTests`' work, on an aggregator of local servers.
@Suite("rootservers (bmlt-server RootServerRouteTest)")
struct RootServerConformanceTests {
    @Test func indexRouteNotExists() async throws {
        try await Harness.run { harness in
            let status = try await harness.status("GET", "/rootservers")
            #expect(status == 404)
        }
    }

    @Test func showRouteNotExists() async throws {
        try await Harness.run { harness in
            let status = try await harness.status("GET", "/rootservers/1")
            #expect(status == 404)
        }
    }
}
