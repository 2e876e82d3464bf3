import Foundation
import GRDB
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// `AdminSession` against the local server, as a 4.2.7 server (the REST API) and as a 2.16.6 server (`json.php`).
///
/// The sample data's `nasc_admin` edits the meetings of the Nassau area (1002); meeting 188 is one of them, meeting
/// 14 belongs to another area.
@Suite("AdminSession against the local server")
struct AdminSessionTests {
    static let password = "CoreysGoryStory"
    static let nassau = 1002
    static let nassauMeeting = 188
    static let otherAreasMeeting = 14

    /// A whole in-person meeting of the Nassau area, not yet created; without a venue type for a 2.x session, whose
    /// server cannot store one.
    static func newMeeting(named name: String, for session: AdminSession? = nil) -> Meeting {
        var meeting = Meeting(id: 0, serviceBodyID: nassau, name: name)
        meeting.weekday = .tuesday
        meeting.venueType = session?.flavour == .legacy ? nil : .inPerson
        meeting.startTime = LocalTime(hour: 18, minute: 30)
        meeting.duration = .seconds(5400)
        meeting.coordinate = Coordinate(latitude: 40.75, longitude: -73.5)
        meeting.location = Meeting.Location(
            text: "Test Hall",
            street: "1 Main St",
            municipality: "Hicksville",
            province: "NY"
        )
        meeting.formatIDs = [17]
        meeting.formatKeys = ["O"]
        return meeting
    }

    static func withSession(
        _ mode: LocalServer.Mode,
        user: String = "nasc_admin",
        options: AdminSession.Options = AdminSession.Options(),
        transport: (any HTTPTransport)? = nil,
        _ body: (AdminSession, LocalServer) async throws -> Void
    ) async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: mode)) { server in
            var configuration = BMLTClient.Configuration()
            if let transport { configuration.transport = transport }
            let client = try BMLTClient(rootURL: server.rootURL, configuration: configuration)
            let session = try await client.login(username: user, password: password, options: options)
            try await body(session, server)
        }
    }

    @Test(
        "Login picks the server's interface and knows the user and what they may edit",
        arguments: LocalServer.Mode.allCases
    )
    func loginAndPermissions(mode: LocalServer.Mode) async throws {
        try await Self.withSession(mode) { (session: AdminSession, _: LocalServer) async throws in
            #expect(session.flavour == (mode == .current ? .adminAPI : .legacy))
            let user = try await session.currentUser()
            #expect(user.id == 4)
            #expect(user.displayName == "Nassau Area Administrator")
            #expect(user.level == .serviceBodyAdministrator)
            let meetings = try await session.meetings(AdminMeetingFilter(serviceBodyIDs: [Self.nassau]))
            #expect(meetings.count > 1)
            #expect(meetings.allSatisfy { $0.serviceBodyID == Self.nassau })
            #expect(meetings.contains { $0.id == Self.nassauMeeting && $0.name == "Hopeful In Hicksville" })
            let permissions = try await session.permissions()
            #expect(permissions.canEditMeetings(of: Self.nassau))
            #expect(!permissions.canEditMeetings(of: 1001))
            #expect(!permissions.isServerAdministrator)
        }
    }

    @Test(
        "A format key the server does not have is refused before anything is sent",
        arguments: LocalServer.Mode.allCases
    )
    func unknownFormatKeys(mode: LocalServer.Mode) async throws {
        try await Self.withSession(mode) { (session: AdminSession, _: LocalServer) async throws in
            var edit = try await session.edit(meetingID: Self.nassauMeeting)
            edit.meeting.formatKeys = ["O", "ZZZ"]
            let error = await #expect(throws: BMLTError.self) { try await session.save(edit) }
            #expect(error?.code == .validationFailed)
            #expect(
                error?.fieldErrors["formats"]?.first?.hasPrefix("The server has no format key ZZZ. Its keys: ") == true
            )
            #expect(try await session.meeting(id: Self.nassauMeeting) == edit.original)

            // Keys match exactly: "o" is not "O".
            var meeting = Self.newMeeting(named: "Lowercase Keys", for: session)
            meeting.formatKeys = ["o"]
            let refused = await #expect(throws: BMLTError.self) { try await session.createMeeting(meeting) }
            #expect(refused?.code == .validationFailed)
            #expect(try await session.meetings().contains { $0.name == "Lowercase Keys" } == false)
        }
    }

    @Test("A wrong password is .unauthorized, and is not in the error", arguments: LocalServer.Mode.allCases)
    func wrongPassword(mode: LocalServer.Mode) async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: mode)) { server in
            let client = try BMLTClient(rootURL: server.rootURL)
            let error = await #expect(throws: BMLTError.self) {
                try await client.login(username: "nasc_admin", password: "not the password")
            }
            #expect(error?.code == .unauthorized)
            #expect(error.map { !"\($0)".contains("not the password") } == true)
        }
    }

    @Test("An edit saves only its changes and shows in the history", arguments: LocalServer.Mode.allCases)
    func editAndSave(mode: LocalServer.Mode) async throws {
        try await Self.withSession(mode) { (session: AdminSession, _: LocalServer) async throws in
            var edit = try await session.edit(meetingID: Self.nassauMeeting)
            #expect(edit.original.name == "Hopeful In Hicksville")
            edit.meeting.name = "Hopeful In Hicksville, Renamed"
            edit.meeting.startTime = LocalTime(hour: 13, minute: 15)
            let saved = try await session.save(edit)
            #expect(saved.name == "Hopeful In Hicksville, Renamed")
            #expect(saved.startTime == LocalTime(hour: 13, minute: 15))
            #expect(saved.location.street == edit.original.location.street)
            #expect(saved.formatKeys.sorted() == edit.original.formatKeys.sorted())
            let history = try await session.history(meetingID: Self.nassauMeeting)
            #expect(history.first?.after?.name == "Hopeful In Hicksville, Renamed")
            #expect(history.first?.before?.name == "Hopeful In Hicksville")
        }
    }

    @Test(
        "A save over a newer version fails with both versions, leaves the edit, and goes through when forced",
        arguments: LocalServer.Mode.allCases
    )
    func conflict(mode: LocalServer.Mode) async throws {
        try await Self.withSession(mode) { (session: AdminSession, _: LocalServer) async throws in
            let original = try await session.edit(meetingID: Self.nassauMeeting)
            var first = original
            first.meeting.name = "First Writer"
            _ = try await session.save(first)

            var second = original
            second.meeting.comments = "Second writer's comment"
            let error = await #expect(throws: BMLTError.self) { try await session.save(second) }
            #expect(error?.code == .conflict)
            #expect(error?.meetingConflict?.server.name == "First Writer")
            #expect(error?.meetingConflict?.edited.comments == "Second writer's comment")
            #expect(second.meeting.comments == "Second writer's comment")

            let forced = try await session.save(second, force: true)
            #expect(forced.comments == "Second writer's comment")
            // Only the second edit's own change was sent: the first writer's name stays.
            #expect(forced.name == "First Writer")
        }
    }

    @Test("Create, delete, list deleted, restore", arguments: LocalServer.Mode.allCases)
    func createDeleteRestore(mode: LocalServer.Mode) async throws {
        try await Self.withSession(mode) { (session: AdminSession, _: LocalServer) async throws in
            let meeting = Self.newMeeting(named: "Library Test Meeting", for: session)
            let created = try await session.createMeeting(meeting)
            #expect(created.id > 0)
            #expect(created.name == "Library Test Meeting")
            #expect(created.weekday == .tuesday)
            #expect(created.startTime == LocalTime(hour: 18, minute: 30))
            #expect(created.location.street == "1 Main St")
            #expect(created.isPublished)

            try await session.deleteMeeting(id: created.id)
            let missing = await #expect(throws: BMLTError.self) { try await session.meeting(id: created.id) }
            #expect(missing?.code == .notFound)
            let deleted = try await session.deletedMeetings(ChangeQuery(meetingID: created.id))
            #expect(deleted.map(\.meetingID) == [created.id])
            #expect(deleted.first?.before?.name == "Library Test Meeting")

            let restored = try await session.restoreDeletedMeeting(id: created.id)
            #expect(restored.name == "Library Test Meeting")
            #expect(restored.location.street == "1 Main St")
            if mode == .legacy {
                // 2.x puts the meeting back with its id, unpublished.
                #expect(restored.id == created.id)
                #expect(!restored.isPublished)
            } else {
                // 4.x has no restore: the meeting is created again.
                #expect(restored.id != created.id)
                #expect(restored.weekday == .tuesday)
            }

            // Restored once: no longer listed as deleted, and a second restore is refused, creating nothing.
            #expect(try await session.deletedMeetings().allSatisfy { $0.meetingID != created.id })
            let meetingsBefore = try await session.meetings().count
            let again = await #expect(throws: BMLTError.self) {
                try await session.restoreDeletedMeeting(id: created.id)
            }
            #expect(again?.code == .conflict)
            if mode == .current { #expect(again?.reason.contains("as meeting \(restored.id)") == true) }
            #expect(try await session.meetings().count == meetingsBefore)
            let never = await #expect(throws: BMLTError.self) { try await session.restoreDeletedMeeting(id: 999_999) }
            #expect(never?.code == .notFound)
        }
    }

    @Test("Roll back to before a change", arguments: LocalServer.Mode.allCases)
    func rollback(mode: LocalServer.Mode) async throws {
        try await Self.withSession(mode) { (session: AdminSession, _: LocalServer) async throws in
            var edit = try await session.edit(meetingID: Self.nassauMeeting)
            edit.meeting.name = "Rolled Forward"
            _ = try await session.save(edit)
            let change = try #require(try await session.history(meetingID: Self.nassauMeeting).first)
            #expect(change.after?.name == "Rolled Forward")
            let rolledBack = try await session.rollback(meetingID: Self.nassauMeeting, toBefore: change.id)
            #expect(rolledBack.name == "Hopeful In Hicksville")
            #expect(rolledBack.id == Self.nassauMeeting)
        }
    }

    @Test("Editing another area's meeting is .forbidden, and nothing changes", arguments: LocalServer.Mode.allCases)
    func forbidden(mode: LocalServer.Mode) async throws {
        try await Self.withSession(mode) { (session: AdminSession, server: LocalServer) async throws in
            var query = MeetingQuery()
            query.meetingIDs = .only(Self.otherAreasMeeting)
            let before = try await BMLTClient(rootURL: server.rootURL).meetings(matching: query)
            var edit = MeetingEdit(try #require(before.first))
            edit.meeting.name = "Not Mine"
            let error = await #expect(throws: BMLTError.self) { try await session.save(edit, force: true) }
            #expect(error?.code == .forbidden)
            let after = try await BMLTClient(rootURL: server.rootURL).meetings(matching: query)
            #expect(after.first?.name == before.first?.name)
        }
    }

    @Test("The server's validation errors come back by field")
    func validation() async throws {
        try await Self.withSession(.current) { (session: AdminSession, _: LocalServer) async throws in
            var edit = try await session.edit(meetingID: Self.nassauMeeting)
            edit.meeting.startTime = nil
            edit.meeting.name = String(repeating: "x", count: 200)
            let error = await #expect(throws: BMLTError.self) { try await session.save(edit) }
            #expect(error?.code == .validationFailed)
            #expect(error?.fieldErrors["name"]?.isEmpty == false)
            #expect(try await session.meeting(id: Self.nassauMeeting).name == "Hopeful In Hicksville")
        }
    }

    @Test(
        "After logout every call is .unauthorized; the stored credential is removed",
        arguments: LocalServer.Mode.allCases
    )
    func logout(mode: LocalServer.Mode) async throws {
        let store = MemoryCredentialStore()
        try await Self.withSession(mode, options: AdminSession.Options(credentialStore: store)) {
            (session: AdminSession, server: LocalServer) async throws in
            let credential = try #require(await store.saved)
            #expect(credential.flavour == session.flavour)
            #expect(!"\(credential)".contains(credential.secret))
            try await session.logout()
            #expect(await store.saved == nil)
            let error = await #expect(throws: BMLTError.self) { try await session.meeting(id: Self.nassauMeeting) }
            #expect(error?.code == .unauthorized)
            // The server forgot the credential too.
            let resumed = try BMLTClient(rootURL: server.rootURL).session(resuming: credential)
            let revoked = await #expect(throws: BMLTError.self) { try await resumed.meeting(id: Self.nassauMeeting) }
            #expect(revoked?.code == .unauthorized)
        }
    }

    @Test("A token close to expiry is refreshed once, however many calls need it")
    func refreshIsSingleFlight() async throws {
        // The refresh answer is held back, so that every call arrives while it is under way.
        let transport = CountingTransport(delaying: "/api/v1/auth/refresh", by: .milliseconds(300))
        let options = AdminSession.Options(refreshMargin: .seconds(8 * 24 * 3600))
        try await Self.withSession(.current, options: options, transport: transport) {
            (session: AdminSession, _: LocalServer) async throws in
            let first = try #require(await session.currentCredential)
            // Every call now finds the token within the margin; the first refresh must serve all of them at once.
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<8 { group.addTask { _ = try await session.meeting(id: Self.nassauMeeting) } }
                try await group.waitForAll()
            }
            let renewed = try #require(await session.currentCredential)
            #expect(renewed.secret != first.secret)
            #expect(await transport.count(of: "/api/v1/auth/refresh") == 1)
        }
    }

    @Test("A resumed credential the server does not know is .unauthorized", arguments: LocalServer.Mode.allCases)
    func unknownCredential(mode: LocalServer.Mode) async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: mode)) { server in
            let client = try BMLTClient(rootURL: server.rootURL)
            let credential = AdminCredential(
                flavour: mode == .current ? .adminAPI : .legacy,
                rootURL: server.rootURL,
                username: "nasc_admin",
                secret: mode == .current ? "999|nope" : "PHPSESSID=nope"
            )
            let error = await #expect(throws: BMLTError.self) {
                try await client.session(resuming: credential).meeting(id: Self.nassauMeeting)
            }
            #expect(error?.code == .unauthorized)
        }
    }

    @Test("An expired token is .unauthorized, and the credential store forgets it")
    func expiredToken() async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: .current)) { server in
            let eightDaysAgo = Int(Date().timeIntervalSince1970) - 8 * 24 * 3600
            let issued = try await server.store.database.write { db in
                try AccessTokens.issue(for: 4, in: db, now: eightDaysAgo)
            }
            let credential = AdminCredential(
                flavour: .adminAPI,
                rootURL: server.rootURL,
                username: "nasc_admin",
                userID: 4,
                secret: issued.token,
                expiresAt: Date(timeIntervalSince1970: Double(issued.expiresAt))
            )
            let store = MemoryCredentialStore()
            try await store.save(credential, for: server.rootURL)
            let session = try BMLTClient(rootURL: server.rootURL).session(
                resuming: credential,
                options: AdminSession.Options(credentialStore: store, refreshMargin: .zero)
            )
            let error = await #expect(throws: BMLTError.self) { try await session.meeting(id: Self.nassauMeeting) }
            #expect(error?.code == .unauthorized)
            #expect(await store.saved == nil)
            #expect(await session.currentCredential == nil)
        }
    }

    @Test("A save cancelled in the middle leaves the session logged in", arguments: LocalServer.Mode.allCases)
    func cancellation(mode: LocalServer.Mode) async throws {
        try await Self.withSession(mode) { (session: AdminSession, _: LocalServer) async throws in
            var edit = try await session.edit(meetingID: Self.nassauMeeting)
            edit.meeting.name = "Maybe Saved"
            let task = Task { try await session.save(edit) }
            task.cancel()
            _ = await task.result
            #expect(await session.currentCredential != nil)
            let meeting = try await session.meeting(id: Self.nassauMeeting)
            #expect(["Maybe Saved", "Hopeful In Hicksville"].contains(meeting.name))
        }
    }

    @Test("Replace removes what the edit does not have", arguments: LocalServer.Mode.allCases)
    func replace(mode: LocalServer.Mode) async throws {
        try await Self.withSession(mode) { (session: AdminSession, _: LocalServer) async throws in
            var edit = try await session.edit(meetingID: Self.nassauMeeting)
            #expect(edit.original.location.text == "Holy Trinity")
            edit.meeting.location.text = nil
            let replaced = try await session.replace(edit)
            #expect(replaced.location.text == nil)
            #expect(replaced.location.street == "130 Jerusalem Avenue")
        }
    }

    @Test("2.x servers offer no writes to formats, service bodies or users")
    func legacyDirectory() async throws {
        try await Self.withSession(.legacy) { (session: AdminSession, _: LocalServer) async throws in
            #expect(try await session.serviceBodies().contains { $0.id == Self.nassau })
            #expect(try await session.serviceBody(id: Self.nassau).name == "Nassau Area Service")
            #expect(try await session.format(id: 17).translations.contains { $0.key == "O" })
            #expect(try await session.formats().contains { $0.translations.contains { $0.key == "O" } })
            #expect(try await session.users().map(\.id) == [4])
            let error = await #expect(throws: BMLTError.self) { try await session.deleteUser(id: 4) }
            #expect(error?.code == .unsupported)
        }
    }
}

/// Keeps the last credential saved.
actor MemoryCredentialStore: AdminCredentialStore {
    private(set) var saved: AdminCredential?

    func save(_ credential: AdminCredential?, for rootURL: URL) async throws {
        saved = credential
    }
}

/// A URLSession transport that counts requests by path, and can hold back the answers to one path.
actor CountingTransport: HTTPTransport {
    private let transport = URLSessionTransport()
    private var counts: [String: Int] = [:]
    private let delayedPath: String?
    private let delay: Duration

    init(delaying path: String? = nil, by delay: Duration = .zero) {
        self.delayedPath = path
        self.delay = delay
    }

    func count(of pathSuffix: String) -> Int {
        counts.filter { $0.key.hasSuffix(pathSuffix) }.values.reduce(0, +)
    }

    nonisolated func send(_ request: TransportRequest) async throws -> TransportResponse {
        await record(request.url.path)
        let response = try await transport.send(request)
        if let delayedPath, request.url.path.hasSuffix(delayedPath) { try await Task.sleep(for: delay) }
        return response
    }

    private func record(_ path: String) { counts[path, default: 0] += 1 }
}
