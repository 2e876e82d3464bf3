@_spi(BMLTInternal) import BMLT
import Foundation
import HTTPTypes
import Testing

extension Conformance {
    /// Every read call of `BMLTClient`, its models compared with the raw JSON of the same request.
    @Suite("Read calls")
    struct ReadCalls {
        static let hicksville = Coordinate(latitude: 40.75, longitude: -73.5)

        @Test("Server info, capabilities and languages", arguments: Peer.available, Peer.Transport.allCases)
        func serverInfo(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: server) { client, mirror in
                let info = try await client.serverInfo()
                let raw = try #require(Peer.objects(try await Conformance.rawJSONOfLastRequest(mirror)).first)
                #expect(info.version.description == raw["version"] as? String)
                #expect(info.version == ServerVersion(server.rawValue))
                #expect(info.nativeLanguage == raw["nativeLang"] as? String)
                #expect(info.distanceUnit == .miles && raw["distanceUnits"] as? String == "mi")
                #expect(
                    info.availableKeys
                        == ((raw["available_keys"] as? String) ?? "").split(separator: ",").map(String.init)
                )
                #expect(info.semanticAdmin == true)
                let capabilities = try await client.capabilities()
                #expect(try await client.serverVersion() == info.version)
                let languages = try await client.languages()
                #expect(languages.first { $0.isDefault }?.code == "en")
                switch server {
                case .v2:
                    #expect(info.emailEnabled == true)
                    #expect(capabilities.administration == .legacy)
                    #expect(capabilities.supportsContactMessages)
                    // 2.x's GetLangs.php: {"languages": [{"key": "en", "name": "English", "default": true}, …]}.
                    let rawLanguages = try #require(
                        try await Conformance.rawJSONOfLastRequest(mirror) as? [String: Any]
                    )
                    #expect(
                        languages.map(\.code)
                            == Peer.objects(rawLanguages["languages"] as Any).compactMap { $0["key"] as? String }
                    )
                case .v4:
                    // 4.x has no GetLangs.php: the languages are GetServerInfo's `langs`.
                    #expect(capabilities.administration == .restAPI)
                    #expect(!capabilities.supportsContactMessages)
                    #expect(
                        languages.map(\.code)
                            == ((raw["langs"] as? String) ?? "").split(separator: ",").map(String.init)
                    )
                }
            }
        }

        @Test("Service bodies, flat and as a tree", arguments: Peer.available, Peer.Transport.allCases)
        func serviceBodies(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: server) { client, mirror in
                let all = try await client.serviceBodies()
                let raw = Peer.objects(try await Conformance.rawJSONOfLastRequest(mirror))
                #expect(all.count == 44)
                #expect(all.map { String($0.id) } == raw.compactMap { $0["id"] as? String })
                #expect(all.map(\.name) == raw.compactMap { $0["name"] as? String })
                #expect(
                    all.map { $0.parentID.map(String.init) ?? "0" } == raw.compactMap { $0["parent_id"] as? String }
                )

                let tree = try await client.serviceBodyTree()
                #expect(tree.roots.map(\.id).sorted() == [1, 2, 1046, 1052, 1059])
                let below = try await client.serviceBodies(ServiceBodyQuery(ids: .only(2), includesDescendants: true))
                let rawBelow = Peer.objects(try await Conformance.rawJSONOfLastRequest(mirror))
                #expect(below.map { String($0.id) } == rawBelow.compactMap { $0["id"] as? String })
                #expect(below.contains { $0.id == 1001 } && !below.contains { $0.id == 1 })
                let above = try await client.serviceBodies(ServiceBodyQuery(ids: .only(1002), includesAncestors: true))
                #expect(Set(above.map(\.id)) == [1002, 2])
            }
        }

        @Test("Formats: used, all, in Spanish, by key", arguments: Peer.available, Peer.Transport.allCases)
        func formats(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: server) { client, mirror in
                for query in [
                    FormatQuery(), FormatQuery(includesUnused: true),
                    FormatQuery(languages: ["es"], includesUnused: true),
                    FormatQuery(keys: ["O", "C"]),
                ] {
                    let formats = try await client.formats(query)
                    let raw = Peer.objects(try await Conformance.rawJSONOfLastRequest(mirror))
                    #expect(!formats.isEmpty, "\(query)")
                    #expect(formats.map(\.key) == raw.compactMap { $0["key_string"] as? String }, "\(query)")
                    #expect(formats.map { String($0.sharedID) } == raw.compactMap { $0["id"] as? String }, "\(query)")
                    #expect(formats.map(\.language) == raw.compactMap { $0["lang"] as? String }, "\(query)")
                }
            }
        }

        /// Searches of every kind: the meetings, in order, with their fields as the server sent them.
        @Test("Meeting searches", arguments: Peer.available, Peer.Transport.allCases)
        func meetingSearches(server: Peer.Server, transport: Peer.Transport) async throws {
            let queries: [MeetingQuery] = [
                MeetingQuery(),
                MeetingQuery().with { $0.weekdays = .only(.monday) },
                MeetingQuery().with { $0.weekdays = .excluding(.sunday, .saturday) },
                MeetingQuery.near(Self.hicksville, within: .distance(.miles(5))).with { $0.sort = .distance },
                MeetingQuery.near(Self.hicksville, within: .distance(.kilometers(8))),
                MeetingQuery.near(Self.hicksville, within: .nearest(10)),
                MeetingQuery().with {
                    $0.serviceBodies = .only(2)
                    $0.includesServiceBodyDescendants = true
                },
                MeetingQuery().with {
                    $0.formats = .only(17, 8)
                    $0.formatMatching = .all
                },
                MeetingQuery().with {
                    $0.formats = .only(17, 8)
                    $0.formatMatching = .any
                },
                MeetingQuery.text("Hicksville"),
                // 2.x's literal search: no field is exactly "Serenity", so nothing (an empty answer, `{}`).
                MeetingQuery().with { $0.text = .init("Serenity", isExact: true) },
                MeetingQuery.ids([188, 827, 1353]),
                MeetingQuery().with {
                    $0.startsAfter = LocalTime(hour: 19, minute: 0)
                    $0.weekdays = .only(.friday)
                },
                MeetingQuery().with {
                    $0.serviceBodies = .only(1002)
                    $0.sort = .keys(["location_municipality", "weekday_tinyint", "start_time"])
                    $0.page = .init(size: 10, number: 2)
                },
                MeetingQuery().with {
                    $0.serviceBodies = .only(1002)
                    $0.selection = [.name, .weekday, .startTime, .formats]
                },
                MeetingQuery().with { $0.fieldMatch = .init(key: "location_municipality", values: ["Hicksville"]) },
                MeetingQuery().with {
                    $0.published = .all
                    $0.serviceBodies = .only(1002)
                },
            ]
            try await Conformance.withClient(transport, of: server) { client, mirror in
                for query in queries {
                    let meetings = try await client.meetings(matching: query)
                    let raw = Peer.objects(try await Conformance.rawJSONOfLastRequest(mirror))
                    let description = String(describing: mirror.requests.last?.url.query ?? "")
                    #expect(
                        meetings.map { String($0.id) } == raw.compactMap { $0["id_bigint"] as? String },
                        "\(description)"
                    )
                    for (meeting, object) in zip(meetings, raw) {
                        Self.expectSame(meeting, object, description)
                    }
                    #expect(query.text?.isExact == true || !meetings.isEmpty, "\(description)")
                }
            }
        }

        /// A meeting's typed fields against the server's strings.
        static func expectSame(_ meeting: Meeting, _ object: [String: Any], _ request: String) {
            if let name = object["meeting_name"] as? String {
                #expect(meeting.name == name.trimmingCharacters(in: .whitespaces), "\(request)")
            }
            if let day = object["weekday_tinyint"] as? String {
                #expect(meeting.weekday?.rawValue == Int(day), "\(request)")
            }
            if let start = object["start_time"] as? String {
                #expect(meeting.startTime?.description == start, "\(request)")
            }
            if let formats = object["formats"] as? String {
                #expect(meeting.formatKeys.joined(separator: ",") == formats, "\(request)")
            }
            if let body = object["service_body_bigint"] as? String {
                #expect(String(meeting.serviceBodyID) == body, "\(request)")
            } else {
                #expect(!meeting.contains(.serviceBody), "\(request)")
            }
            if let latitude = (object["latitude"] as? String).flatMap(Double.init) {
                #expect(meeting.coordinate?.latitude == latitude, "\(request)")
            }
            if let miles = (object["distance_in_miles"] as? String).flatMap(Double.init) {
                #expect(abs((meeting.distance?.miles ?? -1) - miles) < 1e-9, "\(request)")
            }
            #expect(meeting.isPublished == ((object["published"] as? String).map { $0 == "1" } ?? true), "\(request)")
        }

        @Test(
            "Search results with their formats, formats only, streams, pages and what starts soon",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func searchShapes(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: server) { client, mirror in
                let query = MeetingQuery().with { $0.serviceBodies = .only(1002) }
                let results = try await client.searchResults(matching: query)
                let raw = try #require(try await Conformance.rawJSONOfLastRequest(mirror) as? [String: Any])
                #expect(
                    results.meetings.map { String($0.id) }
                        == Peer.objects(raw["meetings"] as Any).compactMap { $0["id_bigint"] as? String }
                )
                #expect(
                    results.formats.map(\.key)
                        == Peer.objects(raw["formats"] as Any).compactMap { $0["key_string"] as? String }
                )

                let used = try await client.formats(usedBy: query)
                let rawUsed = try #require(try await Conformance.rawJSONOfLastRequest(mirror) as? [String: Any])
                #expect(
                    used.map(\.key)
                        == Peer.objects(rawUsed["formats"] as Any).compactMap { $0["key_string"] as? String }
                )

                let whole = try await client.meetings(matching: query)
                var streamed: [Int] = []
                for try await meeting in client.meetingStream(matching: query) { streamed.append(meeting.id) }
                #expect(streamed == whole.map(\.id))
                var paged: [Int] = []
                for try await page in client.meetingPages(matching: query, pageSize: 25) { paged += page.map(\.id) }
                #expect(paged == whole.map(\.id))

                var near = MeetingQuery.near(Self.hicksville, within: .distance(.miles(10)))
                near.selection = nil
                let upcoming = try await client.upcomingMeetings(within: .seconds(7 * 86_400), matching: near)
                let nearby = Set(try await client.meetings(matching: near).map(\.id))
                #expect(!upcoming.isEmpty && upcoming.allSatisfy { nearby.contains($0.meeting.id) })
            }
        }

        @Test(
            "Field keys and values, the coverage area, changes, the NAWS export",
            arguments: Peer.available,
            Peer.Transport.allCases
        )
        func otherSwitchers(server: Peer.Server, transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport, of: server) { client, mirror in
                let keys = try await client.fieldKeys()
                let rawKeys = Peer.objects(try await Conformance.rawJSONOfLastRequest(mirror))
                #expect(keys.map(\.key) == rawKeys.compactMap { $0["key"] as? String })

                let towns = try await client.fieldValues(for: "location_municipality")
                let rawTowns = Peer.objects(try await Conformance.rawJSONOfLastRequest(mirror))
                #expect(towns.count == rawTowns.count)
                let hicksville = try #require(towns.first { $0.value == "Hicksville" })
                let rawHicksville = try #require(
                    rawTowns.first { $0["location_municipality"] as? String == "Hicksville" }
                )
                #expect(
                    hicksville.meetingIDs.map(String.init).joined(separator: ",") == rawHicksville["ids"] as? String
                )
                let openDiscussion = try await client.fieldValues(
                    for: "formats",
                    specificFormats: [17, 8],
                    allFormats: true
                )
                #expect(!openDiscussion.isEmpty)

                let area = try #require(try await client.coverageArea())
                let rawArea = try #require(Peer.objects(try await Conformance.rawJSONOfLastRequest(mirror)).first)
                #expect(area.northWest.latitude == (rawArea["nw_corner_latitude"] as? String).flatMap(Double.init))
                #expect(area.southEast.longitude == (rawArea["se_corner_longitude"] as? String).flatMap(Double.init))

                let changes = try await client.changes()
                // The client asks for the server's version after the changes, the first time.
                let changesRequest = try #require(
                    mirror.requests.last { $0.url.query?.contains("switcher=GetChanges") == true }
                )
                #expect(changes.count == Peer.objects(try await Conformance.rawJSON(of: changesRequest)).count)

                let export = try await client.nawsExport(serviceBodyID: Peer.nassau)
                let rawExport = try await URLSessionTransport().send(try #require(mirror.requests.last))
                let rawText = String(decoding: rawExport.body, as: UTF8.self)
                switch server {
                case .v2:
                    #expect(export.csvText == rawText)
                case .v4:
                    // 4.x quotes only what needs quotes, and ends each line with a line feed; the last two columns
                    // are bmlt_id and unpublished.
                    let lines = rawText.split(separator: "\n")
                    #expect(export.columns.joined(separator: ",") == lines.first.map(String.init))
                    let rawIDs: [Int?] = lines.dropFirst().map { line in
                        let cells = line.split(separator: ",", omittingEmptySubsequences: false)
                        return cells.count > 1 ? Int(cells[cells.count - 2]) : nil
                    }
                    #expect(export.rows.map(\.meetingID) == rawIDs)
                }
                #expect(export.rows.count > 50)
            }
        }

        @Test(
            "Searches the real servers fail on: field values as a list on 2.x, an address or a negative page on 4.x",
            arguments: Peer.available
        )
        func searchesThatFail(server: Peer.Server) async throws {
            try await Conformance.withClient(.urlSession, of: server) { client, mirror in
                // 2.16.6 reads `meeting_key_value[]` as a PHP array, a TypeError (500, empty) once it reaches a
                // meeting's value; 4.x has no geocoder here, and MySQL refuses a negative LIMIT.
                let answers: [(query: String, status: Int)] =
                    server == .v2
                    ? [
                        ("meeting_key=location_municipality&meeting_key_value[]=Hicksville", 500),
                        (
                            "meeting_key=location_municipality&meeting_key_value[]=Hicksville&meeting_key_value[]=Levittown",
                            500
                        ),
                        (
                            "meeting_key=location_municipality&meeting_key_value[]=Hicksville&meeting_key_match_case=1",
                            500
                        ),
                        ("meeting_key=zzz&meeting_key_value[]=Hicksville&meeting_key_match_case=1", 200),
                        ("meeting_key=location_municipality&meeting_key_value=Hicksville,Levittown", 200),
                    ]
                    : [
                        ("SearchString=Hicksville,%20NY&StringSearchIsAnAddress=1&SearchStringRadius=2", 500),
                        ("page_size=-1", 500), ("page_size=-3&page_num=2", 500), ("page_size=0", 200),
                        ("page_num=-1&page_size=5", 200),
                    ]
                for (query, status) in answers {
                    let url = try #require(
                        URL(
                            string: client.rootURL.absoluteString + "/client_interface/json/?switcher=GetSearchResults&"
                                + query
                        )
                    )
                    #expect(try await mirror.send(TransportRequest(url: url)).status.code == status, "\(query)")
                }
            }
        }

        @Test(
            "Calls 2.x does not have fail with the library's errors",
            .enabled(if: Peer.isAvailable, Peer.unavailable),
            arguments: Peer.Transport.allCases
        )
        func whatTwoPointXLacks(transport: Peer.Transport) async throws {
            try await Conformance.withClient(transport) { client, _ in
                await #expect(throws: BMLTError.self) { _ = try await client.tsmlMeetings() }
            }
            // Not mirrored: PHP's built-in server answers a path that is not there with main_server/index.php (200,
            // the login page) where a web server answers 404, as the local server does.
            await #expect(throws: BMLTError.self) { _ = try await Peer.client(transport).rootServers() }
        }
    }
}
