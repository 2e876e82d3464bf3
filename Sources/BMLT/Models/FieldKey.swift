/// A meeting field a server knows (`GetFieldKeys`), with its prompt in the server's language.
public struct FieldKey: Hashable, Codable, Sendable, Identifiable {
    /// The field's key, e.g. `"location_municipality"`.
    public var key: String
    /// The field's prompt, e.g. `"Town"`.
    public var description: String

    public var id: String { key }

    public init(key: String, description: String) {
        self.key = key
        self.description = description
    }
}

/// One distinct value of a field across published meetings, with the meetings that have it (`GetFieldValues`).
public struct FieldValue: Hashable, Codable, Sendable {
    /// The field's key.
    public var key: String
    /// The value; `nil` where the server reports `"NULL"` (meetings without a value).
    public var value: String?
    /// The ids of the meetings with this value, in the server's order.
    public var meetingIDs: [Int]

    public init(key: String, value: String?, meetingIDs: [Int]) {
        self.key = key
        self.value = value
        self.meetingIDs = meetingIDs
    }
}
