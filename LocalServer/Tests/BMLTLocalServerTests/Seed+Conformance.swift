import Foundation
import GRDB

@_spi(BMLTInternal) @testable import BMLT
@testable import BMLTLocalServer

/// Rows as the model factories of bmlt-server's GetFormats, GetServiceBodies and GetFieldValues tests write them:
/// only the columns a test names, the others left to the schema's defaults.
extension Seed {
    /// `Format::query()->delete()`.
    func deleteFormats() throws {
        try db.execute(sql: "DELETE FROM formats")
    }

    /// `Format::create([...])` with every column given.
    func format(
        _ sharedID: Int,
        key: String,
        name: String?,
        description: String?,
        language: String = "en",
        worldID: String? = nil,
        type: String? = "FC",
        rootServerID: Int? = nil
    ) throws {
        try db.execute(
            sql: """
                INSERT INTO formats (shared_id_bigint, key_string, name_string, description_string, lang_enum,
                    worldid_mixed, format_type_enum, root_server_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [sharedID, key, name, description, language, worldID, type, rootServerID]
        )
    }

    /// `Meeting::create([...])`: a main row with only the given columns, and no data rows.
    @discardableResult
    func meetingRow(_ values: [String: (any DatabaseValueConvertible)?]) throws -> Int {
        let columns = values.keys.sorted()
        try db.execute(
            sql:
                "INSERT INTO meetings (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
            arguments: StatementArguments(columns.map { values[$0]! })
        )
        return Int(db.lastInsertedRowID)
    }

    /// `MeetingData::create([...])` (or `MeetingLongData`) with the template's prompt, as the tests write it.
    func dataRow(meeting: Int, key: String, value: String?, long: Bool = false, visibility: Int? = 0) throws {
        let prompt = try String.fetchOne(
            db,
            sql: "SELECT field_prompt FROM meeting_data WHERE meetingid_bigint = 0 AND key = ?",
            arguments: [key]
        )
        let table = long ? "meeting_longdata" : "meeting_data"
        let column = long ? "data_blob" : "data_string"
        try db.execute(
            sql: """
                INSERT INTO \(table) (meetingid_bigint, key, field_prompt, lang_enum, visibility, \(column))
                VALUES (?, ?, ?, 'en', ?, ?)
                """,
            arguments: [meeting, key, prompt, visibility, value]
        )
    }

    /// `ServiceBody::create([...])` as `GetServiceBodiesTest::createServiceBody` writes it.
    @discardableResult
    func serviceBody(
        _ name: String,
        description: String,
        type: String,
        parent: Int = 0,
        url: String? = nil,
        helpline: String? = nil,
        worldID: String? = nil,
        email: String? = nil,
        rootServerID: Int? = nil
    ) throws -> Int {
        try db.execute(
            sql: """
                INSERT INTO service_bodies (sb_owner, name_string, description_string, sb_type, uri_string,
                    kml_file_uri_string, worldid_mixed, sb_meeting_email, root_server_id)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [parent, name, description, type, url, helpline, worldID, email ?? "", rootServerID]
        )
        return Int(db.lastInsertedRowID)
    }
}

extension Answer {
    /// The answer as a list of objects whose values are all strings, keys unordered: what Laravel's
    /// `assertExactJson` compares for these switchers. `nil` when the answer is not such a list.
    var stringRows: [[String: String]]? {
        guard case .array(let elements)? = json else { return nil }
        var rows: [[String: String]] = []
        for element in elements {
            guard let object = element.object else { return nil }
            var row: [String: String] = [:]
            for member in object.members {
                guard case .string(let value) = member.value, row[member.key] == nil else { return nil }
                row[member.key] = value
            }
            rows.append(row)
        }
        return rows
    }
}
