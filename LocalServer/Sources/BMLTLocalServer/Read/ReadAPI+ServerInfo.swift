import BMLT
import Foundation

// GetServerInfo, GetCoverageArea, serverInfo.xml and GetLangs.php: what the server says about itself.
extension ReadAPI {
    var availableKeys: String {
        (fieldKeys().map(\.key) + ["root_server_uri", "format_shared_id_list"]).joined(separator: ",")
    }

    func serverInfo() -> LocalResponse {
        let settings = catalog.settings
        var writer = JSONWriter()
        writer.beginArray()
        writer.beginObject()
        // A mirror says its origin's version: its data, and the quirks of that data, are the origin's.
        let version = catalog.originVersion ?? flavour.serverInfo.version
        writer.member("version", version)
        writer.member("versionInt", LocalServer.versionInt(version))
        writer.member("langs", catalog.originLanguages ?? flavour.serverInfo.languageCodes)
        writer.member("nativeLang", settings.language)
        writer.member("centerLongitude", PHPNumber.string(settings.searchSpecMapCenterLongitude))
        writer.member("centerLatitude", PHPNumber.string(settings.searchSpecMapCenterLatitude))
        writer.member("centerZoom", String(settings.searchSpecMapCenterZoom))
        writer.member("defaultDuration", settings.defaultDurationTime)
        writer.member("regionBias", settings.regionBias)
        writer.member("charSet", "UTF-8")
        writer.member("distanceUnits", settings.distanceUnits)
        writer.member("semanticAdmin", "1")
        flavour.serverInfo.writeContactFormMembers(emailContact, to: &writer)
        writer.member("changesPerMeeting", String(settings.changeDepthForMeetings))
        writer.member("meeting_states_and_provinces", settings.meetingStatesAndProvinces.joined(separator: ","))
        writer.member(
            "meeting_counties_and_sub_provinces",
            settings.meetingCountiesAndSubProvinces.joined(separator: ",")
        )
        writer.member("available_keys", availableKeys)
        writer.member("google_api_key", flavour.served.googleAPIKey(settings))
        flavour.serverInfo.writeInstallationMembers(settings, to: &writer)
        writer.endObject()
        writer.endArray()
        return flavour.answers.json(writer.bytes)
    }

    func coverageArea() -> LocalResponse {
        var north: Double?
        var south: Double?
        var west: Double?
        var east: Double?
        for meeting in catalog.meetings where meeting.published == 1 {
            guard let rawLongitude = meeting.longitude, let rawLatitude = meeting.latitude else { continue }
            let longitude = max(-180, min(180, rawLongitude))
            let latitude = max(-90, min(90, rawLatitude))
            if longitude == 0 || latitude == 0 { continue }
            // As 4.x (and 2.x) does, a longitude across the antimeridian from a corner ends this meeting's turn.
            if let current = west {
                if abs(longitude) > 90, longitude >= 0, current < 0 {
                    west = longitude
                } else if abs(longitude) > 90, longitude < 0, current >= 0 {
                    continue
                } else {
                    west = min(longitude, current)
                }
            } else {
                west = longitude
            }
            if let current = east {
                if abs(longitude) > 90, longitude < 0, current >= 0 {
                    east = longitude
                } else if abs(longitude) > 90, longitude >= 0, current < 0 {
                    continue
                } else {
                    east = max(longitude, current)
                }
            } else {
                east = longitude
            }
            north = max(latitude, north ?? latitude)
            south = min(latitude, south ?? latitude)
        }
        var writer = JSONWriter()
        writer.beginArray()
        writer.beginObject()
        writer.member("nw_corner_longitude", west.map(PHPNumber.string) ?? "")
        writer.member("nw_corner_latitude", north.map(PHPNumber.string) ?? "")
        writer.member("se_corner_longitude", east.map(PHPNumber.string) ?? "")
        writer.member("se_corner_latitude", south.map(PHPNumber.string) ?? "")
        writer.endObject()
        writer.endArray()
        return flavour.answers.json(writer.bytes)
    }
}
