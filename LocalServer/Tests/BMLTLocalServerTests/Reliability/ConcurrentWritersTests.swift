import BMLTLocalServer
import BMLTTestSupport
import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT

/// Many writers on one meeting at once: the local server applies their changes one after the other, and the
/// library's saves either land whole or fail with `.conflict` — no update disappears unreported.
@Suite("Concurrent writers", .hangTimeLimit)
struct ConcurrentWritersTests {
    static let meetingID = 188
    /// Fields of the meeting that sixteen writers change, one each.
    static let fields = [
        "location_text", "location_info", "comments", "train_lines", "bus_lines", "contact_name_1", "contact_name_2",
        "contact_phone_1", "contact_phone_2", "contact_email_1", "contact_email_2", "location_neighborhood",
        "location_city_subsection", "location_sub_province", "location_nation", "virtual_meeting_additional_info",
    ]

    @Test("Sixteen PATCHes at once, each of one field, are all applied")
    func patchesAreSerialised() async throws {
        try await LocalServer.withRunning(LocalServer.Configuration()) { server in
            let session = try await BMLTClient(rootURL: server.rootURL)
                .login(username: "serveradmin", password: "CoreysGoryStory")
            let token = try #require(await session.currentCredential).secret
            for round in 0..<2 {
                try await withThrowingTaskGroup(of: Int.self) { group in
                    for field in Self.fields {
                        group.addTask {
                            var request = TransportRequest(
                                method: .patch,
                                url: URL(
                                    string: server.rootURL.absoluteString
                                        + "/api/v1/meetings/\(Self.meetingID)?skipVenueTypeLocationValidation=true"
                                )!
                            )
                            // Sixteen writes one after the other on a busy machine: correctness, not speed.
                            request.timeout = .seconds(180)
                            request.headerFields[.authorization] = "Bearer \(token)"
                            request.headerFields[.contentType] = "application/json"
                            request.body = Data(#"{"\#(field)": "round \#(round) \#(field)"}"#.utf8)
                            return try await URLSessionTransport().send(request).status.code
                        }
                    }
                    for try await status in group { #expect(status == 204) }
                }
                let meeting = try await session.meeting(id: Self.meetingID)
                for field in Self.fields {
                    #expect(meeting[dataField: field] == "round \(round) \(field)", "\(field) lost in round \(round)")
                }
            }
        }
    }

    /// Fields without the contact slots, which the library renumbers when an earlier one is empty.
    static let plainFields = [
        "location_text", "location_info", "comments", "train_lines", "bus_lines", "location_neighborhood",
        "location_city_subsection", "location_nation",
    ]

    /// A save checks the whole meeting against the edit's original, so a session whose read came before another's
    /// save gets `.conflict`, however the two interleave; made again from a new read, as the error tells a user to,
    /// every save lands and no other session's change is lost.
    @Test("Sessions saving different fields of one meeting at once all land, some made again after a .conflict")
    func differentFieldsAllStay() async throws {
        try await LocalServer.withRunning(LocalServer.Configuration()) { server in
            let client = try BMLTClient(rootURL: server.rootURL)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for field in Self.plainFields {
                    group.addTask {
                        let session = try await client.login(username: "nasc_admin", password: "CoreysGoryStory")
                        // Each conflict means another session's save landed: there are at most as many as sessions.
                        for attempt in 0...Self.plainFields.count {
                            var edit = try await session.edit(meetingID: Self.meetingID)
                            edit.meeting[dataField: field] = "saved \(field)"
                            do {
                                _ = try await session.save(edit)
                                return
                            } catch let error as BMLTError where error.code == .conflict {
                                let conflict = try #require(error.meetingConflict)
                                #expect(conflict.server[dataField: field] == conflict.original[dataField: field])
                                #expect(attempt < Self.plainFields.count, "\(field) conflicted on every attempt")
                            }
                        }
                    }
                }
                try await group.waitForAll()
            }
            let session = try await client.login(username: "nasc_admin", password: "CoreysGoryStory")
            let meeting = try await session.meeting(id: Self.meetingID)
            for field in Self.plainFields { #expect(meeting[dataField: field] == "saved \(field)", "\(field)") }
        }
    }

    @Test(
        "Sessions saving the same field at once: each save lands or is a .conflict",
        arguments: LocalServer.Mode.allCases
    )
    func sameFieldConflictsOrLands(mode: LocalServer.Mode) async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: mode)) { server in
            let client = try BMLTClient(rootURL: server.rootURL)
            let outcomes = try await withThrowingTaskGroup(of: (String, Bool).self) { group in
                for writer in 0..<8 {
                    group.addTask {
                        let session = try await client.login(username: "nasc_admin", password: "CoreysGoryStory")
                        var edit = try await session.edit(meetingID: Self.meetingID)
                        let value = "writer \(writer)"
                        edit.meeting.comments = value
                        do {
                            _ = try await session.save(edit)
                            return (value, true)
                        } catch let error as BMLTError where error.code == .conflict {
                            return (value, false)
                        }
                    }
                }
                return try await group.reduce(into: [(String, Bool)]()) { $0.append($1) }
            }
            let landed = outcomes.filter(\.1).map(\.0)
            #expect(!landed.isEmpty, "at least one save lands")
            let session = try await client.login(username: "nasc_admin", password: "CoreysGoryStory")
            let final = try await session.meeting(id: Self.meetingID).comments
            #expect(landed.contains(final ?? ""), "the stored value \(String(describing: final)) is a save that landed")
        }
    }
}
