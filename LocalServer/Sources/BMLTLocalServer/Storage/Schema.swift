import GRDB

/// The database schema: what a BMLT server holds, in the server's own column names, without a table prefix.
///
/// Meetings keep the server's split into a main row plus key/value rows (`meeting_data` for values up to 255
/// bytes, `meeting_longdata` beyond), and data rows with meeting id 0 are the field templates, so any custom field
/// a server defines round-trips. Change records keep the meeting before and after as JSON.
enum Schema {
    /// The tables that hold a server's data (the rest hold the local server's own state).
    static let dataTables = [
        "meetings", "meeting_data", "meeting_longdata", "formats", "service_bodies", "users", "changes",
    ]

    /// An aggregator's own tables: its root servers and their statistics.
    static let aggregatorTables = ["root_server_statistics", "root_servers"]

    /// A mirror's own tables: its origin's change history, as the origin answers it.
    static let mirrorTables = ["mirror_changes"]

    /// Empties the data tables (and an aggregator's or a mirror's).
    static func deleteData(_ db: Database) throws {
        for table in dataTables + aggregatorTables + mirrorTables { try db.execute(sql: "DELETE FROM \(table)") }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE meetings (
                        id_bigint INTEGER PRIMARY KEY AUTOINCREMENT,
                        root_server_id INTEGER,
                        source_id INTEGER,
                        worldid_mixed TEXT,
                        shared_group_id_bigint INTEGER,
                        service_body_bigint INTEGER NOT NULL,
                        weekday_tinyint INTEGER,
                        venue_type INTEGER,
                        start_time TEXT,
                        duration_time TEXT,
                        time_zone TEXT,
                        formats TEXT,
                        lang_enum TEXT NOT NULL DEFAULT 'en',
                        longitude REAL,
                        latitude REAL,
                        published INTEGER NOT NULL DEFAULT 0,
                        email_contact TEXT
                    );
                    CREATE INDEX meetings_weekday ON meetings(weekday_tinyint, start_time);
                    CREATE INDEX meetings_service_body ON meetings(service_body_bigint);
                    CREATE INDEX meetings_location ON meetings(latitude, longitude);
                    CREATE INDEX meetings_published ON meetings(published);

                    CREATE TABLE meeting_data (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        meetingid_bigint INTEGER NOT NULL,
                        key TEXT NOT NULL,
                        field_prompt TEXT,
                        lang_enum TEXT,
                        visibility INTEGER,
                        data_string TEXT,
                        data_bigint INTEGER,
                        data_double REAL
                    );
                    CREATE INDEX meeting_data_meeting ON meeting_data(meetingid_bigint);
                    CREATE INDEX meeting_data_value ON meeting_data(key, data_string COLLATE NOCASE);

                    CREATE TABLE meeting_longdata (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        meetingid_bigint INTEGER NOT NULL,
                        key TEXT NOT NULL,
                        field_prompt TEXT,
                        lang_enum TEXT,
                        visibility INTEGER,
                        data_blob TEXT
                    );
                    CREATE INDEX meeting_longdata_meeting ON meeting_longdata(meetingid_bigint);

                    CREATE TABLE formats (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        shared_id_bigint INTEGER NOT NULL,
                        root_server_id INTEGER,
                        source_id INTEGER,
                        key_string TEXT,
                        icon_blob BLOB,
                        worldid_mixed TEXT,
                        lang_enum TEXT NOT NULL,
                        name_string TEXT,
                        description_string TEXT,
                        format_type_enum TEXT,
                        UNIQUE (shared_id_bigint, lang_enum)
                    );
                    CREATE INDEX formats_language ON formats(lang_enum);

                    CREATE TABLE service_bodies (
                        id_bigint INTEGER PRIMARY KEY,
                        root_server_id INTEGER,
                        source_id INTEGER,
                        name_string TEXT NOT NULL,
                        description_string TEXT NOT NULL DEFAULT '',
                        lang_enum TEXT NOT NULL DEFAULT 'en',
                        worldid_mixed TEXT,
                        kml_file_uri_string TEXT,
                        principal_user_bigint INTEGER,
                        editors_string TEXT,
                        uri_string TEXT,
                        sb_type TEXT,
                        sb_owner INTEGER,
                        sb_owner_2 INTEGER,
                        sb_meeting_email TEXT NOT NULL DEFAULT ''
                    );
                    CREATE INDEX service_bodies_parent ON service_bodies(sb_owner);

                    CREATE TABLE users (
                        id_bigint INTEGER PRIMARY KEY,
                        user_level_tinyint INTEGER NOT NULL,
                        name_string TEXT NOT NULL,
                        description_string TEXT NOT NULL DEFAULT '',
                        email_address_string TEXT NOT NULL DEFAULT '',
                        login_string TEXT NOT NULL UNIQUE COLLATE NOCASE,
                        password_string TEXT NOT NULL,
                        last_access_datetime TEXT,
                        lang_enum TEXT NOT NULL DEFAULT 'en',
                        owner_id_bigint INTEGER NOT NULL DEFAULT -1
                    );

                    CREATE TABLE changes (
                        id_bigint INTEGER PRIMARY KEY AUTOINCREMENT,
                        user_id_bigint INTEGER,
                        service_body_id_bigint INTEGER NOT NULL,
                        lang_enum TEXT NOT NULL DEFAULT 'en',
                        change_date INTEGER NOT NULL,
                        object_class_string TEXT NOT NULL,
                        change_name_string TEXT,
                        change_description_text TEXT,
                        before_id_bigint INTEGER,
                        before_lang_enum TEXT,
                        after_id_bigint INTEGER,
                        after_lang_enum TEXT,
                        change_type_enum TEXT NOT NULL,
                        before_object TEXT,
                        after_object TEXT
                    );
                    CREATE INDEX changes_date ON changes(change_date);
                    CREATE INDEX changes_before ON changes(before_id_bigint);
                    CREATE INDEX changes_after ON changes(after_id_bigint);
                    CREATE INDEX changes_service_body ON changes(service_body_id_bigint);

                    CREATE TABLE settings (
                        name TEXT PRIMARY KEY,
                        value TEXT NOT NULL
                    );

                    CREATE TABLE local_server_metadata (
                        key TEXT PRIMARY KEY,
                        value TEXT NOT NULL
                    );
                    """
            )
        }
        migrator.registerMigration("v2-access-tokens") { db in
            try db.execute(
                sql: """
                    CREATE TABLE personal_access_tokens (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        user_id INTEGER NOT NULL,
                        secret TEXT NOT NULL,
                        created_at INTEGER NOT NULL,
                        expires_at INTEGER
                    );
                    CREATE INDEX personal_access_tokens_user ON personal_access_tokens(user_id);
                    """
            )
        }
        migrator.registerMigration("v3-sessions") { db in
            try db.execute(
                sql: """
                    CREATE TABLE sessions (
                        id TEXT PRIMARY KEY,
                        user_id INTEGER NOT NULL,
                        created_at INTEGER NOT NULL
                    );
                    """
            )
        }
        // A 2.x server keeps its meetings in MyISAM tables, which a query without an index reads in the order the
        // rows were written (GetFieldValues lists values in that order); a dump of such a table keeps it.
        migrator.registerMigration("v4-dump-position") { db in
            try db.execute(sql: "ALTER TABLE meetings ADD COLUMN dump_position INTEGER")
        }
        // Any change to the data, by this server or another program, marks the file as edited since its data was
        // loaded; loading clears the mark. A load over edited data is refused unless asked for. (A condition, not
        // `INSERT OR IGNORE`: an upsert's conflict clause overrides a trigger's.)
        migrator.registerMigration("v5-edited-since-load") { db in
            for table in editedTables {
                for event in ["INSERT", "UPDATE", "DELETE"] {
                    try db.execute(
                        sql: """
                            CREATE TRIGGER \(table)_\(event.lowercased())_marks_edit AFTER \(event) ON \(table)
                            WHEN NOT EXISTS (SELECT 1 FROM local_server_metadata WHERE key = 'edited')
                            BEGIN
                                INSERT INTO local_server_metadata (key, value)
                                VALUES ('edited', strftime('%Y-%m-%dT%H:%M:%SZ', 'now'));
                            END
                            """
                    )
                }
            }
        }
        // An aggregator's root servers (bmlt-server's `root_servers` and `root_server_statistics`): the servers it
        // imports, by the list's id (`source_id`), with what each import found. Meetings, formats and service bodies
        // name theirs in `root_server_id` and their id there in `source_id`.
        migrator.registerMigration("v6-aggregator") { db in
            try db.execute(
                sql: """
                    CREATE TABLE root_servers (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        source_id INTEGER NOT NULL,
                        name TEXT NOT NULL,
                        url TEXT NOT NULL,
                        server_info TEXT,
                        last_successful_import TEXT
                    );
                    CREATE TABLE root_server_statistics (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        root_server_id INTEGER NOT NULL REFERENCES root_servers(id) ON DELETE CASCADE,
                        num_zones INTEGER NOT NULL,
                        num_regions INTEGER NOT NULL,
                        num_areas INTEGER NOT NULL,
                        num_groups INTEGER NOT NULL,
                        num_total_meetings INTEGER NOT NULL,
                        num_in_person_meetings INTEGER NOT NULL,
                        num_virtual_meetings INTEGER NOT NULL,
                        num_hybrid_meetings INTEGER NOT NULL,
                        num_unknown_meetings INTEGER NOT NULL,
                        is_latest INTEGER NOT NULL
                    );
                    CREATE INDEX meetings_root_server ON meetings(root_server_id, source_id);
                    CREATE INDEX formats_root_server ON formats(root_server_id, source_id);
                    CREATE INDEX service_bodies_root_server ON service_bodies(root_server_id, source_id);
                    """
            )
        }
        // A mirror's copy of its origin's change history: each change as the origin's GetChanges answers it (the
        // origin renders the meeting before and after, its user and its service body), newest first by `rank`.
        migrator.registerMigration("v7-mirror-changes") { db in
            try db.execute(
                sql: """
                    CREATE TABLE mirror_changes (
                        change_id INTEGER PRIMARY KEY,
                        rank INTEGER NOT NULL,
                        date_int INTEGER NOT NULL,
                        meeting_id INTEGER NOT NULL,
                        service_body_id INTEGER NOT NULL,
                        answer TEXT NOT NULL
                    );
                    """
            )
        }
        return migrator
    }

    /// The tables that hold a server's data (not its logins).
    static let editedTables = [
        "meetings", "meeting_data", "meeting_longdata", "formats", "service_bodies", "users", "changes", "settings",
    ]
}
