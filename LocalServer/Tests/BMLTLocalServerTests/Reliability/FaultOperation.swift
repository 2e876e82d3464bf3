@_spi(BMLTInternal) import BMLT
import BMLTLocalServer
import Foundation

/// One call of the library, run through a ``FaultProxy``: what it needs made first, which of its requests the proxy
/// spoils, and the call itself.
struct FaultOperation: Sendable, CustomStringConvertible {
    enum Kind: Sendable { case read, admin }

    /// What an operation runs with: a client of the proxy, and for admin calls a session of that client.
    struct Context: Sendable {
        let client: BMLTClient
        let session: AdminSession
        let username: String
        /// The id ``prepare`` returned.
        let id: Int
    }

    let name: String
    let kind: Kind
    let mode: LocalServer.Mode
    /// Makes what the call needs with a session that talks to the server directly, and returns an id for it.
    var prepare: @Sendable (AdminSession) async throws -> Int = { _ in 0 }
    /// Which requests the proxy spoils, given the prepared id.
    let matches: @Sendable (FaultProxy.Request, Int) -> Bool
    let run: @Sendable (Context) async throws -> Void

    var description: String { "\(name) (\(mode == .current ? "4.x" : "2.x"))" }

    /// Whether the call may succeed though every answer to its request is spoiled: `raw` returns error statuses by
    /// design, and `languages` falls back on `GetServerInfo` when a 2.x server has no `GetLangs.php`.
    var mayAnswerOtherwise: Bool { name == "raw" || name == "languages" }

    /// Whether the call streams its answer: retries end when the answer starts.
    var streams: Bool { name == "meetingStream" }

    /// The user each mode's admin calls run as: the server administrator on 4.x; on 2.x, whose `json.php` refuses
    /// the server administrator, an area administrator.
    static func username(_ mode: LocalServer.Mode) -> String { mode == .current ? "serveradmin" : "nasc_admin" }

    /// Every read call and every admin call the server's interface has, in both modes.
    static let all: [FaultOperation] = LocalServer.Mode.allCases.flatMap { reads($0) + admin($0) }

    // MARK: - Reads

    static func reads(_ mode: LocalServer.Mode) -> [FaultOperation] {
        func read(
            _ name: String,
            _ switcher: String,
            _ run: @escaping @Sendable (BMLTClient) async throws -> Void
        )
            -> FaultOperation
        {
            FaultOperation(
                name: name,
                kind: .read,
                mode: mode,
                matches: { request, _ in request.target.contains("switcher=\(switcher)") },
                run: { try await run($0.client) }
            )
        }
        let nassau = {
            var query = MeetingQuery()
            query.serviceBodies = .only(1002)
            return query
        }()
        var operations = [
            read("serverInfo", "GetServerInfo") { _ = try await $0.serverInfo() },
            read("serviceBodies", "GetServiceBodies") { _ = try await $0.serviceBodies() },
            read("serviceBodyTree", "GetServiceBodies") { _ = try await $0.serviceBodyTree() },
            read("formats", "GetFormats") { _ = try await $0.formats() },
            read("meetings", "GetSearchResults") { _ = try await $0.meetings(matching: nassau) },
            read("meetingStream", "GetSearchResults") { for try await _ in $0.meetingStream(matching: nassau) {} },
            read("searchResults", "GetSearchResults") { _ = try await $0.searchResults(matching: nassau) },
            read("formatsUsedBy", "GetSearchResults") { _ = try await $0.formats(usedBy: nassau) },
            read("meetingPages", "GetSearchResults") {
                for try await _ in $0.meetingPages(matching: nassau, pageSize: 20) {}
            },
            read("changes", "GetChanges") { _ = try await $0.changes(ChangeQuery(serviceBodyID: 1002)) },
            read("fieldKeys", "GetFieldKeys") { _ = try await $0.fieldKeys() },
            read("fieldValues", "GetFieldValues") { _ = try await $0.fieldValues(for: "location_municipality") },
            read("nawsExport", "GetNAWSDump") { _ = try await $0.nawsExport(serviceBodyID: 1002) },
            read("raw", "GetServerInfo") { _ = try await $0.raw(switcher: "GetServerInfo") },
            FaultOperation(
                name: "serverVersion",
                kind: .read,
                mode: mode,
                matches: { request, _ in request.target.hasSuffix("serverInfo.xml") },
                run: { _ = try await $0.client.serverVersion() }
            ),
        ]
        if mode == .current {
            operations += [
                read("coverageArea", "GetCoverageArea") { _ = try await $0.coverageArea() },
                FaultOperation(
                    name: "tsmlMeetings",
                    kind: .read,
                    mode: mode,
                    matches: { request, _ in request.target.contains("/tsml/") },
                    run: { _ = try await $0.client.tsmlMeetings(matching: nassau) }
                ),
            ]
        } else {
            operations.append(
                FaultOperation(
                    name: "languages",
                    kind: .read,
                    mode: mode,
                    matches: { request, _ in request.target.contains("GetLangs.php") },
                    run: { _ = try await $0.client.languages() }
                )
            )
        }
        return operations
    }

    // MARK: - Administration

    static func admin(_ mode: LocalServer.Mode) -> [FaultOperation] {
        /// A call of the 4.x API (`method` on a path under `api/v1/`, `{id}` the prepared id) or of 2.x `json.php`.
        func call(
            _ name: String,
            api: (method: String, path: String)?,
            legacy action: String?,
            prepare: @escaping @Sendable (AdminSession) async throws -> Int = { _ in 0 },
            run: @escaping @Sendable (Context) async throws -> Void
        ) -> FaultOperation? {
            switch mode {
            case .current:
                guard let api else { return nil }
                return FaultOperation(
                    name: name,
                    kind: .admin,
                    mode: mode,
                    prepare: prepare,
                    matches: { request, id in
                        if api.path.hasPrefix("switcher=") { return request.target.contains(api.path) }
                        let path = api.path.replacingOccurrences(of: "{id}", with: String(id))
                        let target = request.target.split(separator: "?").first.map(String.init) ?? ""
                        return request.method == api.method && target.hasSuffix("/api/v1/" + path)
                    },
                    run: run
                )
            case .legacy:
                guard let action else { return nil }
                return FaultOperation(
                    name: name,
                    kind: .admin,
                    mode: mode,
                    prepare: prepare,
                    matches: { request, _ in
                        action.hasPrefix("switcher=")
                            ? request.target.contains(action) : request.bodyText.contains("admin_action=\(action)")
                    },
                    run: run
                )
            }
        }

        let operations: [FaultOperation?] = [
            call("login", api: ("POST", "auth/token"), legacy: "login") {
                _ = try await $0.client.login(username: $0.username, password: AdminSessionTests.password)
            },
            call("logout", api: ("POST", "auth/logout"), legacy: "logout") {
                try await $0.client.login(username: $0.username, password: AdminSessionTests.password).logout()
            },
            call("currentUser", api: ("GET", "users/1"), legacy: "get_user_info") {
                _ = try await $0.session.currentUser()
            },
            call("permissions", api: ("GET", "servicebodies"), legacy: "get_permissions") {
                _ = try await $0.session.permissions()
            },
            call("formats", api: ("GET", "formats"), legacy: "switcher=GetFormats") {
                _ = try await $0.session.formats()
            },
            call("format", api: ("GET", "formats/17"), legacy: nil) { _ = try await $0.session.format(id: 17) },
            call("createFormat", api: ("POST", "formats"), legacy: nil) {
                _ = try await $0.session.createFormat(newFormat())
            },
            call(
                "updateFormat",
                api: ("PUT", "formats/{id}"),
                legacy: nil,
                prepare: { try await $0.createFormat(newFormat()).id },
                run: {
                    var format = try await $0.session.format(id: $0.id)
                    format.worldID = "CHG"
                    try await $0.session.updateFormat(format)
                }
            ),
            call(
                "deleteFormat",
                api: ("DELETE", "formats/{id}"),
                legacy: nil,
                prepare: { try await $0.createFormat(newFormat()).id },
                run: {
                    try await $0.session.deleteFormat(id: $0.id)
                }
            ),
            call("serviceBodies", api: ("GET", "servicebodies"), legacy: "switcher=GetServiceBodies") {
                _ = try await $0.session.serviceBodies()
            },
            call("serviceBody", api: ("GET", "servicebodies/1002"), legacy: nil) {
                _ = try await $0.session.serviceBody(id: 1002)
            },
            call("serviceBodyEditors", api: ("GET", "servicebodies/1002/editors"), legacy: nil) {
                _ = try await $0.session.serviceBodyEditors(id: 1002)
            },
            call("createServiceBody", api: ("POST", "servicebodies"), legacy: nil) {
                _ = try await $0.session.createServiceBody(newServiceBody())
            },
            call(
                "updateServiceBody",
                api: ("PUT", "servicebodies/{id}"),
                legacy: nil,
                prepare: { try await $0.createServiceBody(newServiceBody()).id },
                run: {
                    var body = try await $0.session.serviceBody(id: $0.id)
                    body.description = "Changed through the proxy"
                    try await $0.session.updateServiceBody(body)
                }
            ),
            call(
                "deleteServiceBody",
                api: ("DELETE", "servicebodies/{id}"),
                legacy: nil,
                prepare: { try await $0.createServiceBody(newServiceBody()).id },
                run: {
                    try await $0.session.deleteServiceBody(id: $0.id)
                }
            ),
            call("users", api: ("GET", "users"), legacy: nil) { _ = try await $0.session.users() },
            call("user", api: ("GET", "users/1"), legacy: nil) { _ = try await $0.session.user(id: 1) },
            call("createUser", api: ("POST", "users"), legacy: nil) {
                _ = try await $0.session.createUser(newUser(), password: "a long enough password")
            },
            call(
                "updateUser",
                api: ("PUT", "users/{id}"),
                legacy: nil,
                prepare: { try await $0.createUser(newUser(), password: "a long enough password").id },
                run: {
                    var user = try await $0.session.user(id: $0.id)
                    user.displayName = "Changed through the proxy"
                    try await $0.session.updateUser(user)
                }
            ),
            call(
                "deleteUser",
                api: ("DELETE", "users/{id}"),
                legacy: nil,
                prepare: { try await $0.createUser(newUser(), password: "a long enough password").id },
                run: {
                    try await $0.session.deleteUser(id: $0.id)
                }
            ),
            call("meetings", api: ("GET", "meetings"), legacy: "get_meetings") {
                _ = try await $0.session.meetings(AdminMeetingFilter(serviceBodyIDs: [1002]))
            },
            call("meeting", api: ("GET", "meetings/188"), legacy: "get_meetings") {
                _ = try await $0.session.meeting(id: 188)
            },
            call("edit", api: ("GET", "meetings/188"), legacy: "get_meetings") {
                _ = try await $0.session.edit(meetingID: 188)
            },
            call("create", api: ("POST", "meetings"), legacy: "add_meeting") {
                _ = try await $0.session.createMeeting(
                    AdminSessionTests.newMeeting(named: "Fault Test \(unique())", for: $0.session)
                )
            },
            call(
                "save",
                api: ("PATCH", "meetings/{id}"),
                legacy: "modify_meeting",
                prepare: {
                    try await $0.createMeeting(AdminSessionTests.newMeeting(named: "Fault Test \(unique())", for: $0))
                        .id
                },
                run: {
                    var edit = try await $0.session.edit(meetingID: $0.id)
                    edit.meeting.comments = "Saved through the proxy"
                    _ = try await $0.session.save(edit)
                }
            ),
            call(
                "replace",
                api: ("PUT", "meetings/{id}"),
                legacy: "modify_meeting",
                prepare: {
                    try await $0.createMeeting(AdminSessionTests.newMeeting(named: "Fault Test \(unique())", for: $0))
                        .id
                },
                run: {
                    var edit = try await $0.session.edit(meetingID: $0.id)
                    edit.meeting.comments = "Replaced through the proxy"
                    _ = try await $0.session.replace(edit)
                }
            ),
            call(
                "deleteMeeting",
                api: ("DELETE", "meetings/{id}"),
                legacy: "delete_meeting",
                prepare: {
                    try await $0.createMeeting(AdminSessionTests.newMeeting(named: "Fault Test \(unique())", for: $0))
                        .id
                },
                run: {
                    try await $0.session.deleteMeeting(id: $0.id)
                }
            ),
            call("history", api: ("GET", "switcher=GetChanges"), legacy: "switcher=GetChanges") {
                _ = try await $0.session.history(meetingID: 188)
            },
            call("deletedMeetings", api: ("GET", "switcher=GetChanges"), legacy: "switcher=GetChanges") {
                _ = try await $0.session.deletedMeetings(ChangeQuery(serviceBodyID: 1002))
            },
            call(
                "restoreDeletedMeeting",
                api: ("POST", "meetings"),
                legacy: "restore_deleted_meeting",
                prepare: { session in
                    let id = try await session.createMeeting(
                        AdminSessionTests.newMeeting(named: "Fault Test \(unique())", for: session)
                    ).id
                    try await session.deleteMeeting(id: id)
                    return id
                },
                run: {
                    _ = try await $0.session.restoreDeletedMeeting(id: $0.id)
                }
            ),
            call(
                "rollback",
                api: ("PUT", "meetings/{id}"),
                legacy: "rollback_meeting_to_before_change",
                prepare: { session in
                    let id = try await session.createMeeting(
                        AdminSessionTests.newMeeting(named: "Fault Test \(unique())", for: session)
                    ).id
                    var edit = try await session.edit(meetingID: id)
                    edit.meeting.name = "Rolled forward"
                    _ = try await session.save(edit)
                    return id
                },
                run: {
                    let change = try await $0.session.history(meetingID: $0.id).first {
                        $0.after?.name == "Rolled forward"
                    }
                    guard let change else { throw BMLTError(code: .notFound, reason: "No change to roll back.") }
                    _ = try await $0.session.rollback(meetingID: $0.id, toBefore: change.id)
                }
            ),
        ]
        return operations.compactMap { $0 }
    }

    // MARK: - What the writes make

    private static func unique() -> String { String(UUID().uuidString.prefix(8)) }

    static func newFormat() -> AdminFormat {
        let key = "F" + unique().prefix(6)
        return AdminFormat(
            kind: .meetingFormat,
            translations: [
                .init(key: key, name: "Fault \(key)", description: "A format of the fault tests", language: "en")
            ]
        )
    }

    static func newServiceBody() -> ServiceBody {
        ServiceBody(id: 0, parentID: 1, name: "Fault Area \(unique())", kind: .area, administratorID: 1)
    }

    static func newUser() -> AdminUser {
        AdminUser(id: 0, username: "fault_\(unique())", displayName: "Fault User", level: .observer)
    }
}
