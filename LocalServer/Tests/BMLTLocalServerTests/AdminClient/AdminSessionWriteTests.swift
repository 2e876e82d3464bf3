import BMLTTestSupport
import Foundation
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// Saves whose answer is lost, and the server administrator's writes to formats, service bodies and users.
@Suite("AdminSession: lost answers and directory writes")
struct AdminSessionWriteTests {
    @Test(
        "A save whose answer is lost is read back and succeeds when the server has it",
        arguments: LocalServer.Mode.allCases
    )
    func lostAnswer(mode: LocalServer.Mode) async throws {
        let transport = LosingTransport(losesAnswer: true)
        try await AdminSessionTests.withSession(mode, transport: transport) {
            (session: AdminSession, _: LocalServer) async throws in
            var edit = try await session.edit(meetingID: AdminSessionTests.nassauMeeting)
            edit.meeting.comments = "Saved, answer lost"
            await transport.arm()
            let saved = try await session.save(edit)
            #expect(saved.comments == "Saved, answer lost")
            #expect(await transport.lostCount == 1)
        }
    }

    @Test(
        "A save that never reached the server fails with its error and leaves the edit",
        arguments: LocalServer.Mode.allCases
    )
    func neverSent(mode: LocalServer.Mode) async throws {
        let transport = LosingTransport(losesAnswer: false)
        try await AdminSessionTests.withSession(mode, transport: transport) {
            (session: AdminSession, _: LocalServer) async throws in
            var edit = try await session.edit(meetingID: AdminSessionTests.nassauMeeting)
            edit.meeting.comments = "Never sent"
            await transport.arm()
            let error = await #expect(throws: BMLTError.self) { try await session.save(edit) }
            #expect(error?.code == .timedOut)
            #expect(edit.meeting.comments == "Never sent")
            #expect(try await session.meeting(id: AdminSessionTests.nassauMeeting).comments == nil)
        }
    }

    @Test("2.x: a meeting given VM through json.php is virtual to the client, in its model and its venue filters")
    func legacyVenueTypesFromFormats() async throws {
        try await AdminSessionTests.withSession(.legacy) { session, server in
            var edit = try await session.edit(meetingID: AdminSessionTests.nassauMeeting)
            edit.meeting.formatKeys = ["O", "VM"]
            edit.meeting.formatIDs = []
            _ = try await session.save(edit)
            let client = try BMLTClient(rootURL: server.rootURL)
            let ids = MeetingQuery.ids([AdminSessionTests.nassauMeeting])
            // Before the client knows the version, a query without venue types is sent as it is.
            #expect(try await client.meetings(matching: ids).first?.venueType == .inPerson)
            try await LegacyVenueTypeChecks.expectVirtual(AdminSessionTests.nassauMeeting, on: client)
        }
    }

    @Test func legacyServersWriteVenueTypesFromVenueFormats() {
        let cases: [([String], VenueType)] = [
            (["HY"], .hybrid), (["VM"], .virtual), (["VM", "TC"], .virtual), (["O"], .inPerson),
            (["VM", "HY"], .inPerson), (["HY", "TC"], .inPerson), (["TC"], .inPerson),
        ]
        for (keys, type) in cases {
            #expect(VenueType.writtenByLegacyServers(forFormatKeys: keys) == type, "\(keys)")
        }
    }

    @Test("The server administrator creates, changes and deletes users, service bodies and formats")
    func directoryWrites() async throws {
        try await AdminSessionTests.withSession(.current, user: "serveradmin") {
            (session: AdminSession, _: LocalServer) async throws in
            #expect(try await session.permissions().isServerAdministrator)

            var user = try await session.createUser(
                AdminUser(id: 0, username: "new_editor", displayName: "New Editor", level: .serviceBodyAdministrator),
                password: "a long enough password"
            )
            #expect(user.id > 0)
            user.displayName = "Renamed Editor"
            try await session.updateUser(user)
            #expect(try await session.user(id: user.id).displayName == "Renamed Editor")

            var body = try await session.createServiceBody(
                ServiceBody(
                    id: 0,
                    parentID: 1,
                    name: "Test Area",
                    description: "A test area",
                    kind: .area,
                    administratorID: user.id
                )
            )
            #expect(body.parentID == 1)
            #expect(try await session.serviceBody(id: body.id).administratorID == user.id)
            body.editorIDs = [user.id]
            body.helpline = "555-0100"
            try await session.updateServiceBody(body)
            let stored = try #require(try await session.serviceBodies().first { $0.id == body.id })
            #expect(stored.editorIDs == [user.id])
            #expect(stored.helpline == "555-0100")
            #expect(stored.parentID == 1)
            #expect(try await session.serviceBodyEditors(id: body.id).map(\.userID) == [user.id])

            // The user administers a body, so the server refuses to delete them first.
            let refused = await #expect(throws: BMLTError.self) { try await session.deleteUser(id: user.id) }
            #expect(refused?.code == .conflict)
            try await session.deleteServiceBody(id: body.id)
            try await session.deleteUser(id: user.id)
            #expect(try await session.users().contains { $0.id == user.id } == false)

            var format = try await session.createFormat(
                AdminFormat(
                    kind: .meetingFormat,
                    translations: [.init(key: "XT", name: "Extra Test", description: "A test format", language: "en")]
                )
            )
            #expect(format.id > 0)
            #expect(try await session.format(id: format.id).translations.first?.key == "XT")
            format.translations[0].name = "Extra Test, Renamed"
            try await session.updateFormat(format)
            #expect(
                try await session.formats().first { $0.id == format.id }?.translations.first?.name
                    == "Extra Test, Renamed"
            )
            try await session.deleteFormat(id: format.id)
            #expect(try await session.formats().contains { $0.id == format.id } == false)
        }
    }

    @Test("A service body administrator may not create users: .forbidden")
    func forbiddenDirectoryWrite() async throws {
        try await AdminSessionTests.withSession(.current) { (session: AdminSession, _: LocalServer) async throws in
            let error = await #expect(throws: BMLTError.self) {
                try await session.createUser(
                    AdminUser(id: 0, username: "sneaky", displayName: "Sneaky", level: .serverAdministrator),
                    password: "a long enough password"
                )
            }
            #expect(error?.code == .forbidden)
        }
    }
}

/// Forwards requests, but once armed makes the next meeting write time out: after the server answered
/// (`losesAnswer`) or before it was sent.
actor LosingTransport: HTTPTransport {
    private let transport = URLSessionTransport()
    private let losesAnswer: Bool
    private var armed = false
    private(set) var lostCount = 0

    init(losesAnswer: Bool) { self.losesAnswer = losesAnswer }

    func arm() { armed = true }

    private func takeArmed(_ request: TransportRequest) -> Bool {
        let body = request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let isWrite = request.method == .patch || body.contains("admin_action=modify_meeting")
        guard armed, isWrite else { return false }
        armed = false
        lostCount += 1
        return true
    }

    nonisolated func send(_ request: TransportRequest) async throws -> TransportResponse {
        let loses = await takeArmed(request)
        let timedOut = BMLTError(code: .timedOut, reason: "Test: the answer was lost.", url: request.url)
        if loses, !losesAnswer { throw timedOut }
        let response = try await transport.send(request)
        if loses { throw timedOut }
        return response
    }
}
