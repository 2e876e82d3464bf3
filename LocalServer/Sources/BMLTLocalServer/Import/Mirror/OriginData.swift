@_spi(BMLTInternal) import BMLT
import Foundation

/// What a mirror copies from its origin, read whole through the public read API before anything is stored: a read
/// that fails part way leaves nothing to apply.
struct OriginData: Sendable {
    /// GetServerInfo's one object.
    var serverInfo: JSONObject
    /// GetFieldKeys: the fields the origin shows, in its order, with their prompts.
    var fieldKeys: [FieldKey]
    var serviceBodies: [JSONObject]
    /// GetFormats with `show_all` in every language the origin lists, each object with its `lang`.
    var formats: [JSONObject]
    /// GetSearchResults: every meeting, published or not (`advanced_published=0`, which both 2.x and 4.x answer
    /// without a login), with every field the origin shows.
    var meetings: [JSONObject]
    /// For each shown data field, the meetings holding a row of it, grouped by value in the order GetFieldValues
    /// lists the values: 4.x lists them in the order it keeps the rows, 2.x sorts them by numeric columns the read
    /// API does not show. The mirror keeps its rows in that order, so its own GetFieldValues lists them alike.
    var rowOrder: [String: [[Int]]]
    /// A 2.x origin's meetings in its table's order (GetFieldValues of `id_bigint`), which 2.x's value lists follow.
    var tableOrder: [Int]
    /// Each published meeting's stored format list, as GetFieldValues of `formats` shows it: 4.x as stored, 2.x
    /// sorted with repeats kept (a search answer's `format_shared_id_list` is sorted without repeats). A 4.x
    /// origin's unpublished meetings, which GetFieldValues leaves out, have theirs put back together from their
    /// TSML types (see ``storedFormats(sortedIDs:tsmlTypes:typeOfFormat:)``).
    var storedFormats: [Int: String]
    /// The meetings whose format list is not NULL: a search that excludes a format leaves out those whose list is
    /// NULL but keeps those whose list is empty, in both versions, and nothing else tells them apart.
    var formatListIDs: Set<Int>
    /// The origin's change history as its GetChanges answers it, newest first: all of it for a whole read, the
    /// changes since the last sync for a sync's.
    var changes: [JSONObject] = []

    struct FieldKey: Sendable, Hashable {
        var key: String
        var description: String
    }

    var version: String { serverInfo["version"]?.text ?? "" }

    /// A stored format list put back together from what a 4.x search shows of it: its formats sorted without
    /// repeats (`format_shared_id_list`), and the TSML types of those that have one, in the stored order and as
    /// often as stored. The typed formats take the types' order; each of the others, whose place no answer shows,
    /// goes right after the last format below it, so a list stored sorted, as most are, comes back as stored.
    static func storedFormats(sortedIDs: [Int], tsmlTypes: [String], typeOfFormat: [Int: String]) -> String {
        var unplaced = sortedIDs
        var placed: [Int] = []
        var lastOfType: [String: Int] = [:]
        for type in tsmlTypes {
            if let index = unplaced.firstIndex(where: { typeOfFormat[$0] == type }) {
                let id = unplaced.remove(at: index)
                placed.append(id)
                lastOfType[type] = id
            } else if let repeated = lastOfType[type] {
                placed.append(repeated)
            }
        }
        for id in unplaced {
            placed.insert(id, at: placed.lastIndex { $0 < id }.map { $0 + 1 } ?? 0)
        }
        return placed.map(String.init).joined(separator: ",")
    }

    /// The interface the origin answers in: 2.x's, or 3.x's and 4.x's.
    var mode: LocalServer.Mode { Self.mode(ofVersion: version) }

    static func mode(ofVersion version: String) -> LocalServer.Mode {
        (Int(version.prefix { $0.isNumber }) ?? 0) >= 3 ? .current : .legacy
    }

    /// The origin's meeting fields that are a meeting's main row or that a search computes, not data rows.
    static let mainFields = Set(
        [
            ReadAPIMeetingField.id, .worldID, .sharedGroupID, .serviceBodyID, .serviceBodyName, .weekday, .venueType,
            .startTime, .duration, .timeZone, .formats, .language, .longitude, .latitude, .distanceInKilometers,
            .distanceInMiles, .emailContact, .published, .rootServerURI, .rootServerID, .formatIDs,
        ].map(\.rawValue)
    )

    /// The data fields of the meetings' answers in the origin's order (its templates' order), shown or hidden: a
    /// hidden field is answered empty, so it is in the answer but not in GetFieldKeys.
    var dataFieldOrder: [String] {
        var order = meetings.first?.members.map(\.key).filter { !Self.mainFields.contains($0) } ?? []
        for field in fieldKeys where !Self.mainFields.contains(field.key) && !order.contains(field.key) {
            order.append(field.key)
        }
        return order
    }
}

extension LocalServer {
    /// What a mirror's read is doing, request by request, for a progress display.
    public struct MirrorProgress: Sendable, Hashable, CustomStringConvertible {
        /// What is being read, e.g. "formats in es".
        public var step: String
        /// How many of the sync's requests are done, and how many it expects.
        public var completed: Int
        public var total: Int
        /// Whether this is the read's last report.
        public var isFinished: Bool { completed == total }

        public var description: String { "\(step) (\(completed) of \(total))" }
    }
}

extension OriginReader {
    /// Reads the whole origin: server info, field keys, service bodies, formats in every language, every meeting
    /// (published or not), the order of its rows and its stored format lists. The meetings' service bodies must all be
    /// listed: when one is not (the origin changed while being read), the read starts again, once.
    ///
    /// With `meetingIDs`, it reads those meetings alone (a sync's changes), and not the order of the rows.
    func read(
        meetingIDs: [Int]? = nil,
        progress: @Sendable (LocalServer.MirrorProgress) -> Void = { _ in }
    ) async throws -> OriginData {
        do {
            return try await readOnce(meetingIDs: meetingIDs, progress: progress)
        } catch is OriginChangedWhileRead {
            return try await readOnce(meetingIDs: meetingIDs, progress: progress, isRetry: true)
        }
    }

    private struct OriginChangedWhileRead: Error {}

    private func readOnce(
        meetingIDs: [Int]?,
        progress: @Sendable (LocalServer.MirrorProgress) -> Void,
        isRetry: Bool = false
    ) async throws -> OriginData {
        var completed = 0
        var total = 5
        func step(_ name: String) {
            progress(LocalServer.MirrorProgress(step: name, completed: completed, total: total))
            completed += 1
        }
        step("server information")
        guard let serverInfo = try await api.objects("switcher=GetServerInfo").first,
            serverInfo["version"]?.nonEmptyText != nil
        else { throw api.failure("answered GetServerInfo without a version: it is not a BMLT server") }
        if serverInfo["aggregator_mode_enabled"]?.bool == true {
            throw LocalServerError(
                .originIsAggregator,
                reason: "\(api.name) is an aggregator, which answers a search that names no filter with []: copy it "
                    + "as an aggregator instead (LocalServer.Aggregator(copying: .aggregator(origin))), which reads "
                    + "it as its operators ask."
            )
        }
        let languages = (serverInfo["langs"]?.text ?? "").split(separator: ",").map(String.init)
        let storage = OriginData.mode(ofVersion: serverInfo["version"]?.text ?? "").storage
        step("field keys")
        let fieldKeys = try await api.objects("switcher=GetFieldKeys").map { object in
            guard let key = object["key"]?.nonEmptyText else { throw api.failure("answered GetFieldKeys without keys") }
            return OriginData.FieldKey(key: key, description: object["description"]?.text ?? key)
        }
        let wholeRead = meetingIDs == nil
        // A 2.x origin's value orders are read on every sync: they stand in for columns it does not show.
        let shownDataKeys =
            storage.readsValueOrders(wholeRead: wholeRead)
            ? fieldKeys.map(\.key).filter { !OriginData.mainFields.contains($0) } : []
        let readsTableOrder = storage.readsTableOrder(wholeRead: wholeRead)
        total += max(languages.count, 1) + shownDataKeys.count + (readsTableOrder ? 1 : 0)
        step("service bodies")
        let serviceBodies = try await api.objects("switcher=GetServiceBodies")
        var formats: [JSONObject] = []
        for language in languages.isEmpty ? [""] : languages {
            step("formats" + (language.isEmpty ? "" : " in \(language)"))
            let query = "switcher=GetFormats&show_all=1" + (language.isEmpty ? "" : "&lang_enum=\(language)")
            formats += try await api.objects(query)
        }
        step("meetings")
        let meetings =
            if let meetingIDs { try await self.meetings(ids: meetingIDs) } else {
                try await api.objects("switcher=GetSearchResults&advanced_published=0")
            }
        try check(meetings, serviceBodies: serviceBodies, isRetry: isRetry)
        var rowOrder: [String: [[Int]]] = [:]
        for key in shownDataKeys {
            step("the order of \(key)")
            rowOrder[key] = try await valueOrder(of: key)
        }
        step("the meetings' formats")
        var storedFormats: [Int: String] = [:]
        for object in try await api.objects("switcher=GetFieldValues&meeting_key=formats") {
            let value = object[.formats]?.text ?? ""
            for id in (object["ids"]?.text ?? "").split(separator: ",").compactMap({ Int($0) }) {
                storedFormats[id] = value == "NULL" ? "" : value
            }
        }
        if storage.readsUnpublishedFormatOrder {
            // The sorted format lists of the meetings GetFieldValues did not show.
            var unshown: [Int: [Int]] = [:]
            for meeting in meetings {
                guard let id = meeting[.id]?.int, storedFormats[id] == nil,
                    let list = meeting[.formatIDs]?.nonEmptyText
                else { continue }
                unshown[id] = list.split(separator: ",").compactMap { Int($0) }
            }
            if !unshown.isEmpty {
                total += 1
                step("the order of unpublished meetings' formats")
                let language = serverInfo["nativeLang"]?.text ?? ""
                let unpublished = try await unpublishedStoredFormats(of: unshown, formats: formats, language: language)
                storedFormats.merge(unpublished) { $1 }
            }
        }
        let formatListIDs = Set(
            try await api.objects(
                "switcher=GetSearchResults&advanced_published=0&formats=-\(Int32.max)&data_field_key=id_bigint"
            ).compactMap { $0[.id]?.int }
        )
        var tableOrder: [Int] = []
        // An origin whose GetChanges fails (some refuse it) is mirrored without its history.
        let changes = wholeRead ? (try? await api.objects("switcher=GetChanges")) ?? [] : []
        if readsTableOrder {
            step("the order of the meetings")
            tableOrder = try await valueOrder(of: ReadAPIMeetingField.id.rawValue).flatMap { $0 }
        }
        progress(LocalServer.MirrorProgress(step: "read", completed: total, total: total))
        return OriginData(
            serverInfo: serverInfo,
            fieldKeys: fieldKeys,
            serviceBodies: serviceBodies,
            formats: formats,
            meetings: meetings,
            rowOrder: rowOrder,
            tableOrder: tableOrder,
            storedFormats: storedFormats,
            formatListIDs: formatListIDs,
            changes: changes
        )
    }

    /// The meetings holding a value of a field, by value, in the order GetFieldValues lists them.
    private func valueOrder(of key: String) async throws -> [[Int]] {
        try await api.objects("switcher=GetFieldValues&meeting_key=\(key)").map { object in
            (object["ids"]?.text ?? "").split(separator: ",").compactMap { Int($0) }
        }
    }

    /// The stored format lists of 4.x meetings GetFieldValues does not show (unpublished ones), from their sorted lists
    /// and their TSML answer (in the origin's own language, as TSML names types after the formats' world ids in the
    /// asked one).
    private func unpublishedStoredFormats(
        of sortedIDs: [Int: [Int]],
        formats: [JSONObject],
        language: String
    ) async throws -> [Int: String] {
        var typeOfFormat: [Int: String] = [:]
        for format in formats where (format["lang"]?.text ?? "") == language {
            guard let id = format["id"]?.int, let worldID = format["world_id"]?.nonEmptyText,
                let type = TSMLMeeting.typeCodes[worldID]
            else { continue }
            typeOfFormat[id] = type
        }
        var stored: [Int: String] = [:]
        for answer in try await meetings(ids: sortedIDs.keys.sorted(), format: "tsml") {
            // The slug ends in "-" and the meeting's id.
            guard let id = answer["slug"]?.text?.split(separator: "-").last.flatMap({ Int($0) }),
                let sorted = sortedIDs[id]
            else { throw api.failure("answered a TSML search with a meeting it was not asked for") }
            let types = answer["types"]?.elements?.compactMap(\.text) ?? []
            stored[id] = OriginData.storedFormats(sortedIDs: sorted, tsmlTypes: types, typeOfFormat: typeOfFormat)
        }
        return stored
    }

    /// Every meeting has an id, once, and a listed service body.
    func check(_ meetings: [JSONObject], serviceBodies: [JSONObject], isRetry: Bool) throws {
        let bodies = Set(serviceBodies.compactMap { $0["id"]?.int })
        var seen = Set<Int>()
        for meeting in meetings {
            guard let id = meeting[.id]?.int, let body = meeting[.serviceBodyID]?.int else {
                throw api.failure("answered GetSearchResults with a meeting without an id or service body")
            }
            guard seen.insert(id).inserted else {
                throw api.failure("answered GetSearchResults with meeting \(id) twice")
            }
            guard bodies.contains(body) else {
                if isRetry {
                    throw api.failure(
                        "lists meeting \(id) in service body \(body), which it does not list, after a second read"
                    )
                }
                throw OriginChangedWhileRead()
            }
        }
    }

    /// The meetings among these ids, published or not, as GetSearchResults answers them in a data format (`json`, or
    /// 4.x's `tsml`), in batches, to keep URLs short.
    func meetings(ids: [Int], format: String = "json") async throws -> [JSONObject] {
        var meetings: [JSONObject] = []
        for start in stride(from: 0, to: ids.count, by: 100) {
            let batch = ids[start..<min(start + 100, ids.count)]
            meetings += try await api.objects(
                "switcher=GetSearchResults&advanced_published=0&"
                    + batch.map { "meeting_ids[]=\($0)" }.joined(separator: "&"),
                format: format
            )
        }
        return meetings
    }

    /// The meetings GetChanges names since a day (its dates are days), in the order of their last change, with the
    /// changes themselves, or `nil` when the origin cannot say. A server writes a changed meeting's rows anew, so
    /// applying the changes in their order leaves the rows in the origin's order.
    func changedMeetingIDs(since day: Date) async -> (ids: [Int], changes: [JSONObject])? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        // A day earlier: the origin's day may begin before UTC's.
        let start = formatter.string(from: day.addingTimeInterval(-86_400))
        guard let changes = try? await api.objects("switcher=GetChanges&start_date=\(start)") else { return nil }
        var lastChange: [Int: (date: Int, id: Int)] = [:]
        for change in changes {
            guard let id = change["meeting_id"]?.int else { return nil }
            let when = (change["date_int"]?.int ?? 0, change["change_id"]?.int ?? 0)
            if let seen = lastChange[id], seen >= when { continue }
            lastChange[id] = when
        }
        let ids = lastChange.sorted { ($0.value.date, $0.value.id, $0.key) < ($1.value.date, $1.value.id, $1.key) }
            .map(\.key)
        return (ids, changes)
    }

    /// Each meeting's digest, published or not, from one whole search answer: what a sync compares with the digests
    /// of the meetings it holds, to find changes that no change record names.
    func meetingDigests() async throws -> [Int: String] {
        var digests: [Int: String] = [:]
        for meeting in try await api.objects("switcher=GetSearchResults&advanced_published=0") {
            guard let id = meeting[.id]?.int else {
                throw api.failure("answered GetSearchResults with a meeting without an id")
            }
            digests[id] = Self.digest(meeting)
        }
        return digests
    }

    /// A meeting answer's digest: 64-bit FNV-1a of its JSON, members in the origin's order, as 16 hex digits. A
    /// check for change, not a defence against forgery.
    static func digest(_ meeting: JSONObject) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in meeting.serialized.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
