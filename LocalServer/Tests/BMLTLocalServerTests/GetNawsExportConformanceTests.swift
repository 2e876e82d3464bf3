import BMLTTestSupport
import Foundation
import GRDB
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// bmlt-server's `src/tests/Feature/GetNawsExportTest.php`, ported: the same service bodies, meetings, requests and
/// assertions, against the local server in its default (4.2.7) mode on a fresh install (meetings have the defaults of
/// ``Seed/meetingDefaults``, as the PHP test's `createMeeting`).
@Suite("GetNAWSDump conformance (bmlt-server feature tests)", .hangTimeLimit)
struct GetNawsExportConformanceTests {
    /// A CSV answer read as League\Csv's `Reader` with the header at offset 0 reads it: records by column name.
    struct CSVTable {
        var header: [String] = []
        var rows: [[String: String]] = []

        init(_ text: String) {
            var records: [[String]] = []
            var record: [String] = []
            var field = ""
            var quoted = false
            var characters = text.makeIterator()
            var pending: Character? = nil
            while let character = pending ?? characters.next() {
                pending = nil
                if quoted {
                    if character == "\"" {
                        let next = characters.next()
                        if next == "\"" {
                            field.append("\"")
                        } else {
                            quoted = false
                            pending = next
                        }
                    } else {
                        field.append(character)
                    }
                    continue
                }
                switch character {
                case "\"": quoted = true
                case ",":
                    record.append(field)
                    field = ""
                case "\n", "\r\n":
                    record.append(field)
                    records.append(record)
                    record = []
                    field = ""
                default: field.append(character)
                }
            }
            if !field.isEmpty || !record.isEmpty {
                record.append(field)
                records.append(record)
            }
            guard let header = records.first else { return }
            self.header = header
            rows = records.dropFirst().map { values in
                Dictionary(zip(header, values).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
            }
        }
    }

    static func export(_ harness: Harness, _ body: Int) async throws -> (answer: Answer, table: CSVTable) {
        let answer = try await harness.get("/client_interface/csv/?switcher=GetNAWSDump&sb_id=\(body)")
        return (answer, CSVTable(answer.text))
    }

    /// The first record of the export of an area "Seattle Area" (world id AR123) holding one meeting with these values.
    static func seattleRow(
        _ main: [String: (any DatabaseValueConvertible)?] = [:],
        data: [String: String] = [:],
        settings: ((inout Settings) -> Void)? = nil
    ) async throws -> [String: String] {
        var row: [String: String] = [:]
        try await Harness.run { harness in
            let area = try harness.seed { seed in
                let area = try seed.serviceBody("Seattle Area", worldID: "AR123")
                var values = main
                values["service_body_bigint"] = area
                try seed.meeting(values, data: data.mapValues { $0 })
                if let settings { try seed.setting(settings) }
                return area
            }
            let (answer, table) = try await export(harness, area)
            #expect(answer.status == 200)
            row = try #require(table.rows.first)
        }
        return row
    }

    @Test func columnHeaders() async throws {
        try await Harness.run { harness in
            let area = try harness.seed { seed in try seed.serviceBody("area1") }
            let (answer, table) = try await Self.export(harness, area)
            #expect(answer.status == 200)
            #expect(
                table.header == [
                    "Committee", "CommitteeName", "AddDate", "AreaRegion", "ParentName", "ComemID", "ContactID",
                    "ContactName", "CompanyName", "ContactAddrID", "ContactAddress1", "ContactAddress2", "ContactCity",
                    "ContactState", "ContactZip", "ContactCountry", "ContactPhone", "MeetingID", "Room", "Closed",
                    "WheelChr", "Day", "Time", "Language1", "Language2", "Language3", "LocationId", "Place", "Address",
                    "City", "LocBorough", "State", "Zip", "Country", "Directions", "Institutional", "Format1",
                    "Format2",
                    "Format3", "Format4", "Format5", "Delete", "LastChanged", "Longitude", "Latitude", "ContactGP",
                    "PhoneMeetingNumber", "VirtualMeetingLink", "VirtualMeetingInfo", "TimeZone", "bmlt_id",
                    "unpublished",
                ]
            )
            #expect(table.rows.isEmpty)
        }
    }

    @Test func oneMeeting() async throws {
        try await Harness.run { harness in
            let (area, meeting) = try harness.seed { seed in
                let area = try seed.serviceBody("Seattle Area", worldID: "AR123")
                let meeting = try seed.meeting(
                    [
                        "worldid_mixed": "G042", "service_body_bigint": area, "weekday_tinyint": 2, "venue_type": 1,
                        "start_time": "19:00:00", "duration_time": "01:00:00", "time_zone": "PT",
                        "formats": "7,17,28,29,30,32,33",  // CS, O, Ti, To, Tr, W, WC
                        "lang_enum": "en", "longitude": -122.3451698, "latitude": 47.719048, "published": 1,
                    ],
                    data: [
                        "meeting_name": "Bottom Feeders", "location_text": "Joes Bar and Grill",
                        "location_street": "12255 Aurora Ave N", "location_municipality": "Seattle",
                        "location_province": "WA", "location_postal_code_1": "98133", "location_nation": "USA",
                        "location_info": "Back door", "comments": "Speaker first Tuesday",
                    ]
                )
                return (area, meeting)
            }
            let (answer, table) = try await Self.export(harness, area)
            #expect(answer.status == 200)
            #expect(table.rows.count == 1)
            let row = try #require(table.rows.first)
            let expected = [
                "Committee": "G042", "CommitteeName": "Bottom Feeders", "AddDate": "", "AreaRegion": "AR123",
                "ParentName": "Seattle Area", "ComemID": "", "ContactID": "", "ContactName": "", "CompanyName": "",
                "ContactAddrID": "", "ContactAddress1": "", "ContactAddress2": "", "ContactCity": "",
                "ContactState": "",
                "ContactZip": "", "ContactCountry": "", "ContactPhone": "", "MeetingID": "", "Closed": "OPEN",
                "WheelChr": "TRUE", "Day": "Tuesday", "Time": "1900", "Language1": "", "Language2": "",
                "Language3": "", "LocationId": "", "Place": "Joes Bar and Grill", "Address": "12255 Aurora Ave N",
                "City": "Seattle", "LocBorough": "", "State": "WA", "Zip": "98133", "Country": "USA",
                "Directions": "Back door, Speaker first Tuesday", "Institutional": "FALSE",
                "Format1": "W",  // W (women) comes before the other formats
                "Format4": "", "Format5": "", "Delete": "", "LastChanged": "", "Longitude": "-122.3451698",
                "Latitude": "47.719048", "ContactGP": "", "PhoneMeetingNumber": "", "VirtualMeetingLink": "",
                "VirtualMeetingInfo": "", "TimeZone": "PT", "bmlt_id": String(meeting), "unpublished": "",
            ]
            for (column, value) in expected.sorted(by: { $0.key < $1.key }) {
                #expect(row[column] == value, "\(column)")
            }
            // Non-NAWS formats, in either order.
            #expect(["Children under Supervision, Timer", "Timer, Children under Supervision"].contains(row["Room"]))
            #expect(Set([row["Format2"], row["Format3"]]) == ["TOP", "TRAD"])
        }
    }

    /// Meetings anywhere below the service body are exported.
    @Test func multipleLevels() async throws {
        try await Harness.run { harness in
            let zone = try harness.seed { seed in
                let zone = try seed.serviceBody("My Zone", type: "ZF", worldID: "ZN42")
                let region1 = try seed.serviceBody("region1", type: "RS", parent: zone, worldID: "RG52")
                let area1 = try seed.serviceBody("area1", parent: region1, worldID: "AR62")
                let region2 = try seed.serviceBody("region2", type: "RS", parent: zone, worldID: "RF72")
                let area2 = try seed.serviceBody("area2", parent: region2, worldID: "AR82")
                for (worldID, area) in [
                    ("G004", area1), ("G005", area1), ("G001", area2), ("G003", area2), ("G002", area2),
                ] {
                    try seed.meeting(["worldid_mixed": worldID, "service_body_bigint": area])
                }
                return zone
            }
            let table = try await Self.export(harness, zone).table
            #expect(table.rows.count == 5)
            #expect(table.rows.compactMap { $0["Committee"] }.sorted() == ["G001", "G002", "G003", "G004", "G005"])
        }
    }

    /// Meetings of a service body that no longer exists are not exported.
    @Test func orphanedMeeting() async throws {
        try await Harness.run { harness in
            let zone = try harness.seed { seed in
                let zone = try seed.serviceBody("My Zone", type: "ZF", worldID: "ZN42")
                let region = try seed.serviceBody("region1", type: "RS", parent: zone, worldID: "RG52")
                try seed.serviceBody("area1", parent: region)
                try seed.meeting(["worldid_mixed": "G001", "service_body_bigint": 99999])
                return zone
            }
            #expect(try await Self.export(harness, zone).table.rows.isEmpty)
        }
    }

    @Test func noWorldID() async throws {
        try await Harness.run { harness in
            let area = try harness.seed { seed in
                let area = try seed.serviceBody("Seattle Area")
                try seed.meeting(["service_body_bigint": area])
                return area
            }
            #expect(try await Self.export(harness, area).table.rows.first?["AreaRegion"] == "WORLD_ID_MISSING")
        }
    }

    /// Only five NAWS formats fit: VM, TC and GL come first, and one of the rest falls off.
    @Test func tooManyFormats() async throws {
        // C, CS, GL, Ti, To, Tr, WC, YP, VM, TC
        let row = try await Self.seattleRow(["formats": "4,7,10,28,29,30,33,34,54,55"])
        #expect(["Children under Supervision, Timer", "Timer, Children under Supervision"].contains(row["Room"]))
        #expect(row["Closed"] == "CLOSED")
        #expect(row["WheelChr"] == "TRUE")
        #expect(row["Format1"] == "VM")
        #expect(row["Format2"] == "TC")
        #expect(row["Format3"] == "GL")
        #expect(["TOP", "TRAD", "Y"].contains(row["Format4"]))
        #expect(["TOP", "TRAD", "Y"].contains(row["Format5"]))
        #expect(row["Format4"] != row["Format5"])
    }

    /// Neither Open nor Closed: the `defaultClosedStatus` setting decides, closed by default.
    @Test func openClosedDefault() async throws {
        #expect(try await Self.seattleRow(["formats": ""])["Closed"] == "CLOSED")
    }

    @Test func openClosedDefaultFromSetting() async throws {
        let row = try await Self.seattleRow(["formats": ""], settings: { $0.defaultClosedStatus = false })
        #expect(row["Closed"] == "OPEN")
    }

    /// Both Open and Closed (the UI does not prevent it): closed.
    @Test func bothOpenAndClosed() async throws {
        #expect(try await Self.seattleRow(["formats": "4,17"])["Closed"] == "CLOSED")
    }

    @Test func directionsJustLocationInfo() async throws {
        #expect(try await Self.seattleRow(data: ["location_info": "Back door"])["Directions"] == "Back door")
    }

    @Test func directionsJustComments() async throws {
        let row = try await Self.seattleRow(data: ["comments": "Speaker first Tuesday"])
        #expect(row["Directions"] == "Speaker first Tuesday")
    }

    @Test func virtualMeetingTC() async throws {
        let row = try await Self.seattleRow(
            ["formats": "54,55"],  // VM, TC
            data: [
                "virtual_meeting_link": "https://zoom.us/j/12345",
                "virtual_meeting_additional_info": "Zoom Meeting ID: 12345",
            ]
        )
        #expect(row["Format1"] == "VM")
        #expect(row["Format2"] == "TC")
        #expect([row["Format3"], row["Format4"], row["Format5"]] == ["", "", ""])
        #expect(row["VirtualMeetingLink"] == "https://zoom.us/j/12345")
        #expect(row["VirtualMeetingInfo"] == "Zoom Meeting ID: 12345")
    }

    @Test func phoneMeeting() async throws {
        let row = try await Self.seattleRow(["formats": "54"], data: ["phone_meeting_number": "206-555-1212"])  // VM
        #expect(row["Format1"] == "VM")
        #expect([row["Format2"], row["Format3"], row["Format4"], row["Format5"]] == ["", "", "", ""])
        #expect(row["PhoneMeetingNumber"] == "206-555-1212")
    }

    @Test func wheelchairDefault() async throws {
        #expect(try await Self.seattleRow()["WheelChr"] == "FALSE")
    }

    @Test func unpublished() async throws {
        #expect(try await Self.seattleRow(["published": 0])["unpublished"] == "1")
    }

    /// City is the borough, else the town, else the neighbourhood; LocBorough is always the neighbourhood.
    @Test(arguments: [
        (
            [
                "location_city_subsection": "Ballard", "location_municipality": "Seattle",
                "location_neighborhood": "Old Town",
            ],
            "Ballard", "Old Town"
        ),
        (["location_city_subsection": "Ballard", "location_municipality": "Seattle"], "Ballard", ""),
        (["location_city_subsection": "Ballard", "location_neighborhood": "Old Town"], "Ballard", "Old Town"),
        (["location_municipality": "Seattle", "location_neighborhood": "Old Town"], "Seattle", "Old Town"),
    ])
    func city(data: [String: String], city: String, borough: String) async throws {
        let row = try await Self.seattleRow(data: data)
        #expect(row["City"] == city)
        #expect(row["LocBorough"] == borough)
    }

    @Test func language() async throws {
        #expect(try await Self.seattleRow(["formats": "9"])["Language1"] == "ES")  // Spanish
    }

    /// `BMLT_<world id>_<name>_<date and time>.csv`, e.g. `BMLT_ZN42_my_zone_2022_10_20_17_20_14.csv`.
    @Test(arguments: [("ZN42", "ZN42"), (nil, "WORLD_ID_MISSING")])
    func fileName(worldID: String?, inName: String) async throws {
        try await Harness.run { harness in
            let zone = try harness.seed { seed in try seed.serviceBody("My Zone", type: "ZF", worldID: worldID) }
            let disposition = try #require(try await Self.export(harness, zone).answer.headers["content-disposition"])
            let pattern = "^attachment; filename=BMLT_\(inName)_my_zone_[0-9]{4}(_[0-9]{2}){5}\\.csv$"
            #expect(disposition.range(of: pattern, options: .regularExpression) != nil, "\(disposition)")
        }
    }

    /// Deleted meetings are exported last, marked `D`, if they had a world id other than `deleted` (`x` is NAWS's for
    /// unpublished meetings not yet in their database).
    @Test func deletedMeetingsInExport() async throws {
        try await Harness.run { harness in
            let (area, ids) = try harness.seed { seed in
                let area = try seed.serviceBody("Seattle Area", worldID: "AR123")
                let ids = try ["G0042", "", "G0055", "", "deleted", "x"].map {
                    try seed.meeting(["service_body_bigint": area, "worldid_mixed": $0])
                }
                for id in ids[2...] { try seed.deleteMeeting(id) }
                return (area, ids)
            }
            let rows = try await Self.export(harness, area).table.rows
            #expect(rows.count == 4)
            guard rows.count == 4 else { return }
            #expect(Set(rows[0...1].compactMap { $0["bmlt_id"] }) == [String(ids[0]), String(ids[1])])
            #expect(rows[0...1].map { $0["Delete"] } == ["", ""])
            #expect(rows[2...3].map { $0["Delete"] } == ["D", "D"])
            #expect(Set(rows[2...3].compactMap { $0["bmlt_id"] }) == [String(ids[2]), String(ids[5])])
        }
    }

    @Test func rejectsNonCSVFormat() async throws {
        try await Harness.run { harness in
            let area = try harness.seed { seed in try seed.serviceBody("area1") }
            for format in ["json", "jsonp"] {
                let answer = try await harness.get("/client_interface/\(format)/?switcher=GetNAWSDump&sb_id=\(area)")
                #expect(answer.status == 422)
                #expect(answer.text.contains("GetNAWSDump is only valid for csv format"))
            }
        }
    }
}
