import Foundation

/// One administration request of a random sequence: who sends it, and what.
struct AdminRequest {
    /// Whose token goes with it (``AdminRequestGenerator/identities``), or none.
    var identity: String?
    var method: String
    /// Below `/api/v1/`, with any query string.
    var path: String
    /// A JSON body as text (kept as written, so that repeated keys and odd types reach the servers).
    var body: String?

    var description: String {
        "\(identity ?? "anonymous") \(method) \(path)" + (body.map { " " + $0 } ?? "")
    }
}

/// Random administration requests over bmlt-server's `/api/v1` (its OpenAPI document's operations): every resource,
/// as the server administrator, two service body administrators (one who edits service body 1002 and one who does
/// not), a user with no rights, no token and a bad one; values valid, invalid and of the wrong JSON type.
struct AdminRequestGenerator {
    /// The users the requests act as, by login, and the sample's password they share.
    static let identities = ["serveradmin", "nasc_admin", "sasasc_admin", "gnyr-helpline"]
    static let password = "CoreysGoryStory"
    static let badToken = "bad-token"

    var random: SeededGenerator
    /// Ids the sequence created, which later requests may address.
    var createdMeetings: [Int] = []

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    mutating func next() -> AdminRequest {
        let identity: String? =
            chance(8) ? nil : chance(4) ? Self.badToken : pick(Self.identities + ["serveradmin", "nasc_admin"])
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<3: return AdminRequest(identity: identity, method: "GET", path: meetingsQuery())
        case 3..<5: return AdminRequest(identity: identity, method: "GET", path: "meetings/\(meetingID())")
        case 5..<8:
            return AdminRequest(
                identity: identity,
                method: "PATCH",
                path: "meetings/\(meetingID())",
                body: meetingPatch()
            )
        case 8:
            return AdminRequest(identity: identity, method: "PUT", path: "meetings/\(meetingID())", body: meetingBody())
        case 9..<11: return AdminRequest(identity: identity, method: "POST", path: "meetings", body: meetingBody())
        case 11: return AdminRequest(identity: identity, method: "DELETE", path: "meetings/\(meetingID())")
        case 12: return AdminRequest(identity: identity, method: "GET", path: "meetings/\(meetingID())/changes")
        case 13:
            let path = pick(["formats", "formats/17", "formats/54", "formats/99999", "formats/x"])
            return AdminRequest(identity: identity, method: "GET", path: path)
        case 14: return formatWrite(identity)
        case 15:
            let path = pick(["servicebodies", "servicebodies/1002", "servicebodies/1001", "servicebodies/99999"])
            return AdminRequest(identity: identity, method: "GET", path: path)
        case 16: return serviceBodyWrite(identity)
        case 17:
            let path = pick(["users", "users/4", "users/5", "users/1", "users/99999"])
            return AdminRequest(identity: identity, method: "GET", path: path)
        case 18: return userWrite(identity)
        default:
            return chance(50)
                ? AdminRequest(identity: identity, method: "GET", path: "settings")
                : AdminRequest(
                    identity: identity,
                    method: pick(["PUT", "DELETE", "POST"]),
                    path: pick(["meetings", "users"])
                )
        }
    }

    // MARK: - Meetings

    private mutating func meetingID() -> Int {
        // 188 is in service body 1002 (nasc_admin's), 14 in another; 1452 is unpublished.
        pick([188, 188, 14, 827, 1452, 99_999] + createdMeetings)
    }

    private mutating func meetingsQuery() -> String {
        var parts: [String] = []
        if chance(30) { parts.append("meetingIds=" + pick(["188", "188,14", "14,827,99999", "x"])) }
        if chance(30) { parts.append("days=" + pick(["0", "1,2", "7", "x"])) }
        if chance(30) { parts.append("serviceBodyIds=" + pick(["1002", "1001,1002", "99999", "x"])) }
        if chance(20) { parts.append("searchString=" + pick(["Hicksville", "xyzzy", "ab", "Recovery"])) }
        if parts.isEmpty { parts.append("serviceBodyIds=1002") }
        return "meetings?" + parts.joined(separator: "&")
    }

    /// A value for a meeting field: usually a good one, sometimes of another type or out of range.
    private mutating func meetingValue(_ key: String) -> String {
        let values: [String]
        switch key {
        case "serviceBodyId": values = ["1002", "1001", "\"1002\"", "1002.0", "99999", "null", "\"x\""]
        case "formatIds": values = ["[17,8]", "[]", "[17,99999]", "\"17\"", "[\"17\"]", "null"]
        case "venueType": values = ["1", "2", "3", "4", "\"1\"", "null"]
        case "temporarilyVirtual": values = ["true", "false", "\"yes\""]
        case "day": values = ["0", "3", "6", "7", "-1", "\"2\"", "null"]
        case "startTime": values = ["\"19:30\"", "\"07:05\"", "\"25:00\"", "\"7pm\"", "null"]
        case "duration": values = ["\"01:00\"", "\"01:30\"", "\"24:00\"", "\"x\"", "null"]
        case "timeZone": values = ["\"America/New_York\"", "\"Mars/Olympus\"", "null"]
        case "latitude": values = ["40.76", "-91", "\"40.7\"", "null"]
        case "longitude": values = ["-73.52", "181", "\"x\"", "null"]
        case "published": values = ["true", "false", "1", "\"yes\"", "null"]
        case "email": values = ["\"a@example.org\"", "\"not an email\"", "null"]
        case "worldId": values = ["\"G00012345\"", "\"\"", "null"]
        case "name": values = ["\"Hope & Recovery\"", "\"\"", "\"  Padded  \"", "42", "null"]
        case "virtual_meeting_link": values = ["\"https://example.org/join\"", "\"not a url\"", "\"\"", "null"]
        case "phone_meeting_number": values = ["\"+1 555 0100\"", "\"\"", "null"]
        default: values = ["\"1 Main St\"", "\"\"", "\"Hicksville\"", "null", "7"]
        }
        return pick(values)
    }

    private static let meetingKeys = [
        "serviceBodyId", "formatIds", "venueType", "temporarilyVirtual", "day", "startTime", "duration", "timeZone",
        "latitude", "longitude", "published", "email", "worldId", "name", "location_street", "location_municipality",
        "location_province", "location_postal_code_1", "virtual_meeting_link", "phone_meeting_number", "comments",
    ]

    private mutating func meetingPatch() -> String {
        let keys = (0..<Int.random(in: 1...3, using: &random)).map { _ in pick(Self.meetingKeys) }
        return "{" + keys.map { "\"\($0)\":\(meetingValue($0))" }.joined(separator: ",") + "}"
    }

    /// A whole meeting: valid, with a field or two changed, left out or repeated.
    private mutating func meetingBody() -> String {
        var members: [(String, String)] = [
            ("serviceBodyId", "1002"), ("formatIds", "[17,8]"), ("venueType", "1"), ("temporarilyVirtual", "false"),
            ("day", "2"), ("startTime", "\"19:00\""), ("duration", "\"01:00\""), ("latitude", "40.76"),
            ("longitude", "-73.52"), ("published", "true"), ("name", "\"New Beginnings\""),
            ("location_street", "\"1 Main St\""), ("location_municipality", "\"Hicksville\""),
            ("location_province", "\"NY\""),
        ]
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let key = pick(Self.meetingKeys)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: members.removeAll { $0.0 == key }
            case 1: members.append((key, meetingValue(key)))
            default:
                members.removeAll { $0.0 == key }
                members.append((key, meetingValue(key)))
            }
        }
        return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    // MARK: - Formats, service bodies, users

    private mutating func formatWrite(_ identity: String?) -> AdminRequest {
        let translation = pick([
            #"[{"key":"ZZ","name":"Test","description":"A test","language":"en"}]"#,
            #"[{"key":"ZZ","name":"Test","description":"A test","language":"en"},{"key":"ZZ","name":"Prueba","description":"","language":"es"}]"#,
            #"[{"key":"VM","name":"Mine","description":"","language":"en"}]"#,
            #"[{"key":"","name":"Test","description":"","language":"en"}]"#, #"[]"#, #""x""#,
        ])
        let body =
            "{\"worldId\":\(pick(["\"OPEN\"", "null", "\"BOGUS\""])),\"type\":"
            + "\(pick(["\"MEETING_FORMAT\"", "null", "\"X\""])),\"translations\":\(translation)}"
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return AdminRequest(identity: identity, method: "POST", path: "formats", body: body)
        case 1:
            return AdminRequest(
                identity: identity,
                method: "PATCH",
                path: pick(["formats/17", "formats/54"]),
                body: body
            )
        case 2: return AdminRequest(identity: identity, method: "PUT", path: "formats/17", body: body)
        default: return AdminRequest(identity: identity, method: "DELETE", path: pick(["formats/17", "formats/99999"]))
        }
    }

    private mutating func serviceBodyWrite(_ identity: String?) -> AdminRequest {
        let members = [
            "\"name\":\(pick(["\"Nassau Area\"", "\"\"", "5"]))",
            "\"description\":\(pick(["\"An area\"", "\"\"", "null"]))",
            "\"type\":\(pick(["\"AS\"", "\"RS\"", "\"XX\""]))",
            "\"parentId\":\(pick(["2", "null", "99999", "1002"]))",
            "\"adminUserId\":\(pick(["4", "5", "99999"]))",
            "\"assignedUserIds\":\(pick(["[4]", "[]", "[99999]", "\"4\""]))",
            "\"url\":\(pick(["\"https://example.org\"", "\"not a url\"", "null"]))",
            "\"email\":\(pick(["\"area@example.org\"", "\"x\"", "null"]))",
        ]
        let body = "{" + members.filter { _ in chance(70) }.joined(separator: ",") + "}"
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return AdminRequest(identity: identity, method: "POST", path: "servicebodies", body: body)
        case 1:
            return AdminRequest(
                identity: identity,
                method: "PATCH",
                path: pick(["servicebodies/1002", "servicebodies/1001"]),
                body: body
            )
        case 2: return AdminRequest(identity: identity, method: "PUT", path: "servicebodies/1002", body: body)
        default:
            return AdminRequest(
                identity: identity,
                method: "DELETE",
                path: pick(["servicebodies/1052", "servicebodies/99999"])
            )
        }
    }

    private mutating func userWrite(_ identity: String?) -> AdminRequest {
        let members = [
            "\"username\":\(pick(["\"new_user\"", "\"nasc_admin\"", "\"\""]))",
            "\"displayName\":\(pick(["\"A User\"", "\"\"", "7"]))",
            "\"type\":\(pick(["\"serviceBodyAdmin\"", "\"observer\"", "\"admin\"", "\"bogus\""]))",
            "\"email\":\(pick(["\"user@example.org\"", "\"x\"", "null"]))",
            "\"password\":\(pick(["\"a long enough password\"", "\"short\""]))",
            "\"ownerId\":\(pick(["4", "null", "99999"]))",
        ]
        let body = "{" + members.filter { _ in chance(75) }.joined(separator: ",") + "}"
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return AdminRequest(identity: identity, method: "POST", path: "users", body: body)
        case 1:
            return AdminRequest(
                identity: identity,
                method: "PATCH",
                path: pick(["users/4", "users/5", "users/57"]),
                body: body
            )
        case 2: return AdminRequest(identity: identity, method: "PUT", path: "users/57", body: body)
        default: return AdminRequest(identity: identity, method: "DELETE", path: pick(["users/57", "users/99999"]))
        }
    }
}
