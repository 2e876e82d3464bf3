import GRDB

/// What a server version keeps, reads and upgrades differently in its database, and what a mirror must read of an
/// origin of that version to store its data as the origin does: one whole type per version (``LegacyStorageRules``,
/// ``CurrentStorageRules``), chosen once from the mode (``LocalServer/Mode/storage``) beside the read flavour, so that
/// neither the snapshot, the importer nor the mirror asks which version it serves.
protocol StorageRules: Sendable {
    // MARK: Reading the database

    /// A `meetings` row as the server reads it: 4.x's MySQL TIME columns hold HH:MM:SS whatever was written, 2.16.6
    /// returns what it wrote.
    func read(_ row: MeetingRecord) -> MeetingRecord

    /// A data row's value as the server reads the row.
    func value(of row: MeetingDataRecord) -> String?

    /// A meeting's values as the version's text search compares them, prepared once per snapshot.
    func searchText(of data: [String: String]) -> Catalog.SearchText

    /// Builds the snapshot's search index of `meetings` into `catalog`.
    func buildSearchIndex(of meetings: [Catalog.Meeting], into catalog: inout Catalog)

    // MARK: Loading data

    /// The settings a server takes with a dump imported into it.
    var importedDumpSettings: Settings { get }

    /// The version's own upgrade steps on a loaded database, after the steps of every version
    /// (``DumpImporter/upgrade(_:)``).
    func upgrade(_ db: Database, with importer: DumpImporter) throws

    // MARK: Mirroring an origin of this version

    /// Whether a sync reads the origin's order of each data field's values, which stands in for the numeric columns
    /// the read API does not show (``OriginData/rowOrder``).
    func readsValueOrders(wholeRead: Bool) -> Bool

    /// Whether a read asks the origin for its meetings' table order (``OriginData/tableOrder``).
    func readsTableOrder(wholeRead: Bool) -> Bool

    /// Whether a read asks the origin for the stored order of the formats of meetings `GetFieldValues` does not show.
    var readsUnpublishedFormatOrder: Bool { get }

    /// Whether the origin's answers show a field whose template has no default value as "Prompt#@-@#value".
    var showsPromptedValues: Bool { get }

    /// Whether a mirror keeps the origin's value orders in `data_double` (``MirrorRows/writeSortKeys(_:)``).
    var keepsValueOrderAsSortKey: Bool { get }
}

/// 2.16.6: times and values as written; values kept in the numeric columns read too; a text search by sound keys.
struct LegacyStorageRules: StorageRules {
    func read(_ row: MeetingRecord) -> MeetingRecord { row }

    func value(of row: MeetingDataRecord) -> String? { row.textOrNumber }

    func searchText(of data: [String: String]) -> Catalog.SearchText {
        Catalog.SearchText(soundKeys: data.mapValues(LegacyMeetingSearch.soundKeys))
    }

    func buildSearchIndex(of meetings: [Catalog.Meeting], into catalog: inout Catalog) {
        catalog.legacySearchIndex = catalog.makeLegacySearchIndex()
    }

    var importedDumpSettings: Settings {
        var settings = Settings()
        settings.defaultDurationTime = "1:00:00"
        return settings
    }

    func upgrade(_ db: Database, with importer: DumpImporter) throws {}

    func readsValueOrders(wholeRead: Bool) -> Bool { true }

    func readsTableOrder(wholeRead: Bool) -> Bool { wholeRead }

    var readsUnpublishedFormatOrder: Bool { false }

    var showsPromptedValues: Bool { true }

    var keepsValueOrderAsSortKey: Bool { true }
}

/// 3.x and 4.x: MySQL TIME columns, `data_string` alone, a full-text index, and bmlt-server's own migrations.
struct CurrentStorageRules: StorageRules {
    func read(_ row: MeetingRecord) -> MeetingRecord {
        let time = { (text: String?) in text.map { RenderContext.normalizedTime($0) ?? $0 } }
        var read = row
        read.startTime = time(row.startTime)
        read.durationTime = time(row.durationTime)
        return read
    }

    /// `data_string` alone: a 2.x value kept in `data_bigint` or `data_double`, as 89 of the sample's postal codes
    /// are, reads as empty.
    func value(of row: MeetingDataRecord) -> String? { row.text }

    /// 4.x's text search uses the snapshot's full-text index (``Catalog/index``) instead.
    func searchText(of data: [String: String]) -> Catalog.SearchText { Catalog.SearchText() }

    func buildSearchIndex(of meetings: [Catalog.Meeting], into catalog: inout Catalog) {
        catalog.index = MeetingIndex(meetings)
    }

    var importedDumpSettings: Settings { Settings() }

    func upgrade(_ db: Database, with importer: DumpImporter) throws {
        // 4.x's migrations trim the stored texts; 2.16.6 keeps them as they were written (and sorts by them so).
        try MeetingStore(db: db).trimTextValues()
        // bmlt-server's create_initial_schema, on a database it upgrades: SPAD in English and German.
        try importer.addFormatIfMissing(
            key: "SPAD",
            worldID: "SPAD",
            name: "A Spiritual Principle a Day",
            description: "This meeting is focused on discussion of the book A Spiritual Principle a Day.",
            type: "FC1",
            languages: [
                ("de", "Ein spirituelles Prinzip pro Tag", "Lesen aus dem Buch Ein spirituelles Prinzip pro Tag"),
                ("en", nil, nil),
            ],
            db: db
        )
        try importer.addTemplateIfMissing("admin_notes", prompt: "Admin Notes", visibility: 1, db: db)
        // update_danish_language_code: Danish is `da` (ISO 639-1), not the country's `dk`.
        for table in ["formats", "service_bodies", "users", "meeting_data", "meeting_longdata", "meetings"] {
            try db.execute(sql: "UPDATE \(table) SET lang_enum = 'da' WHERE lang_enum = 'dk'")
        }
    }

    func readsValueOrders(wholeRead: Bool) -> Bool { wholeRead }

    func readsTableOrder(wholeRead: Bool) -> Bool { false }

    var readsUnpublishedFormatOrder: Bool { true }

    var showsPromptedValues: Bool { false }

    var keepsValueOrderAsSortKey: Bool { false }
}
