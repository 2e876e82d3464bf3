import Foundation
import GRDB

/// Loads a BMLT server's MySQL dump into the local database, then upgrades it as a real server does on first start.
///
/// Tables are found by suffix (`na_comdef_meetings_main`, `xyz_comdef_meetings_main`, or no prefix) and columns by name,
/// so dumps of any prefix and of 2.x or 4.x schemas load. The upgrade trims stored values, gives every meeting a venue
/// type, adds the virtual/hybrid/temporarily-closed formats and the virtual-meeting field templates when missing, then
/// runs the server version's own steps (``StorageRules/upgrade(_:with:)``: for 4.x, trimmed field values, the
/// admin-notes template and the SPAD format).
struct DumpImporter {
    /// What a load reports.
    struct Summary: Sendable, Equatable {
        var meetings = 0
        var dataRows = 0
        var longDataRows = 0
        var formats = 0
        var serviceBodies = 0
        var users = 0
        var changes = 0
    }

    /// The upgrade steps, and the settings of an imported dump, of the server version the data is loaded for.
    let storage: any StorageRules

    init(mode: LocalServer.Mode) { storage = mode.storage }

    /// The tables a server's data needs, and what each holds: without one, meetings have no fields, formats, owner
    /// or anyone who may administer them.
    static let requiredTables: KeyValuePairs = [
        "comdef_meetings_main": "meetings",
        "comdef_meetings_data": "meeting fields",
        "comdef_formats": "formats",
        "comdef_service_bodies": "service bodies",
        "comdef_users": "users",
    ]

    /// Refuses a dump that is not a BMLT server's whole data (a required table is missing).
    static func check(_ dump: MySQLDump) throws {
        let missing = requiredTables.filter { dump.table(endingWith: $0.key) == nil }
        guard missing.isEmpty else {
            throw LocalServerError(
                .invalidData,
                reason: "it is not a whole BMLT server dump: it has no "
                    + missing.map { "\($0.key) table (\($0.value))" }.joined(separator: ", ")
            )
        }
    }

    /// Replaces the database's content with the dump's, upgraded.
    func load(_ dump: MySQLDump, into db: Database) throws -> Summary {
        let summary = try copyTables(of: dump, into: db)
        try upgrade(db)
        return summary
    }

    /// Replaces the database's content with the dump's rows as they are, not upgraded: the shipped sample database
    /// (``SampleData``) holds the sample dump copied this way, for either mode to upgrade.
    func copyTables(of dump: MySQLDump, into db: Database) throws -> Summary {
        try Schema.deleteData(db)
        var summary = Summary()
        let meetings = MeetingStore(db: db)
        summary.meetings = try copy(
            dump.table(endingWith: "comdef_meetings_main"),
            into: MeetingRecord.databaseTableName,
            columns: MeetingColumn.allCases.filter { $0 != .dumpPosition }.map(\.name),
            position: MeetingColumn.dumpPosition.name,
            db: db
        ) { try meetings.bulkInsert(into: .meetings, columns: $0) }
        summary.dataRows = try copy(
            dump.table(endingWith: "comdef_meetings_data"),
            into: MeetingDataRecord.databaseTableName,
            columns: [
                "meetingid_bigint", "key", "field_prompt", "lang_enum", "visibility", "data_string", "data_bigint",
                "data_double",
            ],
            db: db
        ) { try meetings.bulkInsert(into: .data, columns: $0) }
        summary.longDataRows = try copy(
            dump.table(endingWith: "comdef_meetings_longdata"),
            into: MeetingLongDataRecord.databaseTableName,
            columns: ["meetingid_bigint", "key", "field_prompt", "lang_enum", "visibility", "data_blob"],
            db: db
        ) { try meetings.bulkInsert(into: .longData, columns: $0) }
        summary.formats = try copyFormats(dump.table(endingWith: "comdef_formats"), db: db)
        summary.serviceBodies = try copy(
            dump.table(endingWith: "comdef_service_bodies"),
            into: "service_bodies",
            columns: [
                "id_bigint", "root_server_id", "source_id", "name_string", "description_string", "lang_enum",
                "worldid_mixed", "kml_file_uri_string", "principal_user_bigint", "editors_string", "uri_string",
                "sb_type", "sb_owner", "sb_owner_2", "sb_meeting_email",
            ],
            db: db
        )
        summary.users = try copy(
            dump.table(endingWith: "comdef_users"),
            into: "users",
            columns: [
                "id_bigint", "user_level_tinyint", "name_string", "description_string", "email_address_string",
                "login_string", "password_string", "last_access_datetime", "lang_enum", "owner_id_bigint",
            ],
            db: db
        )
        summary.changes = try copyChanges(dump.table(endingWith: "comdef_changes"), db: db)
        // New meetings and change records continue where the dumped server's would have (its AUTO_INCREMENT), so a
        // deleted meeting's id is not given out again.
        for (source, target) in [("comdef_meetings_main", "meetings"), ("comdef_changes", "changes")] {
            guard let next = dump.table(endingWith: source)?.nextID else { continue }
            try db.execute(sql: "DELETE FROM sqlite_sequence WHERE name = ?", arguments: [target])
            let last = try Int.fetchOne(db, sql: "SELECT MAX(id_bigint) FROM \(target)") ?? 0
            try db.execute(
                sql: "INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)",
                arguments: [target, max(last, next - 1)]
            )
        }
        return summary
    }

    /// Copies the columns both sides have; a dump without the table leaves ours empty. `position` names a column that
    /// gets each row's place in the dump (1 for the first). The rows go in through `insert`'s statement for the columns
    /// copied (the meetings' through their store), else through one that inserts or replaces them in `target`.
    private func copy(
        _ table: MySQLDump.Table?,
        into target: String,
        columns: [String],
        position: String? = nil,
        db: Database,
        insert: ((_ columns: [String]) throws -> Statement)? = nil
    ) throws -> Int {
        guard let table, !table.rows.isEmpty else { return 0 }
        let indexes = columns.compactMap { column in table.columns.firstIndex(of: column).map { (column, $0) } }
        guard !indexes.isEmpty else { return 0 }
        let names = indexes.map(\.0) + (position.map { [$0] } ?? [])
        let statement = try insert?(names) ?? db.insertOrReplaceStatement(into: target, columns: names)
        let types = try ColumnTypes(of: target, in: db)
        for (number, row) in table.rows.enumerated() {
            var values = try indexes.map { column, index in
                try types.value(index < row.count ? row[index] : nil, for: column, row: number + 1)
            }
            if position != nil { values.append(number + 1) }
            try statement.execute(arguments: StatementArguments(values))
        }
        return table.rows.count
    }

    /// Our schema's numeric columns of a table: a dump's value for one is stored as a number, and text that is not a
    /// number is refused when importing, not found later by a read.
    private struct ColumnTypes {
        let table: String
        /// `true` for an integer column, `false` for a real one.
        private let numeric: [String: Bool]

        init(of table: String, in db: Database) throws {
            self.table = table
            var numeric: [String: Bool] = [:]
            for column in try db.columns(in: table) {
                let type = column.type.uppercased()
                if type.contains("INT") {
                    numeric[column.name] = true
                } else if type.contains("REAL") || type.contains("DOUB") || type.contains("FLOA") {
                    numeric[column.name] = false
                }
            }
            self.numeric = numeric
        }

        func value(_ text: String?, for column: String, row: Int) throws -> (any DatabaseValueConvertible)? {
            guard let text, let isInteger = numeric[column] else { return text }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if isInteger, let integer = Int(trimmed) { return integer }
            if let real = Double(trimmed), real.isFinite {
                guard isInteger else { return real }
                if let integer = Int(exactly: real.rounded(.towardZero)) { return integer }
            }
            throw LocalServerError(
                .invalidData,
                reason: "The dump's \(table) row \(row) has \"\(text.prefix(40))\" as \(column), which is not a number."
            )
        }
    }

    /// Change records of a dump hold PHP-serialised objects this server does not read; their metadata is kept.
    private func copyChanges(_ table: MySQLDump.Table?, db: Database) throws -> Int {
        guard let table, !table.rows.isEmpty else { return 0 }
        let columns = [
            "id_bigint", "user_id_bigint", "service_body_id_bigint", "lang_enum", "object_class_string",
            "change_name_string", "change_description_text", "before_id_bigint", "before_lang_enum", "after_id_bigint",
            "after_lang_enum", "change_type_enum",
        ]
        let dateIndex = table.columns.firstIndex(of: "change_date")
        let indexes = columns.compactMap { column in table.columns.firstIndex(of: column).map { (column, $0) } }
        let types = try ColumnTypes(of: "changes", in: db)
        for (number, row) in table.rows.enumerated() {
            var values: [String: (any DatabaseValueConvertible)?] = [:]
            for (column, index) in indexes where index < row.count {
                values[column] = try types.value(row[index], for: column, row: number + 1)
            }
            let date = dateIndex.flatMap { $0 < row.count ? row[$0] : nil }.flatMap(PHPDate.unixTime) ?? 0
            values["change_date"] = date
            try db.insertOrReplaceStatement(into: ChangeRecord.databaseTableName, columns: Array(values.keys))
                .execute(arguments: StatementArguments(Array(values.values)))
        }
        return table.rows.count
    }

    /// Copies a dump's table of formats (also the stock formats of a fresh install).
    @discardableResult
    func copyFormats(_ table: MySQLDump.Table?, db: Database) throws -> Int {
        try copy(
            table,
            into: "formats",
            columns: [
                "shared_id_bigint", "root_server_id", "source_id", "key_string", "icon_blob", "worldid_mixed",
                "lang_enum", "name_string", "description_string", "format_type_enum",
            ],
            db: db
        )
    }

    // MARK: - Upgrade

    func upgrade(_ db: Database) throws {
        try MeetingStore(db: db).upgradeDumpedMeetings()
        try db.execute(
            sql:
                "UPDATE service_bodies SET worldid_mixed = trim(worldid_mixed) WHERE worldid_mixed <> trim(worldid_mixed)"
        )
        // Legacy migrations 2-4 (2.13.1's open and closed formats, then world ids), with their conditions: a
        // translation under another key (Swedish "S" of closed) keeps its type.
        for (id, key) in [(4, "C"), (17, "O")] {
            try db.execute(
                sql: """
                    UPDATE formats SET format_type_enum = 'O' WHERE shared_id_bigint = ? AND key_string = ?
                        AND EXISTS (SELECT 1 FROM formats WHERE shared_id_bigint = ? AND key_string = ?
                            AND format_type_enum = 'FC3')
                    """,
                arguments: [id, key, id, key]
            )
        }
        for (worldID, id, key, name, type) in [
            ("CH", 5, "CH", "Closed Holidays", "FC3"), ("NC", 16, "NC", "No Children", "FC3"),
            ("LC", 51, "LC", "Living Clean", "FC1"), ("NS", 37, "NS", "No Smoking", "FC1"),
        ] {
            try db.execute(
                sql: """
                    UPDATE formats SET worldid_mixed = ? WHERE shared_id_bigint = ? AND key_string = ?
                        AND lang_enum = 'en' AND name_string = ? AND format_type_enum = ?
                    """,
                arguments: [worldID, id, key, name, type]
            )
        }
        try addVenueFormatsIfAbsent(db)
        // fix_formats (database version 18) in 2.16.6's and bmlt-server's order: VM, HY, TC.
        try addFormatIfMissing(
            key: "VM",
            worldID: "VM",
            name: "Virtual Meeting",
            description: "Meets Virtually",
            db: db
        )
        try addFormatIfMissing(
            key: "HY",
            worldID: "HYBR",
            name: "Hybrid Meeting",
            description: "Meets Virtually and In-person",
            db: db
        )
        try addFormatIfMissing(
            key: "TC",
            worldID: "TC",
            name: "Temporarily Closed Facility",
            description: "Facility is Temporarily Closed",
            db: db
        )
        try addTemplateIfMissing(
            "phone_meeting_number",
            prompt: "Phone Meeting Dial-in Number",
            visibility: nil,
            db: db
        )
        try addTemplateIfMissing("virtual_meeting_link", prompt: "Virtual Meeting Link", visibility: nil, db: db)
        try addTemplateIfMissing(
            "virtual_meeting_additional_info",
            prompt: "Virtual Meeting Additional Info",
            visibility: nil,
            db: db
        )
        try storage.upgrade(db, with: self)
    }

    /// The languages 2.16.6's upgrade (its `fix_formats`, database version 18, which bmlt-server's legacy migrations
    /// run too) gives the venue formats, in English words for a server administrator to translate.
    static let legacyVenueFormatLanguages = ["en", "dk", "de", "es", "fa", "fr", "it", "pl", "pt", "ru", "sv"]

    /// Database versions 10, 11 and 13 of 2.x (which bmlt-server's legacy migrations run too, from a 2.x dump without
    /// a version): VM, TC and HY, each under a new shared id in the languages of that time, when no format has its key.
    /// Their rows come before the ones version 18 adds, which is the order the servers list formats in.
    private func addVenueFormatsIfAbsent(_ db: Database) throws {
        let languages = ["en", "es", "fa", "fr", "it", "pl", "pt", "sv"]
        let formats: [(key: String, worldID: String?, name: String, description: String, languages: [String])] = [
            ("VM", "VM", "Virtual Meeting", "Meets Virtually", languages),
            ("TC", "TC", "Temporarily Closed Facility", "Facility is Temporarily Closed", languages),
            ("HY", "HYBR", "Hybrid Meeting", "Meets Virtually and In-person", languages.dropLast() + ["ru", "sv"]),
        ]
        for format in formats {
            let exists = try Bool.fetchOne(
                db,
                sql: "SELECT EXISTS (SELECT 1 FROM formats WHERE key_string = ?)",
                arguments: [format.key]
            )
            guard exists != true else { continue }
            let sharedID = (try Int.fetchOne(db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0) + 1
            for language in format.languages {
                // The values version 18 and 19 leave them with (type FC2, TC's longer name, the NAWS ids).
                try db.execute(
                    sql: """
                        INSERT INTO formats (shared_id_bigint, key_string, worldid_mixed, lang_enum, name_string,
                            description_string, format_type_enum)
                        VALUES (?, ?, ?, ?, ?, ?, 'FC2')
                        """,
                    arguments: [sharedID, format.key, format.worldID, language, format.name, format.description]
                )
            }
        }
    }

    /// Adds a format in each of `languages` that lacks it (a language without its own words gets the English ones);
    /// without `languages`, in every language of ``legacyVenueFormatLanguages``.
    func addFormatIfMissing(
        key: String,
        worldID: String,
        name: String,
        description: String,
        type: String = "FC2",
        languages: [(code: String, name: String?, description: String?)]? = nil,
        db: Database
    ) throws {
        let existing = try Int.fetchOne(
            db,
            sql: "SELECT MIN(shared_id_bigint) FROM formats WHERE lang_enum = 'en' AND key_string = ?",
            arguments: [key]
        )
        if existing != nil, languages != nil { return }
        let sharedID = try existing ?? (Int.fetchOne(db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0) + 1
        for (language, translatedName, translatedDescription) in languages
            ?? Self.legacyVenueFormatLanguages.map({ ($0, nil, nil) })
        {
            let present = try Bool.fetchOne(
                db,
                sql: "SELECT EXISTS (SELECT 1 FROM formats WHERE shared_id_bigint = ? AND lang_enum = ?)",
                arguments: [sharedID, language]
            )
            guard present != true else { continue }
            try db.execute(
                sql: """
                    INSERT INTO formats (shared_id_bigint, key_string, worldid_mixed, lang_enum, name_string,
                        description_string, format_type_enum)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    sharedID, key, worldID, language, translatedName ?? name, translatedDescription ?? description,
                    type,
                ]
            )
        }
    }

    func addTemplateIfMissing(_ key: String, prompt: String, visibility: Int?, db: Database) throws {
        let exists = try Bool.fetchOne(
            db,
            sql: "SELECT EXISTS (SELECT 1 FROM meeting_data WHERE meetingid_bigint = 0 AND key = ?)",
            arguments: [key]
        )
        guard exists != true else { return }
        try FieldTemplate.insert(key: key, prompt: prompt, visibility: visibility, into: db)
    }
}
