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
            lastLoginAt: object["lastLoginAt"]?.text.flatMap(ISO8601Timestamp.date(from:))
        )
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
