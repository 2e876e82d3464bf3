import BMLTTestSupport
import Foundation
import GRDB
import HTTPTypes
import Testing

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// In legacy mode `GetChanges` and `json.php`'s `get_changes` describe changes as 2.16.6 does
/// (`c_comdef_change::DetailedChangeDescription`, joined by `csv.php`'s `GetChanges`).
///
/// The rows are the real server's answers, recorded from the 2.16.6 peer (`Conformance/peer.sh`, PHP 8.2) after the
/// same edits through its `json.php`, as `nasc_admin` on the sample data, one second apart: each without its dates,
/// change id and `json_data`, byte for byte otherwise.
@Suite("Legacy change details match the recorded 2.16.6 server", .hangTimeLimit)
struct LegacyChangeDetailsTests {
    /// One call to `json.php`, the newest change rows of its meeting that `GetChanges` then answered, and the details
    /// `get_changes` gave the same rows.
    struct Step {
        var form: [(String, String)]
        var meetingID: Int
        var rows: [Row] = []
        var administration: [String] = []

        static func modify(_ id: Int, _ fields: String...) -> Step {
            Step(
                form: [("admin_action", "modify_meeting"), ("meeting_id", String(id))]
                    + fields.map { ("meeting_field[]", $0) },
                meetingID: id
            )
        }

        /// A new meeting, which the server gives the id `id`.
        static func add(_ id: Int, _ fields: String...) -> Step {
            Step(
                form: [("admin_action", "add_meeting"), ("service_body_id", "1002")]
                    + fields.map { ("meeting_field[]", $0) },
                meetingID: id
            )
        }

        static func rollback(_ id: Int, toBefore change: Int) -> Step {
            Step(
                form: [
                    ("admin_action", "rollback_meeting_to_before_change"), ("meeting_id", String(id)),
                    ("change_id", String(change)),
                ],
                meetingID: id
            )
        }

        static func delete(_ id: Int) -> Step {
            Step(form: [("admin_action", "delete_meeting"), ("meeting_id", String(id))], meetingID: id)
        }

        static func restore(_ id: Int) -> Step {
            Step(form: [("admin_action", "restore_deleted_meeting"), ("meeting_id", String(id))], meetingID: id)
        }

        func rows(_ rows: Row...) -> Step {
            var step = self
            step.rows = rows
            return step
        }

        func administration(_ details: String...) -> Step {
            var step = self
            step.administration = details
            return step
        }

        /// The rows as `GetChanges` writes them, newest first.
        var expectedRows: [String] { rows.map { $0.text(meetingID: meetingID) } }
    }

    /// A change row of `nasc_admin` in the Nassau area: the meeting's name and the details as the JSON text has them.
    struct Row {
        enum Kind: String {
            case new, change, delete, rollback
        }

        var kind: Kind
        var name: String
        var exists = true
        var details: String

        init(_ kind: Kind, _ name: String, exists: Bool = true, _ details: String) {
            self.kind = kind
            self.name = name
            self.exists = exists
            self.details = details
        }

        func text(meetingID: Int) -> String {
            #""change_type":"comdef_change_type_\#(kind.rawValue)","meeting_id":"\#(meetingID)","meeting_name":"\#(name)","#
                + #""user_id":"4","user_name":"Nassau Area Administrator","service_body_id":"1002","#
                + #""service_body_name":"Nassau Area Service","meeting_exists":"\#(exists ? 1 : 0)","details":"\#(details)""#
        }
    }

    static let steps: [Step] = [
        .modify(188, "meeting_name,Tom &amp; Jerry \"quoted\" 'single' <b>bold</b>")
            .rows(
                Row(
                    .change,
                    "Hopeful In Hicksville",
                    "Meeting Name was changed from &quot;Hopeful In Hicksville&quot; to &quot;Tom &amp;amp; Jerry 'quoted' 'single' &lt;b&gt;bold&lt;/b&gt;&quot;."
                )
            )
            .administration(
                "Meeting Name was changed from \"Hopeful In Hicksville\" to \"Tom &amp; Jerry 'quoted' 'single' <b>bold</b>\"."
            ),
        // Saturday reads as Friday: 2.16.6 looks the 1-based day up in names that begin with "All", held to 6.
        .modify(188, "weekday_tinyint,7")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "The day of the week on which the meeting gathers was changed from Wednesday to Friday."
                )
            )
            .administration("The day of the week on which the meeting gathers was changed from Wednesday to Friday."),
        .modify(188, "weekday_tinyint,1")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "The day of the week on which the meeting gathers was changed from Friday to Sunday."
                )
            )
            .administration("The day of the week on which the meeting gathers was changed from Friday to Sunday."),
        .modify(188, "start_time,07:05:00")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "The meeting start time was changed from &quot;13:00&quot; to &quot;7:05&quot;."
                )
            )
            .administration("The meeting start time was changed from \"13:00\" to \"7:05\"."),
        .modify(188, "duration_time,02:00:00")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "The meeting duration was changed from &quot;1:30&quot; to &quot;2:00&quot;."
                )
            )
            .administration("The meeting duration was changed from \"1:30\" to \"2:00\"."),
        .modify(188, "formats,O,D,WC")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "The meeting format was changed from &quot;BK, BT, D, O&quot; to &quot;D, O, WC&quot;."
                )
            )
            .administration("The meeting format was changed from \"BK, BT, D, O\" to \"D, O, WC\"."),
        .modify(188, "formats,")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "The meeting format was changed from &quot;D, O, WC&quot; to &quot;&quot;."
                )
            )
            .administration("The meeting format was changed from \"D, O, WC\" to \"\"."),
        .modify(188, "longitude,-73.1234567891234", "latitude,40.987654321")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "The meeting longitude was changed from &quot;-73.524295&quot; to &quot;-73.123456789123&quot;. The meeting latitude was changed from &quot;40.763264&quot; to &quot;40.987654321&quot;."
                )
            )
            .administration(
                "The meeting longitude was changed from \"-73.524295\" to \"-73.123456789123\". The meeting latitude was changed from \"40.763264\" to \"40.987654321\"."
            ),
        .modify(188, "published,0")
            .rows(
                Row(.change, "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>", "The meeting was unpublished.")
            )
            .administration("The meeting was unpublished."),
        .modify(188, "published,1")
            .rows(
                Row(.change, "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>", "The meeting was published.")
            )
            .administration("The meeting was published."),
        // `SetEmailContact(intval(…))` stores no address: a save that changes nothing.
        .modify(188, "email_contact,a@b.com")
            .rows(
                Row(.change, "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>", "")
            )
            .administration(""),
        .modify(188, "location_info,Use the side door & ring")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "Additional Location Information was added as &quot;Use the side door &amp; ring&quot; ."
                )
            )
            .administration("Additional Location Information was added as \"Use the side door & ring\" ."),
        .modify(188, "location_info,")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "Additional Location Information was deleted."
                )
            )
            .administration("Additional Location Information was deleted."),
        // `GetChanges` writes a line break as a space and (`TranslateToJSON`) a tab as a comma.
        .modify(188, "comments,line1\nline2\ttab")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "Comments was added as &quot;line1 line2,tab&quot; ."
                )
            )
            .administration("Comments was added as \"line1 line2\ttab\" ."),
        .modify(188, "comments, spaced  ")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "Comments was changed from &quot;line1 line2,tab&quot; to &quot; spaced  &quot;."
                )
            )
            .administration("Comments was changed from \"line1 line2\ttab\" to \" spaced  \"."),
        .modify(188, "worldid_mixed,G123")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "The World Committee Code was changed from &quot;G00019125&quot; to &quot;G123&quot;."
                )
            )
            .administration("The World Committee Code was changed from \"G00019125\" to \"G123\"."),
        .modify(188, "worldid_mixed,")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "The World Committee Code was changed from &quot;G123&quot; to &quot;&quot;."
                )
            )
            .administration("The World Committee Code was changed from \"G123\" to \"\"."),
        .modify(188, "time_zone,America/New_York")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "time_zone was added as &quot;America/New_York&quot; ."
                )
            )
            .administration("time_zone was added as \"America/New_York\" ."),
        .modify(188, "meeting_name,Multi name\t", "train_lines,A/B", "bus_lines,Q1 & Q2")
            .rows(
                Row(
                    .change,
                    "Tom &amp; Jerry 'quoted' 'single' <b>bold</b>",
                    "Meeting Name was changed from &quot;Tom &amp;amp; Jerry 'quoted' 'single' &lt;b&gt;bold&lt;/b&gt;&quot; to &quot;Multi name,&quot;. Train Lines was added as &quot;A/B&quot; . Bus Lines was added as &quot;Q1 &amp; Q2&quot; ."
                )
            )
            .administration(
                "Meeting Name was changed from \"Tom &amp; Jerry 'quoted' 'single' <b>bold</b>\" to \"Multi name\t\". Train Lines was added as \"A/B\" . Bus Lines was added as \"Q1 & Q2\" ."
            ),
        .modify(188, "meeting_name,0")
            .rows(
                Row(
                    .change,
                    "Multi name",
                    "Meeting Name was changed from &quot;Multi name,&quot; to &quot;NA Meeting&quot;."
                )
            )
            .administration("Meeting Name was changed from \"Multi name\t\" to \"NA Meeting\"."),
        .modify(188, "meeting_name,x")
            .rows(
                Row(.change, "NA Meeting", "Meeting Name was changed from &quot;NA Meeting&quot; to &quot;x&quot;.")
            )
            .administration("Meeting Name was changed from \"NA Meeting\" to \"x\"."),
        .modify(188, "meeting_name,x")
            .rows(
                Row(.change, "x", "")
            )
            .administration(""),
        // A new meeting starts on Sunday at 00:00:20 without a duration, then the fields are set.
        .add(2693, "meeting_name,New <One>", "weekday_tinyint,3", "formats,O,D", "location_text,Hall")
            .rows(
                Row(
                    .change,
                    "New <One>",
                    "The day of the week on which the meeting gathers was changed from Sunday to Tuesday. The meeting format was changed from &quot;&quot; to &quot;D, O&quot;."
                ),
                Row(.new, "New <One>", "The meeting was created.")
            )
            .administration(
                "The day of the week on which the meeting gathers was changed from Sunday to Tuesday. The meeting format was changed from \"\" to \"D, O\".",
                "The meeting was created."
            ),
        .add(2694, "meeting_name,New Two", "start_time,18:30:00", "duration_time,01:00:00", "latitude,40.5")
            .rows(
                Row(
                    .change,
                    "New Two",
                    "The meeting start time was changed from &quot;0:00&quot; to &quot;18:30&quot;. The meeting duration was added as &quot;100&quot; . The meeting latitude was changed from &quot;36.065752051707&quot; to &quot;40.5&quot;."
                ),
                Row(.new, "New Two", "The meeting was created.")
            )
            .administration(
                "The meeting start time was changed from \"0:00\" to \"18:30\". The meeting duration was added as \"100\" . The meeting latitude was changed from \"36.065752051707\" to \"40.5\".",
                "The meeting was created."
            ),
        .modify(832, "location_text,x", "location_info,y", "comments,z")
            .rows(
                Row(
                    .change,
                    "The Program",
                    "Location Name was changed from &quot;Parkway Community Church&quot; to &quot;x&quot;. Additional Location Information was added as &quot;y&quot; . Comments was added as &quot;z&quot; ."
                )
            )
            .administration(
                "Location Name was changed from \"Parkway Community Church\" to \"x\". Additional Location Information was added as \"y\" . Comments was added as \"z\" ."
            ),
        .rollback(832, toBefore: 13165)
            .rows(
                Row(.rollback, "The Program", "The meeting was rolled back to a previous version."),
                Row(
                    .change,
                    "The Program",
                    "Location Name was changed from &quot;Parkway Community Church&quot; to &quot;x&quot;. Additional Location Information was added as &quot;y&quot; . Comments was added as &quot;z&quot; ."
                )
            )
            .administration(
                "The meeting was rolled back to a previous version.",
                "Location Name was changed from \"Parkway Community Church\" to \"x\". Additional Location Information was added as \"y\" . Comments was added as \"z\" ."
            ),
        .delete(832)
            .rows(
                Row(.delete, "The Program", exists: false, "The meeting was deleted.")
            )
            .administration("The meeting was deleted."),
        .restore(832)
            .rows(
                Row(.new, "The Program", "The meeting was created.")
            )
            .administration("The meeting was created."),
        // A hidden field: 2.16.6 shows its values to everyone.
        .modify(833, "contact_email_1,secret@x.org")
            .rows(Row(.change, "Clean Slate", "Contact 1 Email was added as &quot;secret@x.org&quot; ."))
            .administration(#"Contact 1 Email was added as "secret@x.org" ."#),
        .modify(833, "contact_email_1,other@x.org")
            .rows(
                Row(
                    .change,
                    "Clean Slate",
                    "Contact 1 Email was changed from &quot;secret@x.org&quot; to &quot;other@x.org&quot;."
                )
            )
            .administration(#"Contact 1 Email was changed from "secret@x.org" to "other@x.org"."#),
    ]

    @Test func eachEditIsDescribedAsTheRealServerDescribesIt() async throws {
        #expect(Self.steps.count == 30)
        try await LocalServer.withRunning(LocalServer.Configuration(mode: .legacy)) { server in
            try await server.takeRecordedServerSettings()
            let admin = try await AdministrationSession(server)
            for step in Self.steps {
                let answer = try await admin.post(step.form)
                #expect(answer.status == 200, "\(step.form)")
                let rows = try await Self.changeRows(server, query: "&meeting_id=\(step.meetingID)")
                    .sorted { $0.id > $1.id }.prefix(step.rows.count)
                #expect(rows.map(\.text) == step.expectedRows, "\(step.form)")
                let details = try await admin.administrationDetails(meetingID: step.meetingID)
                #expect(rows.map { details[$0.id] } == step.administration, "\(step.form)")
            }
        }
    }

    @Test func namesAreHTMLAsTheRealServerWritesThem() async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: .legacy)) { server in
            try await server.store.write { transaction in
                try transaction.db.execute(
                    sql: "UPDATE service_bodies SET name_string = ? WHERE id_bigint = 1002",
                    arguments: [#"Nassau & "Area" 'Svc' <x>"#]
                )
                try transaction.db.execute(
                    sql: "UPDATE users SET name_string = ? WHERE id_bigint = 4",
                    arguments: [#"Admin & <Co> 'x' "q""#]
                )
            }
            let admin = try await AdministrationSession(server)
            _ = try await admin.post(Step.modify(188, #"meeting_name,A "B" & C"#).form)
            let rows = try await Self.changeRows(server, query: "&meeting_id=188")
            #expect(
                rows.map(\.text) == [
                    #""change_type":"comdef_change_type_change","meeting_id":"188","meeting_name":"Hopeful In Hicksville","user_id":"4","user_name":"Admin &amp; &lt;Co&gt; &#039;x&#039; &quot;q&quot;","service_body_id":"1002","service_body_name":"Nassau &amp; &quot;Area&quot; &#039;Svc&#039; &lt;x&gt;","meeting_exists":"1","details":"Meeting Name was changed from &quot;Hopeful In Hicksville&quot; to &quot;A 'B' &amp; C&quot;.""#
                ]
            )
            let details = try await admin.administrationDetails(meetingID: 188)
            #expect(
                details.values.sorted() == [#"Meeting Name was changed from "Hopeful In Hicksville" to "A 'B' & C"."#]
            )
        }
    }

    /// A meeting moved to another area and back, each time renamed, then the other area deleted: 2.16.6 names a body
    /// that is gone "Service Body No Longer Exists" (the before one, when the after one is gone, leaving the after id),
    /// and a row filed under it keeps the body name of the row before.
    @Test func aDeletedServiceBodyIsNamedAsTheRealServerNamesIt() async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: .legacy)) { server in
            try await server.store.write { transaction in
                try transaction.db.execute(sql: "UPDATE service_bodies SET editors_string = '4' WHERE id_bigint = 1003")
            }
            let admin = try await AdministrationSession(server)
            for field in [
                "service_body_bigint,1003", "meeting_name,Moved", "service_body_bigint,1002", "meeting_name,Back",
            ] {
                // A second apart, as recorded: rows of one second come in the order the server stored them.
                try await Task.sleep(for: .milliseconds(1_100))
                _ = try await admin.post(Step.modify(188, field).form)
            }
            try await server.store.write { transaction in
                try transaction.db.execute(sql: "DELETE FROM service_bodies WHERE id_bigint = 1003")
            }
            let rows = try await Self.changeRows(server, query: "&meeting_id=188")
            #expect(
                rows.map(\.text) == [
                    #""change_type":"comdef_change_type_change","meeting_id":"188","meeting_name":"Moved","user_id":"4","user_name":"Nassau Area Administrator","service_body_id":"1002","service_body_name":"Nassau Area Service","meeting_exists":"1","details":"Meeting Name was changed from &quot;Moved&quot; to &quot;Back&quot;.""#,
                    #""change_type":"comdef_change_type_change","meeting_id":"188","meeting_name":"Moved","user_id":"4","user_name":"Nassau Area Administrator","service_body_id":"1003","service_body_name":"Nassau Area Service","meeting_exists":"1","details":"The meeting changed its Service Body from Service Body No Longer Exists to Nassau Area Service.""#,
                    #""change_type":"comdef_change_type_change","meeting_id":"188","meeting_name":"Hopeful In Hicksville","user_id":"4","user_name":"Nassau Area Administrator","service_body_id":"1003","service_body_name":"Nassau Area Service","meeting_exists":"1","details":"Meeting Name was changed from &quot;Hopeful In Hicksville&quot; to &quot;Moved&quot;.""#,
                    #""change_type":"comdef_change_type_change","meeting_id":"188","meeting_name":"Hopeful In Hicksville","user_id":"4","user_name":"Nassau Area Administrator","service_body_id":"1002","service_body_name":"Nassau Area Service","meeting_exists":"1","details":"The meeting changed its Service Body from Service Body No Longer Exists to 1003.""#,
                ]
            )
        }
    }

    /// The library reads 2.x details as HTML: a name stored as `Tom &amp; Jerry` reads back as stored.
    @Test func theClientReadsTheDetailsAsStored() async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: .legacy)) { server in
            let client = try BMLTClient(rootURL: server.rootURL, configuration: BMLTClient.Configuration(retry: .none))
            let session = try await client.login(username: "nasc_admin", password: AdministrationSession.password)
            var edit = try await session.edit(meetingID: 188)
            edit.meeting.name = "Tom &amp; Jerry"
            _ = try await session.save(edit)
            let changes = try await client.changes(ChangeQuery(meetingID: 188))
            #expect(
                changes.map(\.details) == [
                    #"Meeting Name was changed from "Hopeful In Hicksville" to "Tom &amp; Jerry"."#
                ]
            )
            #expect(changes.first?.userName == "Nassau Area Administrator")
        }
    }

    /// What no `json.php` edit reaches, as 2.16.6's code reads (not recorded): a weekday stored as `NULL` reads as
    /// Sunday (`null + 1`); a language change names the after language where the before one belongs and keeps the after code; an
    /// added contact address only "was changed"; an added duration is "military" time; a field whose row has an empty
    /// prompt tells of nothing.
    @Test func whatNoEditReachesReadsAsThePHPReads() async throws {
        try await LocalServer.withRunning(LocalServer.Configuration(mode: .legacy)) { server in
            let catalog = try await server.store.read { try $0.catalog() }
            let before = MeetingSnapshot(
                main: ["id_bigint": "1", "service_body_bigint": "1002", "lang_enum": "en", "published": "1"],
                data: ["meeting_name": "A", "comments": "x"],
                prompts: ["meeting_name": "Meeting Name", "comments": ""],
                order: ["meeting_name", "comments"]
            )
            var after = before
            after.main["weekday_tinyint"] = "3"
            after.main["lang_enum"] = "de"
            after.main["email_contact"] = "a@b.c"
            after.main["duration_time"] = "01:30:00"
            after.main["published"] = "0"
            after.data["comments"] = "y"
            #expect(
                LegacyChangeDetails.sentences(
                    type: "comdef_change_type_change",
                    before: before,
                    after: after,
                    catalog: catalog
                )
                    == [
                        "email_contact was changed.",
                        "The day of the week on which the meeting gathers was changed from Sunday to Wednesday.",
                        "The meeting language was changed from &quot;Deutsch&quot; to &quot;de&quot;.",
                        "The meeting duration was added as &quot;130&quot; .",
                        "The meeting was unpublished.",
                    ]
            )
            #expect(
                LegacyChangeDetails.sentences(
                    type: "comdef_change_type_change",
                    before: before,
                    after: before,
                    catalog: catalog
                )
                    == nil
            )
            #expect(
                LegacyChangeDetails.describe(
                    type: "comdef_change_type_new",
                    before: nil,
                    after: after,
                    catalog: catalog
                ) == "The meeting was created."
            )
        }
    }

    // MARK: - Reading the answers

    /// `GetChanges` rows, in the answer's order, each without its dates, change id and `json_data`.
    static func changeRows(_ server: LocalServer, query: String) async throws -> [(id: Int, text: String)] {
        let url = URL(string: server.rootURL.absoluteString + "/client_interface/json/?switcher=GetChanges" + query)!
        let response = try await URLSessionTransport().send(TransportRequest(url: url))
        let body = String(decoding: response.body, as: UTF8.self)
        return body.matches(of: #/\{"date_int":"\d+","date_string":"[^"]*",(.*?),"json_data":/#).map { match in
            let text = String(match.1)
            let id = text.firstMatch(of: #/"change_id":"(\d+)"/#).flatMap { Int($0.1) } ?? 0
            return (id, text.replacing(#/"change_id":"\d+",/#, with: ""))
        }
    }

    /// `json.php` as `nasc_admin`, logged in.
    struct AdministrationSession {
        static let password = "CoreysGoryStory"
        let server: LocalServer
        let cookie: String

        init(_ server: LocalServer) async throws {
            self.server = server
            var request = TransportRequest(url: URL(string: server.rootURL.absoluteString + Self.path)!)
            request.method = .post
            request.headerFields[.contentType] = "application/x-www-form-urlencoded"
            request.body = Data(
                Self.form([
                    ("admin_action", "login"), ("c_comdef_admin_login", "nasc_admin"),
                    ("c_comdef_admin_password", Self.password),
                ]).utf8
            )
            let response = try await URLSessionTransport().send(request)
            cookie = SetCookie.all(in: response).map { "\($0.name)=\($0.value)" }
                .joined(separator: "; ")
        }

        static let path = "/local_server/server_admin/json.php"

        static func form(_ fields: [(String, String)]) -> String {
            var allowed = CharacterSet.alphanumerics
            allowed.insert(charactersIn: "-._~")
            return fields.map { name, value in
                name.addingPercentEncoding(withAllowedCharacters: allowed)! + "="
                    + value.addingPercentEncoding(withAllowedCharacters: allowed)!
            }.joined(separator: "&")
        }

        func post(_ fields: [(String, String)]) async throws -> TransportResponse {
            var request = TransportRequest(url: URL(string: server.rootURL.absoluteString + Self.path)!)
            request.method = .post
            request.headerFields[.contentType] = "application/x-www-form-urlencoded"
            request.headerFields[.cookie] = cookie
            request.body = Data(Self.form(fields).utf8)
            return try await URLSessionTransport().send(request)
        }

        /// The details of the meeting's rows of `get_changes` by change id (`""` for a row without).
        func administrationDetails(meetingID: Int) async throws -> [Int: String] {
            let url = server.rootURL.absoluteString + Self.path + "?admin_action=get_changes&meeting_id=\(meetingID)"
            var request = TransportRequest(url: URL(string: url)!)
            request.headerFields[.cookie] = cookie
            let response = try await URLSessionTransport().send(request)
            let answer = try #require(JSONComparison.parse(Array(response.body)))
            // One row comes as the object itself, several as "row".
            let rows = answer.object?["row"]?.elements ?? answer.elements ?? [answer]
            var details: [Int: String] = [:]
            for row in rows {
                guard let id = row.object?["change_id"]?.int else { continue }
                details[id] = row.object?["details"]?.text ?? ""
            }
            return details
        }
    }
}
