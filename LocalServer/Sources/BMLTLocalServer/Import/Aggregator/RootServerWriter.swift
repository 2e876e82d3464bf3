import Foundation
import GRDB

/// The writes of one root server's import.
struct RootServerWriter {
    let db: Database
    let rootServerID: Int

    // MARK: Service bodies

    /// `ServiceBodyRepository::import`.
    mutating func importServiceBodies(_ externals: [ExternalServiceBody]) throws -> LocalServer.RootServerImport.Counts
    {
        var counts = LocalServer.RootServerImport.Counts()
        let sourceIDs = Set(externals.map(\.id))
        var bySourceID: [Int: (id: Int, parent: Int?)] = [:]
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT id_bigint, source_id, name_string, description_string, sb_type, uri_string, kml_file_uri_string,
                worldid_mixed, sb_owner FROM service_bodies WHERE root_server_id = ?
                """,
            arguments: [rootServerID]
        ) {
            let id: Int = row[0]
            let sourceID: Int = row[1]
            guard sourceIDs.contains(sourceID) else {
                try db.execute(sql: "DELETE FROM service_bodies WHERE id_bigint = ?", arguments: [id])
                counts.deleted += 1
                continue
            }
            bySourceID[sourceID] = (id, row[8])
            guard let external = externals.first(where: { $0.id == sourceID }) else { continue }
            let same =
                Loose.equal(external.name, row[2]) && Loose.equal(external.description, row[3])
                && Loose.equal(external.type, row[4]) && Loose.equal(external.url, row[5])
                && Loose.equal(external.helpline, row[6]) && Loose.equal(external.worldID, row[7])
            if !same {
                try db.execute(
                    sql: """
                        UPDATE service_bodies SET name_string = ?, description_string = ?, sb_type = ?, uri_string = ?,
                        kml_file_uri_string = ?, worldid_mixed = ?, sb_meeting_email = '' WHERE id_bigint = ?
                        """,
                    arguments: [
                        external.name, external.description, external.type, external.url, external.helpline,
                        external.worldID, id,
                    ]
                )
                counts.updated += 1
            }
        }
        for external in externals where bySourceID[external.id] == nil {
            try db.execute(
                sql: """
                    INSERT INTO service_bodies (root_server_id, source_id, name_string, description_string, sb_type,
                    uri_string, kml_file_uri_string, worldid_mixed, sb_meeting_email, lang_enum)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', 'en')
                    """,
                arguments: [
                    rootServerID, external.id, external.name, external.description, external.type, external.url,
                    external.helpline, external.worldID,
                ]
            )
            bySourceID[external.id] = (Int(db.lastInsertedRowID), nil)
            counts.created += 1
        }
        // Parents within this root server only; 0 for a parent that is not imported.
        for external in externals {
            guard let body = bySourceID[external.id] else { continue }
            let parent = bySourceID[external.parentID]?.id ?? 0
            if body.parent != parent {
                try db.execute(
                    sql: "UPDATE service_bodies SET sb_owner = ? WHERE id_bigint = ?",
                    arguments: [parent, body.id]
                )
                bySourceID[external.id]?.parent = parent
                counts.reassigned += 1
            }
        }
        return counts
    }

    // MARK: Formats

    /// `FormatRepository::import`: one shared id per source id, a row per language.
    func importFormats(_ externals: [ExternalFormat]) throws -> LocalServer.RootServerImport.Counts {
        var counts = LocalServer.RootServerImport.Counts()
        let sourceIDs = Set(externals.map(\.id))
        var deleted = 0
        for row in try Row.fetchAll(
            db,
            sql: "SELECT id, source_id FROM formats WHERE root_server_id = ?",
            arguments: [rootServerID]
        ) where !sourceIDs.contains(row[1] as Int) {
            try db.execute(sql: "DELETE FROM formats WHERE id = ?", arguments: [row[0] as Int])
            deleted += 1
        }
        // `groupBy(['id', 'language'])`: source ids in order of first appearance, each language's first format.
        var order: [Int] = []
        var byLanguage: [Int: [ExternalFormat]] = [:]
        for format in externals {
            if byLanguage[format.id] == nil { order.append(format.id) }
            if !(byLanguage[format.id] ?? []).contains(where: { $0.language == format.language }) {
                byLanguage[format.id, default: []].append(format)
            }
        }
        for sourceID in order {
            let formats = byLanguage[sourceID] ?? []
            let languages = Set(formats.map(\.language))
            for row in try Row.fetchAll(
                db,
                sql: "SELECT id, lang_enum FROM formats WHERE root_server_id = ? AND source_id = ?",
                arguments: [rootServerID, sourceID]
            ) where !languages.contains(row[1] as String) {
                try db.execute(sql: "DELETE FROM formats WHERE id = ?", arguments: [row[0] as Int])
                deleted += 1
            }
            let existing = try Row.fetchAll(
                db,
                sql: """
                    SELECT shared_id_bigint, key_string, name_string, description_string, lang_enum, format_type_enum,
                    worldid_mixed FROM formats WHERE root_server_id = ? AND source_id = ? ORDER BY id
                    """,
                arguments: [rootServerID, sourceID]
            )
            if existing.isEmpty {
                let sharedID = (try Int.fetchOne(db, sql: "SELECT MAX(shared_id_bigint) FROM formats") ?? 0) + 1
                try insert(formats, sharedID: sharedID, sourceID: sourceID)
                counts.created += 1
                continue
            }
            var dirty = existing.count != formats.count
            if !dirty {
                for format in formats {
                    guard let row = existing.first(where: { $0[4] as String == format.language }) else {
                        dirty = true
                        break
                    }
                    let same =
                        Loose.equal(format.key, row[1]) && Loose.equal(format.name, row[2])
                        && Loose.equal(format.description, row[3]) && Loose.equal(format.type, row[5])
                        && Loose.equal(format.worldID, row[6])
                    if !same {
                        dirty = true
                        break
                    }
                }
            }
            if dirty {
                let sharedID: Int = existing[0][0]
                try db.execute(sql: "DELETE FROM formats WHERE shared_id_bigint = ?", arguments: [sharedID])
                try insert(formats, sharedID: sharedID, sourceID: sourceID)
                counts.updated += 1
            }
        }
        counts.deleted = deleted
        return counts
    }

    private func insert(_ formats: [ExternalFormat], sharedID: Int, sourceID: Int) throws {
        for format in formats {
            try db.execute(
                sql: """
                    INSERT INTO formats (shared_id_bigint, root_server_id, source_id, key_string, worldid_mixed, lang_enum,
                    name_string, description_string, format_type_enum) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    sharedID, rootServerID, sourceID, format.key, format.worldID, format.language, format.name,
                    format.description, format.type,
                ]
            )
        }
    }

    // MARK: Meetings

    /// A stored meeting of this root server with its data values, as `isEqual` compares them.
    private struct StoredCopy {
        var record: MeetingRecord
        var data: [String: String?] = [:]
        var id: Int { record.id ?? 0 }
    }

    /// `MeetingRepository::import`.
    func importMeetings(_ externals: [ExternalMeeting]) throws -> LocalServer.RootServerImport.Counts {
        var counts = LocalServer.RootServerImport.Counts()
        let sourceIDs = Set(externals.map(\.id))
        var stored: [Int: StoredCopy] = [:]
        let meetings = MeetingStore(db: db)
        for record in try MeetingRecord.filter(MeetingColumn.rootServerID == rootServerID).order(MeetingRecord.id)
            .fetchAll(db)
        {
            let id = record.id ?? 0
            guard let sourceID = record.sourceID, sourceIDs.contains(sourceID) else {
                try meetings.delete(id)
                counts.deleted += 1
                continue
            }
            stored[sourceID] = StoredCopy(record: record)
        }
        let sourceByID = Dictionary(stored.map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let rows = try meetings.rows(of: sourceByID.keys)
        for (meetingID, key, value) in rows.data.map({ ($0.meetingID, $0.key, $0.text) })
            + rows.longData.map({ ($0.meetingID, $0.key, $0.text) })
        {
            guard let sourceID = sourceByID[meetingID] else { continue }
            stored[sourceID]?.data[key] = .some(value)
        }
        // This root server's format and service body ids, both ways.
        let (formatSourceByShared, formatSharedBySource) = try idPairs(
            "SELECT DISTINCT shared_id_bigint, source_id FROM formats WHERE root_server_id = ?"
        )
        let (bodySourceByID, bodyIDBySource) = try idPairs(
            "SELECT id_bigint, source_id FROM service_bodies WHERE root_server_id = ?"
        )
        let templates = try FieldTemplate.all(in: db)
        for external in externals {
            let copy = stored[external.id]
            guard let serviceBodyID = bodyIDBySource[external.serviceBodyID] else {
                if let copy {
                    try meetings.delete(copy.id)
                    stored[external.id] = nil
                    counts.orphaned += 1
                }
                continue
            }
            let formats = Array(Set(external.formatIDs.compactMap { formatSharedBySource[$0] })).sorted()
                .map(String.init).joined(separator: ",")
            guard let copy else {
                // `Meeting::create` in the request's locale, English for the import command.
                var record = MeetingRecord(serviceBodyID: serviceBodyID, language: "en")
                record.rootServerID = rootServerID
                record.sourceID = external.id
                Self.write(external, to: &record, formats: formats)
                try meetings.insert(&record, data: external.data, templates: templates)
                counts.created += 1
                continue
            }
            guard !isEqual(external, copy, bodySourceByID: bodySourceByID, formatSourceByShared: formatSourceByShared)
            else { continue }
            var record = copy.record
            record.serviceBodyID = serviceBodyID
            record.language = external.language ?? "en"
            Self.write(external, to: &record, formats: formats)
            try meetings.replace(record, data: external.data, templates: templates)
            counts.updated += 1
        }
        return counts
    }

    /// The main fields `MeetingRepository::import` writes (and `ExternalMeeting::isEqual` compares).
    static func write(_ external: ExternalMeeting, to record: inout MeetingRecord, formats: String) {
        record.worldID = external.worldID
        record.weekday = external.weekday - 1
        record.venueType = external.venueType
        record.startTime = external.startTime
        record.durationTime = external.durationTime
        record.timeZone = external.timeZone
        record.formats = formats
        record.longitude = stored(external.longitude)
        record.latitude = stored(external.latitude)
        record.published = external.published ? 1 : 0
        record.emailContact = external.emailContact
    }

    /// A coordinate as PDO writes a PHP float: with 14 significant digits.
    private static func stored(_ value: Double?) -> Double? {
        value.map { Double(PHPNumber.precision14($0)) ?? $0 }
    }

    /// A query's pairs of ids (first, second) for this root server, both ways.
    private func idPairs(_ sql: String) throws -> (secondByFirst: [Int: Int], firstBySecond: [Int: Int]) {
        var secondByFirst: [Int: Int] = [:]
        var firstBySecond: [Int: Int] = [:]
        for row in try Row.fetchAll(db, sql: sql, arguments: [rootServerID]) {
            secondByFirst[row[0]] = row[1]
            firstBySecond[row[1]] = row[0]
        }
        return (secondByFirst, firstBySecond)
    }

    /// `ExternalMeeting::isEqual` (4.2's, with the time zone, language and contact email).
    private func isEqual(
        _ external: ExternalMeeting,
        _ copy: StoredCopy,
        bodySourceByID: [Int: Int],
        formatSourceByShared: [Int: Int]
    ) -> Bool {
        guard Loose.equal(external.worldID, copy.record.worldID),
            bodySourceByID[copy.record.serviceBodyID] == external.serviceBodyID,
            external.weekday == (copy.record.weekday ?? 0) + 1,
            (external.venueType ?? 0) == (copy.record.venueType ?? 0),
            external.startTime == copy.record.startTime, external.durationTime == copy.record.durationTime,
            Self.coordinatesEqual(external.latitude, copy.record.latitude),
            Self.coordinatesEqual(external.longitude, copy.record.longitude),
            external.published == (copy.record.published != 0),
            Loose.equal(external.timeZone, copy.record.timeZone), Loose.equal(external.language, copy.record.language),
            Loose.equal(external.emailContact, copy.record.emailContact)
        else { return false }
        let storedFormats = Array(
            Set(
                (copy.record.formats ?? "").split(separator: ",").compactMap {
                    formatSourceByShared[PHPText.intval(String($0))]
                }
            )
        )
        .sorted()
        guard storedFormats == external.formatIDs else { return false }
        return external.data.allSatisfy { key, value in Loose.equal(value, copy.data[key] ?? nil) }
    }

    /// PHP's `!=` of floats, then `abs(a − b) < PHP_FLOAT_EPSILON`.
    private static func coordinatesEqual(_ external: Double?, _ stored: Double?) -> Bool {
        guard let external, let stored else { return external == nil && stored == nil }
        return external == stored || abs(external - stored) < Double.ulpOfOne
    }

    // MARK: Statistics

    /// `ImportRootServers::updateStatistics`.
    func updateStatistics() throws {
        let count = { (sql: String) in try Int.fetchOne(db, sql: sql, arguments: [rootServerID]) ?? 0 }
        let bodies = "SELECT COUNT(*) FROM service_bodies WHERE root_server_id = ? AND sb_type = "
        let meetings = MeetingRecord.filter(MeetingColumn.rootServerID == rootServerID)
        let venueType = MeetingColumn.venueType
        // With world ids, distinct ids (MariaDB compares them without case); without, distinct names per body.
        let worldID = MeetingColumn.worldID
        var groups = Set(
            try meetings.filter(worldID != nil && worldID != "").select(worldID, as: String.self).fetchAll(db)
                .map { $0.lowercased() }
        ).count
        groups +=
            try Int.fetchOne(
                db,
                sql: """
                    SELECT COUNT(*) FROM (SELECT DISTINCT m.service_body_bigint, LOWER(d.data_string) FROM meeting_data d
                    JOIN meetings m ON m.id_bigint = d.meetingid_bigint
                    JOIN service_bodies s ON s.id_bigint = m.service_body_bigint AND s.root_server_id = ?
                    WHERE d.key = 'meeting_name' AND d.data_string IS NOT NULL
                    AND (m.worldid_mixed IS NULL OR m.worldid_mixed = ''))
                    """,
                arguments: [rootServerID]
            ) ?? 0
        try db.execute(
            sql: "UPDATE root_server_statistics SET is_latest = 0 WHERE root_server_id = ?",
            arguments: [rootServerID]
        )
        try db.execute(
            sql: """
                INSERT INTO root_server_statistics (root_server_id, num_zones, num_regions, num_areas, num_groups,
                num_total_meetings, num_in_person_meetings, num_virtual_meetings, num_hybrid_meetings,
                num_unknown_meetings, is_latest) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)
                """,
            arguments: [
                rootServerID, try count(bodies + "'ZF'"), try count(bodies + "'RS'"), try count(bodies + "'AS'"),
                groups,
                try meetings.fetchCount(db), try meetings.filter(venueType == 1).fetchCount(db),
                try meetings.filter(venueType == 2).fetchCount(db), try meetings.filter(venueType == 3).fetchCount(db),
                try meetings.filter(venueType == nil).fetchCount(db),
            ]
        )
    }
}

/// PHP's loose `==` of two nullable strings as the import compares them: `null` equals `""`.
enum Loose {
    static func equal(_ lhs: String?, _ rhs: String?) -> Bool {
        (lhs ?? "") == (rhs ?? "")
    }
}
