import BMLTFixtures
import Foundation
import Testing

@testable import BMLTLocalServer

/// The legacy search reads the meetings its index (``LegacySearchIndex``) lists rather than every meeting, and sorts
/// once: on random searches of the sample it answers exactly as the search before the index
/// (``ReferenceLegacyMeetingSearch``), the same meetings in the same order with the same distances, and fails where
/// it failed; and an index patched meeting by meeting is the index built anew.
@Suite("Legacy search index")
struct LegacySearchIndexTests {
    /// What one search answered: the meetings' ids with their distances, or the server's failure.
    enum Answer: Equatable {
        case hits([String])
        case fatal
    }

    static func answer(_ hits: [MeetingSearch.Hit]) -> Answer {
        .hits(
            hits.map { hit in
                "\(hit.meeting.id) \(hit.distanceInKilometers.map { "\($0)" } ?? "-") "
                    + (hit.distanceInMiles.map { "\($0)" } ?? "-")
            }
        )
    }

    @Test func answersAsTheSearchThatReadsEveryMeeting() async throws {
        try await LocalServer.withRunning(.init(mode: .legacy)) { server in
            let catalog = try await server.store.catalog()
            #expect(catalog.legacySearchIndex.isBuilt)
            // `BMLT_LEGACY_INDEX_QUERIES` and `BMLT_LEGACY_INDEX_SEED` ask for another sweep (the reference search is
            // slow: 300 queries take some 35 s in a debug build).
            let environment = ProcessInfo.processInfo.environment
            let count = environment["BMLT_LEGACY_INDEX_QUERIES"].flatMap { Int($0) } ?? 300
            let seed = environment["BMLT_LEGACY_INDEX_SEED"].flatMap { UInt64($0) } ?? 20_261_127
            var generator = SearchGenerator(catalog: catalog, seed: seed)
            var differences: [String] = []
            var answered = 0
            var failed = 0
            for _ in 0..<count {
                // The searches are synchronous: between them the rest of the suite gets the thread back.
                await Task.yield()
                let query = generator.next()
                let parameters = RequestParameters(query: query, trimsValues: false)
                let isLoggedIn = generator.chance(10)
                let reference: Answer
                do {
                    reference = Self.answer(
                        try ReferenceLegacyMeetingSearch(
                            catalog: catalog,
                            parameters: parameters,
                            isLoggedIn: isLoggedIn
                        ).run()
                    )
                } catch {
                    reference = .fatal
                }
                let indexed: Answer
                do {
                    indexed = Self.answer(
                        try LegacyMeetingSearch(catalog: catalog, parameters: parameters, isLoggedIn: isLoggedIn).run()
                    )
                } catch {
                    indexed = .fatal
                }
                if reference != indexed { differences.append(query + (isLoggedIn ? " (logged in)" : "")) }
                switch reference {
                case .hits(let hits): answered += hits.isEmpty ? 0 : 1
                case .fatal: failed += 1
                }
            }
            #expect(differences.isEmpty, "\(differences.prefix(20))")
            // The queries reach both kinds of answer.
            #expect(answered > count / 4)
            #expect(failed > count / 300)
        }
    }

    /// The sound keys' comparison by bytes finds what Foundation's `contains` finds.
    @Test func soundKeysContainAsFoundationFinds() throws {
        var random = SplitMix64(seed: 11)
        let letters = Array("ABKSTN0X ")
        func text(_ length: Int) -> String {
            String((0..<length).map { _ in letters[Int.random(in: 0..<letters.count, using: &random)] })
        }
        for _ in 0..<20_000 {
            let keys = text(Int.random(in: 0...12, using: &random))
            let wanted = text(Int.random(in: 1...4, using: &random))
            #expect(try LegacyMeetingSearch.SoundKeys.keys(keys).contain(wanted) == keys.contains(wanted))
        }
        #expect(try LegacyMeetingSearch.SoundKeys.keys("ÄSRNT").contain("SRNT"))
    }

    @Test func aPatchedIndexIsTheIndexBuiltAnew() async throws {
        try await LocalServer.withRunning(.init(mode: .legacy)) { server in
            let catalog = try await server.store.catalog()
            var patched = catalog.legacySearchIndex
            var random = SplitMix64(seed: 7)
            let removed = catalog.meetings.filter { _ in Int.random(in: 0..<4, using: &random) == 0 }
            for meeting in removed { patched.remove(meeting) }
            let removedIDs = Set(removed.map(\.id))
            let kept = catalog.meetings.filter { !removedIDs.contains($0.id) }
            let formats = catalog.formatsByID(language: LegacyMeetingSearch.serverLanguage)
            #expect(
                patched
                    == LegacySearchIndex(meetings: kept, serviceBodies: catalog.serviceBodies, formats: formats)
            )
            for meeting in removed.reversed() { patched.insert(meeting) }
            #expect(patched == catalog.legacySearchIndex)
            // A meeting replaced by another version of itself: the old one out, the new one in.
            let old = try #require(catalog.meetings.first { $0.weekday != nil && !$0.formatIDs.isEmpty })
            var row = old.row
            row.serviceBodyID = old.serviceBodyID + 1
            row.weekday = 6 - (old.weekday ?? 0)
            row.formats = "1,2"
            row.language = "de"
            row.longitude = -70.5
            row.latitude = 41.25
            let new = Catalog.Meeting(row, data: ["meeting_name": "Serenity Now"], storage: LegacyStorageRules())
            patched.remove(old)
            patched.insert(new)
            let replaced = catalog.meetings.map { $0.id == old.id ? new : $0 }
            #expect(
                patched
                    == LegacySearchIndex(meetings: replaced, serviceBodies: catalog.serviceBodies, formats: formats)
            )
        }
    }
}

/// Random `GetSearchResults` queries over every criterion of 2.16.6's search, drawn from the sample's own values.
struct SearchGenerator {
    let catalog: Catalog
    /// The catalog's meetings, in an array to pick from.
    let meetings: [Catalog.Meeting]
    var random: SplitMix64
    let words: [String]
    let towns: [String]

    init(catalog: Catalog, seed: UInt64) {
        self.catalog = catalog
        meetings = Array(catalog.meetings)
        random = SplitMix64(seed: seed)
        var words = Set<String>()
        var towns = Set<String>()
        for meeting in catalog.meetings.prefix(400) {
            for value in meeting.data.values {
                for word in value.split(separator: " ") where word.count > 2 { words.insert(String(word)) }
            }
            if let town = meeting.data["location_municipality"] { towns.insert(town) }
        }
        self.words = words.sorted()
        self.towns = towns.sorted()
    }

    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    mutating func list(_ name: String, _ values: [String]) -> [String] {
        if values.count == 1, chance(50) { return ["\(name)=\(values[0])"] }
        return values.map { "\(name)%5B%5D=\($0)" }
    }

    mutating func signed(_ values: [Int], negative: Int = 20) -> [String] {
        let count = Int.random(in: 1...3, using: &random)
        return (0..<count).map { _ in
            let value = pick(values)
            return chance(negative) ? "-\(value)" : "\(value)"
        }
    }

    mutating func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }

    mutating func next() -> String {
        var parts = ["switcher=GetSearchResults"]
        if chance(5) {
            let ids = (0..<Int.random(in: 1...4, using: &random)).map { _ in String(pick(meetings).id) }
            parts += chance(50) ? list("meeting_ids", ids) : ["SearchString=" + ids.joined(separator: ",")]
        }
        if chance(30) { parts += list("weekdays", signed(Array(0...8))) }
        if chance(25) {
            parts += list("services", signed(catalog.serviceBodies.map(\.id) + [999]))
            if chance(50) { parts.append("recursive=1") }
        }
        if chance(25) {
            parts += list("formats", signed(catalog.formats.map(\.sharedID).filter { $0 < 60 } + [0]))
            if chance(40) { parts.append("formats_comparison_operator=OR") }
        }
        if chance(10) { parts += list("venue_types", signed([1, 2, 3, 4])) }
        if chance(8) { parts += list("langs", [pick(["en", "-en", "de", "es"])]) }
        if chance(8) { parts.append("advanced_published=\(pick(["-1", "0", "1", "2"]))") }
        if chance(10) { parts.append("StartsAfterH=\(Int.random(in: 0...23, using: &random))") }
        if chance(8) { parts.append("StartsBeforeH=\(Int.random(in: 0...23, using: &random))") }
        if chance(5) { parts.append("EndsBeforeH=\(Int.random(in: 0...23, using: &random))") }
        if chance(5) { parts.append("MinDurationH=\(Int.random(in: 0...2, using: &random))") }
        if chance(5) { parts.append("MaxDurationH=\(Int.random(in: 0...2, using: &random))") }
        if chance(40) { parts += geography() }
        if chance(40) { parts += text() }
        if chance(10) {
            parts.append("meeting_key=\(pick(["location_municipality", "location_city_subsection", "meeting_name"]))")
            parts.append("meeting_key_value=" + encoded(pick(towns + words)))
            if chance(30) { parts.append("meeting_key_contains=1") }
            if chance(30) { parts.append("meeting_key_match_case=1") }
        }
        if chance(25) { parts += sort() }
        if chance(10) {
            parts.append("page_size=\(pick(["1", "5", "20", "abc", "0"]))")
            parts.append("page_num=\(Int.random(in: 1...4, using: &random))")
        }
        if chance(5) { parts.append("lang_enum=\(pick(["de", "es", "fr", "xx"]))") }
        return parts.joined(separator: "&")
    }

    mutating func geography() -> [String] {
        var parts: [String] = []
        let meeting = pick(meetings)
        let latitude = (meeting.latitude ?? 40.7) + Double.random(in: -0.05...0.05, using: &random)
        let longitude = (meeting.longitude ?? -74) + Double.random(in: -0.05...0.05, using: &random)
        if chance(95) { parts.append("lat_val=\(latitude)") }
        if chance(95) { parts.append("long_val=\(longitude)") }
        let width =
            chance(30)
            ? "-\(Int.random(in: 1...40, using: &random))"
            : pick(["0.5", "1", "2", "5", "10", "25", "abc", "0", "-0", "1e3", "-abc", ""])
        parts.append((chance(70) ? "geo_width=" : "geo_width_km=") + width)
        if chance(30) { parts.append("sort_results_by_distance=\(pick(["1", "0"]))") }
        return parts
    }

    mutating func text() -> [String] {
        var text = pick(words)
        if chance(30) { text += " " + pick(words) }
        if chance(5) { text = pick(["Serenity", "a", "NA", "st", "   ", "12 Steps", "Ünïcode", "0", "Meeting Place"]) }
        if chance(10) { text = String(text.prefix(Int.random(in: 1...4, using: &random))) }
        var parts = ["SearchString=" + encoded(text)]
        if chance(15) { parts.append("SearchStringAll=1") }
        if chance(15) { parts.append("SearchStringExact=1") }
        if chance(5) { parts.append("StringSearchIsAnAddress=1") }
        return parts
    }

    mutating func sort() -> [String] {
        if chance(50) {
            let keys = [
                "weekday_tinyint", "start_time", "location_municipality", "location_city_subsection", "id_bigint",
                "meeting_name", "lang_enum", "duration_time", "longitude", "desc", "location_neighborhood",
            ]
            return [
                "sort_keys="
                    + (0..<Int.random(in: 1...3, using: &random)).map { _ in pick(keys) }.joined(separator: ",")
            ]
        }
        var parts = ["sort_key=\(pick(["weekday", "time", "town", "state", "weekday_state", "xx"]))"]
        if chance(50) { parts.append("sort_dir=\(pick(["desc", "asc"]))") }
        return parts
    }
}
