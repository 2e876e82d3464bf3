import Foundation

// The user, service body and format resources of the REST API.
extension AdminUser {
    init(adminAPI object: JSONObject) {
        self.init(
            id: object["id"]?.int ?? 0,
            username: object["username"]?.text,
            displayName: object["displayName"]?.text ?? "",
            level: object["type"]?.text.flatMap(Level.init(rawValue:)) ?? .deactivated,
            description: object["description"]?.nonEmptyText,
            email: object["email"]?.nonEmptyText,
            ownerID: object["ownerId"]?.int,
            lastLoginAt: object["lastLoginAt"]?.text.flatMap(Self.fractionalDate)
        )
    }

    /// An ISO 8601 date, with a fraction of a second or without, as Laravel writes one (`2025-06-15T10:00:00.000000Z`).
    ///
    /// Read by Foundation's own ISO 8601 parser, not by `ISO8601DateFormatter`: on Linux that one is ICU's, which
    /// divided by zero on inputs FuzzAdminAPI made (a fraction of sixty digits; `T0.:54:45.0999…E999…`), and no
    /// trimming of the input kept up with them. Servers send six digits; a longer fraction is cut to six.
    private static func fractionalDate(_ text: String) -> Date? {
        var kept = ""
        var digitsAfterDot: Int?
        for character in text {
            if character == "." {
                digitsAfterDot = 0
            } else if let count = digitsAfterDot, character.isASCII, character.isNumber {
                digitsAfterDot = count + 1
                if count >= 6 { continue }
            } else {
                digitsAfterDot = nil
            }
            kept.append(character)
        }
        return try? Date(kept, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
    }

    func adminAPIObject(password: String?) -> JSONObject {
        var members: [(key: String, value: JSONValue)] = [
            ("username", .string(username ?? "")), ("type", .string(level.rawValue)),
            ("displayName", .string(displayName)), ("description", .string(description ?? "")),
            ("email", .string(orNull: email)), ("ownerId", .integer(orNull: ownerID)),
        ]
        if let password { members.append(("password", .string(password))) }
        return JSONObject(members)
    }
}

extension ServiceBody {
    init(adminAPI object: JSONObject) {
        let parent = object["parentId"]?.int
        self.init(
            id: object["id"]?.int ?? 0,
            parentID: parent == 0 ? nil : parent,
            name: object["name"]?.text ?? "",
            description: object["description"]?.text ?? "",
            kind: object["type"]?.nonEmptyText.map(Kind.init(rawValue:)),
            url: object["url"]?.nonEmptyText,
            helpline: object["helpline"]?.nonEmptyText,
            worldID: object["worldId"]?.nonEmptyText,
            contactEmail: object["email"]?.nonEmptyText,
            administratorID: object["adminUserId"]?.int,
            editorIDs: (object["assignedUserIds"]?.elements ?? []).compactMap(\.int)
        )
    }

    var adminAPIObject: JSONObject {
        JSONObject([
            ("parentId", .integer(orNull: parentID)), ("name", .string(name)), ("description", .string(description)),
            ("type", .string(orNull: kind?.rawValue)), ("adminUserId", .integer(orNull: administratorID)),
            ("assignedUserIds", .array(editorIDs.map { .integer(orNull: $0) })), ("url", .string(orNull: url)),
            ("helpline", .string(orNull: helpline)), ("email", .string(orNull: contactEmail)),
            ("worldId", .string(orNull: worldID)),
        ])
    }
}

extension AdminFormat {
    init(adminAPI object: JSONObject) {
        self.init(
            id: object["id"]?.int ?? 0,
            worldID: object["worldId"]?.nonEmptyText,
            kind: object["type"]?.text.flatMap(Format.Kind.init(adminAPIName:)),
            translations: (object["translations"]?.elements ?? []).compactMap(\.object).map {
                Translation(
                    key: $0["key"]?.text ?? "",
                    name: $0["name"]?.text ?? "",
                    description: $0["description"]?.text ?? "",
                    language: $0["language"]?.text ?? ""
                )
            }
        )
    }

    var adminAPIObject: JSONObject {
        JSONObject([
            ("worldId", .string(orNull: worldID)), ("type", .string(orNull: kind?.adminAPIName)),
            (
                "translations",
                .array(
                    translations.map {
                        .object(
                            JSONObject([
                                ("key", .string($0.key)), ("name", .string($0.name)),
                                ("description", .string($0.description)), ("language", .string($0.language)),
                            ])
                        )
                    }
                )
            ),
        ])
    }
}
