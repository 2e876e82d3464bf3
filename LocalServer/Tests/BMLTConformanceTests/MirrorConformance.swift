@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import BMLTLocalServer
import Foundation
import Testing

extension Conformance {
    /// A mirror (``LocalServer/Mirror``) of each real server: it answers the read API as its origin does, and after
    /// edits made through the origin's own administration, a sync shows them.
    @Suite("A mirror of a real server")
    struct Mirrors {
        @Test("A mirror answers as its origin, and its next sync brings the origin's edits", arguments: Peer.available)
        func followsItsOrigin(server: Peer.Server) async throws {
            try server.reset()
            let origin = try #require(server.rootURL)
            let mirror = try await LocalServer.start(
                LocalServer.Configuration(role: .mirror(LocalServer.Mirror(origin: origin)))
            )
            do {
                #expect(mirror.mode == server.localMode)
                try await Self.expectSameAnswers(mirror, origin)
                // The origin's version and settings.
                let said = try await BMLTClient(rootURL: mirror.rootURL).serverInfo()
                let origins = try await BMLTClient(rootURL: origin).serverInfo()
                #expect(said.version == origins.version && said.center == origins.center)

                let client = try Peer.client(AsyncHTTPClientTransport(), of: server)
                let session = try await client.login(username: "nasc_admin", password: Peer.password)
                var edit = try await session.edit(meetingID: Peer.nassauMeeting)
                edit.meeting.name = "Hopeful In Hicksville, Mirrored"
                edit.meeting.comments = "Edited on the origin"
                _ = try await session.save(edit)
                let created = try await session.createMeeting(Peer.newMeeting)
                let removed = try #require(
                    try await session.meetings(AdminMeetingFilter(serviceBodyIDs: [Peer.nassau]))
                        .first { $0.id != Peer.nassauMeeting && $0.id != created.id }
                )
                try await session.deleteMeeting(id: removed.id)

                let sync = try #require(try await mirror.mirror?.sync())
                #expect(sync.kind == .changes)
                #expect(sync.meetingsUpdated == 2 && sync.meetingsRemoved == 1)
                try await Self.expectSameAnswers(mirror, origin)
                let names = try await BMLTClient(rootURL: mirror.rootURL)
                    .meetings(matching: .ids([Peer.nassauMeeting, created.id, removed.id])).map(\.name)
                #expect(Set(names) == ["Hopeful In Hicksville, Mirrored", "New Beginnings"])

                // A whole sync gives the same data.
                #expect(try #require(try await mirror.mirror?.sync(whole: true)).kind == .whole)
                try await Self.expectSameAnswers(mirror, origin)
            } catch {
                await mirror.stop()
                try server.reset()
                throw error
            }
            await mirror.stop()
            try server.reset()
        }

        /// Every meeting (published or not, by id), the formats in two languages, the service bodies, the field keys,
        /// values of fields and the coverage answer alike, the mirror's root URL read as the origin's. (Not the values
        /// of `comments`: 2.x lists a value's lines apart there, and shows them joined by "; " everywhere else.)
        static func expectSameAnswers(_ mirror: LocalServer, _ origin: URL) async throws {
            let transport = AsyncHTTPClientTransport()
            for query in [
                "switcher=GetSearchResults&advanced_published=0", "switcher=GetFormats&show_all=1",
                "switcher=GetFormats&lang_enum=es", "switcher=GetServiceBodies", "switcher=GetFieldKeys",
                "switcher=GetFieldValues&meeting_key=meeting_name",
                "switcher=GetFieldValues&meeting_key=location_info",
                "switcher=GetFieldValues&meeting_key=location_municipality", "switcher=GetCoverageArea",
                "switcher=GetChanges", "switcher=GetChanges&meeting_id=\(Peer.nassauMeeting)",
                "switcher=GetChanges&service_body_id=\(Peer.nassau)", "switcher=GetChanges&start_date=2000-01-01",
            ] {
                let answer = { (root: URL) in
                    try await transport.send(
                        TransportRequest(url: URL(string: root.absoluteString + "/client_interface/json/?" + query)!)
                    )
                }
                let expected = try await answer(origin)
                let actual = try await answer(mirror.rootURL)
                let rewritten = String(decoding: actual.body, as: UTF8.self)
                    .replacingOccurrences(of: Self.escaped(mirror.rootURL), with: Self.escaped(origin))
                    .replacingOccurrences(of: mirror.rootURL.absoluteString, with: origin.absoluteString)
                #expect(actual.status == expected.status, "\(query)")
                #expect(
                    try Self.byID(JSONSerialization.jsonObject(with: Data(rewritten.utf8)))
                        == Self.byID(JSONSerialization.jsonObject(with: expected.body)),
                    "\(query)"
                )
            }
        }

        /// Meetings sorted by id: 4.x orders meetings that tie on its sort keys as MySQL reads them (the differential
        /// runs compare the order).
        private static func byID(_ json: Any) -> NSObject? {
            guard let meetings = json as? [[String: Any]], meetings.first?["id_bigint"] != nil else {
                return json as? NSObject
            }
            return meetings.sorted { ($0["id_bigint"] as? String ?? "") < ($1["id_bigint"] as? String ?? "") }
                as NSArray
        }

        private static func escaped(_ url: URL) -> String {
            url.absoluteString.replacingOccurrences(of: "/", with: "\\/")
        }
    }
}
