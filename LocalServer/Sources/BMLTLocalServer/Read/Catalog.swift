@_spi(BMLTInternal) import BMLT
import Foundation
import GRDB
import NIOConcurrencyHelpers

/// An immutable snapshot of everything the read API serves, loaded from the database in one read transaction.
///
/// Searches run over this snapshot in memory: the data set of a service body's server is small (the Greater New York
/// sample is 1,555 meetings), and filtering and sorting in Swift reproduces PHP's comparison rules exactly, where SQL
/// would need MySQL's collations. A write's commit makes the next read patch the snapshot for the meetings it wrote
/// (``updated(with:in:)``), or read it whole when it changed more.
struct Catalog: Sendable {
    /// A class so that search results share the snapshot's meetings instead of copying every field.
    ///
    /// Its main fields are the store's row as the version's server reads it (``row``, ``StorageRules/read(_:)``), read
    /// through it by name (`meeting.weekday`); the rest is what searches derive from the row and the data once per
    /// snapshot.
    @dynamicMemberLookup
    final class Meeting: Sendable {
        /// The `meetings` row, with its times as the server's columns return them.
        let row: MeetingRecord
        let id: Int
        /// ``MeetingRecord/formats``' shared ids.
        let formatIDs: [Int]
        /// Data and long-data values by key (long data wins, as the server merges them).
        let data: [String: String]
        /// The keys of ``data`` whose row holds NULL (an aggregator keeps a row of each imported field): `""` in
        /// ``data``, `null` where the server writes a row's value as it is.
        let nullKeys: Set<String>
        /// ``data`` prepared for text searches once per snapshot rather than once per request.
        let searchText: SearchText
        /// Whether a data value is one 2.16.6's `RemoveInvalidMeetings` counts (1 to 255 bytes, not only a
        /// backslash), decided once per snapshot.
        let hasListableData: Bool
        /// The sine and cosine of the latitude in radians, for distances.
        let latitudeTrigonometry: (sine: Double, cosine: Double)?
        static let radians = Double.pi / 180

        /// A meeting of `row` as read and its data values.
        init(
            _ row: MeetingRecord,
            data: [String: String],
            nullKeys: Set<String> = [],
            storage: any StorageRules
        ) {
            self.row = row
            id = row.id ?? 0
            formatIDs = row.formatIDs
            self.data = data
            self.nullKeys = nullKeys
            searchText = storage.searchText(of: data)
            latitudeTrigonometry = row.latitude.map { (sin($0 * Self.radians), cos($0 * Self.radians)) }
            hasListableData = data.values.contains { !$0.isEmpty && $0.utf8.count <= 255 && $0 != "\\" }
        }

        /// A main field of the row.
        subscript<Value>(dynamicMember field: KeyPath<MeetingRecord, Value>) -> Value { row[keyPath: field] }
    }

    /// A meeting's values as its version's text search compares them, prepared once per snapshot
    /// (``StorageRules/searchText(of:)``).
    struct SearchText: Sendable {
        /// 2.16.6: each value's "sounds like" keys as its search compares them (``LegacyMeetingSearch/soundKeys(_:)``),
        /// by the value's key; `nil` keys are PHP's `null`.
        var soundKeys: [String: LegacyMeetingSearch.SoundKeys] = [:]
    }

    typealias Format = FormatRecord

    struct ServiceBody: Sendable {
        var id: Int
        var name: String
        var description: String
        var language: String
        var worldID: String?
        var helpline: String?
        var principalUserID: Int?
        var editors: String?
        var url: String?
        var type: String?
        var parentID: Int?
        var email: String
        var rootServerID: Int?
    }

    typealias Template = FieldTemplate

    /// One data value of a meeting with the numeric columns 2.x orders field values by.
    struct DataValue: Sendable {
        /// The row's id: values are listed in row order.
        var rowID: Int
        var meetingID: Int
        var text: String
        var bigint: Int?
        var double: Double?
    }

    typealias User = UserRecord

    typealias ChangeRecord = BMLTLocalServer.ChangeRecord

    /// How the meetings were read (times, values), as the version's server reads them.
    var storage: any StorageRules
    /// By id. The meeting lists are chunked so that a patched snapshot shares all but the chunks it changed.
    var meetings: ChunkedList<Meeting>
    var meetingsByID: ShardedDictionary<Int, Meeting>
    /// The order a 2.x server's MyISAM table scan reads the meetings in: as its dump wrote them (a dump keeps a
    /// MyISAM table's physical order), then the meetings added since, by id.
    var meetingsInTableOrder: ChunkedList<Meeting>
    /// The meetings by what searches select on, so that a search reads the meetings its answer may hold, not all.
    var index: MeetingIndex
    /// The legacy mode's lists of meetings by what its searches select them by (empty in the current mode).
    var legacySearchIndex = LegacySearchIndex()
    /// Every data value by key, in storage order.
    var dataValues: DataValues
    var formats: [Format]
    var serviceBodies: [ServiceBody]
    /// Places in ``serviceBodies`` by id, and ``formatsByID(language:)`` for each language: built once per snapshot, as
    /// every search answer looks them up.
    private var serviceBodyIndexByID: [Int: Int]
    /// The ids of each service body's children, in ``serviceBodies``' order.
    private var serviceBodyChildren: [Int: [Int]]
    private var formatsByLanguage: [String: [Int: Format]]
    /// The meetings' JSON of anonymous searches (``RenderContext/writeRendered(_:formatsByID:templates:by:to:)``), by id,
    /// rendered on first use, with the meeting rendered: a patched snapshot shares it, and a meeting read again is
    /// rendered again.
    let renderedMeetings = NIOLockedValueBox<[Int: (meeting: Meeting, rendered: RenderContext.RenderedMeeting)]>([:])
    var templates: [Template]
    /// ``dataTemplates(language:)`` in the server's language, which every answer with meetings uses.
    var serverLanguageTemplates: [Template]
    var users: [User]
    var changes: ChunkedList<ChangeRecord>
    var settings: Settings
    /// The languages a mirror's origin lists (GetServerInfo's `langs`), which it answers with instead of its own.
    var originLanguages: String?
    /// An aggregator's root servers' URLs as its list wrote them, by the aggregator's id (`root_server_uri`).
    var rootServerURLs: [Int: String] = [:]
    /// A mirror's copy of its origin's change history, newest first (`nil` for other servers).
    var mirroredChanges: [MirroredChange]?
    /// A mirror's origin's version, which its GetServerInfo says.
    var originVersion: String?

    /// A change of a mirror's origin, as the origin's GetChanges answered it.
    struct MirroredChange: Sendable {
        var id: Int
        var date: Int
        var meetingID: Int
        var serviceBodyID: Int
        var answer: JSONObject
    }

    /// Reads the snapshot as the mode's server reads its database (``LocalServer/Mode/storage``).
    static func load(_ db: Database, mode: LocalServer.Mode = .current) throws -> Catalog {
        let storage = mode.storage
        var rows = try readDataRows(db, storage: storage)
        let longData = try MeetingLongDataRecord.order(MeetingLongDataRecord.Columns.id).fetchCursor(db)
        while let row = try longData.next() {
            if row.meetingID != 0 { rows.add(row) }
        }
        let readRows = rows
        let meetings = try MeetingRecord.order(MeetingRecord.id).fetchAll(db).concurrentMap { readRows.meeting($0) }
        let formats = try FormatRecord.all().fetchAll(db)
        let serviceBodies = try ServiceBodyRecord.order(ServiceBodyRecord.CodingKeys.rowID).fetchAll(db).map { body in
            ServiceBody(
                id: body.id,
                name: body.name,
                description: body.description,
                language: body.language,
                worldID: body.worldID,
                helpline: body.helpline,
                principalUserID: body.adminUserID,
                editors: body.editors,
                url: body.url,
                type: body.type,
                parentID: body.storedParentID,
                email: body.email,
                rootServerID: body.rootServerID
            )
        }
        let users = try UserRecord.order(UserRecord.CodingKeys.rowID).fetchAll(db)
        let changes = try ChangeRecord.order(ChangeRecord.CodingKeys.rowID).fetchAll(db)
        let settings = try Settings.load(db)
        let originLanguages = try String.fetchOne(
            db,
            sql: "SELECT value FROM local_server_metadata WHERE key = 'mirror_languages'"
        )
        var catalog = Catalog(
            storage: storage,
            meetings: ChunkedList(meetings),
            meetingsByID: ShardedDictionary(uniqueKeysWithValues: meetings.lazy.map { ($0.id, $0) }),
            meetingsInTableOrder: ChunkedList(meetings.sorted(by: Self.tableOrder)),
            index: MeetingIndex(),
            dataValues: DataValues(rows.dataValues),
            formats: formats,
            serviceBodies: serviceBodies,
            serviceBodyIndexByID: Dictionary(
                serviceBodies.enumerated().map { ($1.id, $0) },
                uniquingKeysWith: { first, _ in first }
            ),
            serviceBodyChildren: Dictionary(grouping: serviceBodies.filter { $0.parentID != nil }) { $0.parentID ?? 0 }
                .mapValues { $0.map(\.id) },
            formatsByLanguage: Dictionary(grouping: formats, by: \.language).mapValues { formats in
                Dictionary(formats.map { ($0.sharedID, $0) }, uniquingKeysWith: { first, _ in first })
            },
            templates: rows.templates,
            serverLanguageTemplates: Self.dataTemplates(rows.templates, language: settings.language),
            users: users,
            changes: ChunkedList(changes),
            settings: settings,
            originLanguages: originLanguages
        )
        storage.buildSearchIndex(of: meetings, into: &catalog)
        catalog.mirroredChanges = try MirrorStore.changes(db)
        catalog.originVersion = try String.fetchOne(
            db,
            sql: "SELECT value FROM local_server_metadata WHERE key = 'mirror_version'"
        )
        for row in try Row.fetchAll(db, sql: "SELECT id, url FROM root_servers") {
            catalog.rootServerURLs[row[0]] = row[1]
        }
        return catalog
    }

    /// The `meeting_data` rows, decoded here and filed on a second thread (at world scale, half a million rows, each
    /// about half the work). Read through a cursor: an array of every row would be copied once more and freed.
    private static func readDataRows(_ db: Database, storage: any StorageRules) throws -> StoredRows {
        let filing = BatchConsumer(StoredRows(storage: storage)) {
            (rows: inout StoredRows, batch: [MeetingDataRecord]) in
            for row in batch { rows.add(row) }
        }
        do {
            let cursor = try Row.fetchCursor(db, MeetingDataRecord.order(MeetingDataRecord.Columns.id))
            var batch: [MeetingDataRecord] = []
            batch.reserveCapacity(Self.dataRowBatchSize)
            while let row = try cursor.next() {
                batch.append(MeetingDataRecord(valueRow: row))
                if batch.count == Self.dataRowBatchSize {
                    filing.send(batch)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            filing.send(batch)
        } catch {
            _ = filing.finish()
            throw error
        }
        return filing.finish()
    }

    private static let dataRowBatchSize = 4_096

    func meeting(id: Int) -> Meeting? { meetingsByID[id] }

    /// 2.x's table order: as the dump wrote the meetings, then those added since, by id.
    static func tableOrder(_ lhs: Meeting, _ rhs: Meeting) -> Bool {
        (lhs.dumpPosition ?? .max, lhs.id) < (rhs.dumpPosition ?? .max, rhs.id)
    }

    /// The formats of a language by shared id.
    func formatsByID(language: String) -> [Int: Format] {
        formatsByLanguage[language] ?? [:]
    }

    func serviceBody(id: Int) -> ServiceBody? {
        serviceBodyIndexByID[id].map { serviceBodies[$0] }
    }

    /// The bodies below the given ones, the given ones included (`ServiceBodyRepository::getChildren`).
    func withDescendants(_ ids: [Int]) -> [Int] {
        var result = ids
        var seen = Set(ids)
        var frontier = ids
        while !frontier.isEmpty {
            frontier = Set(frontier).flatMap { serviceBodyChildren[$0] ?? [] }
                .sorted { (serviceBodyIndexByID[$0] ?? 0) < (serviceBodyIndexByID[$1] ?? 0) }
                .filter { seen.insert($0).inserted }
            result += frontier
        }
        return result
    }

    /// The bodies above the given ones (`ServiceBodyRepository::getParents`).
    func ancestors(of ids: [Int]) -> [Int] {
        var result: [Int] = []
        var seen = Set(ids)
        for id in ids {
            var current = serviceBody(id: id)?.parentID
            while let parent = current, parent != 0, seen.insert(parent).inserted {
                result.append(parent)
                current = serviceBody(id: parent)?.parentID
            }
        }
        return result
    }

    /// The data templates, one per key: the server language's, else English, else the first (`getDataTemplates`).
    func dataTemplates(language: String) -> [Template] {
        language == settings.language ? serverLanguageTemplates : Self.dataTemplates(templates, language: language)
    }

    private static func dataTemplates(_ templates: [Template], language: String) -> [Template] {
        var order: [String] = []
        var chosen: [String: Template] = [:]
        for template in templates {
            guard let seen = chosen[template.key] else {
                order.append(template.key)
                chosen[template.key] = template
                continue
            }
            if seen.language == language { continue }
            if template.language == language || (seen.language != "en" && template.language == "en") {
                chosen[template.key] = template
            }
        }
        return order.compactMap { chosen[$0] }
    }
}

extension Catalog.Meeting {
    /// A data value as the server reads its row: `nil` for no row or a NULL one.
    func storedValue(_ key: String) -> String? {
        nullKeys.contains(key) ? nil : data[key]
    }

    /// One stored meeting with its data, as ``Catalog/load(_:mode:)`` reads each.
    convenience init(_ stored: StoredMeeting, mode: LocalServer.Mode) {
        let storage = mode.storage
        var data: [String: String] = [:]
        for row in stored.data { data[row.key] = storage.value(of: row) ?? "" }
        for row in stored.longData { data[row.key] = row.text ?? "" }
        self.init(storage.read(stored.record), data: data, storage: storage)
    }
}
