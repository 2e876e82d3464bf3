import Foundation

// 2.16.6's searches in PHP after the query: `c_comdef_meetings::GetMeetingsByString` (SearchString) and
// `GetMeetingsByKeyValue` (meeting_key). Both compare "sounds like" keys (`SplitIntoMetaphone`) in the server's
// language; the local server's is English.
extension LegacyMeetingSearch {
    static let serverLanguage = "en"

    /// `GetMeetingsByString`: a meeting whose text, in metaphone keys, holds the search's keys one after another; or
    /// with `SearchStringExact`, one field that holds every word (with `SearchStringAll`; without it, none).
    func matchingText(_ hits: [Hit], _ search: LegacySearchCriteria.TextSearch) throws(Fatal) -> [Hit] {
        let text = Self.folded(search.text)
        let sources = TextSources(self)
        if search.isLiteral {
            guard search.requiresAllWords else { return [] }
            let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            return hits.filter { hit in
                sources.all(hit.meeting).contains { field in
                    let folded = Self.folded(field)
                    return words.allSatisfy { folded.contains($0) || $0.isEmpty }
                }
            }
        }
        guard let keys = PHPMetaphone.splitIntoMetaphone(text, language: Self.serverLanguage) else { throw Fatal() }
        let wanted = keys.joined(separator: " ")
        var shared = SharedSoundKeys(sources)
        var result: [Hit] = []
        for hit in hits {
            let meeting = hit.meeting
            var found = try shared.contain(wanted, meeting)
            if !found {
                for (key, keys) in meeting.searchText.soundKeys where !sources.hiddenKeys.contains(key) {
                    if try keys.contain(wanted) {
                        found = true
                        break
                    }
                }
            }
            if found { result.append(hit) }
        }
        return result
    }

    /// The ids of the meetings a "sounds like" search may keep or fail on, from the snapshot's index: those with a
    /// data value, a service body name, a format or a language name whose keys may hold the search's keys, or whose
    /// keys are `null`, and those whose weekday's letter sounds alike; `nil` where the index cannot tell (a literal
    /// search, keys that are empty or `null`), and every meeting may be.
    func textCandidates(_ search: LegacySearchCriteria.TextSearch) -> Set<Int>? {
        let index = catalog.legacySearchIndex
        guard index.isBuilt, !search.isLiteral,
            let keys = PHPMetaphone.splitIntoMetaphone(Self.folded(search.text), language: Self.serverLanguage)
        else { return nil }
        let wanted = keys.joined(separator: " ")
        let pieces = wanted.split(separator: " ")
        guard !pieces.isEmpty, !wanted.utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
        var lists: [LegacySearchIndex.MeetingList] = []
        for id in index.bodyWords.keys(holdingAll: pieces) { lists.append(index.byServiceBody[id] ?? .init()) }
        for id in index.formatWords.keys(holdingAll: pieces) { lists.append(index.byFormat[id] ?? .init()) }
        for (code, keys) in Self.languageNameSoundKeys where (try? keys.contain(wanted)) ?? true {
            lists.append(index.byLanguage[code] ?? .init())
        }
        let letters = TextSources.titleLetters(language: parameters.string("lang_enum"))
        for (weekday, list) in index.byWeekday {
            // (A weekday so big that the next day overflows fails where the search reads it.)
            let (offset, overflows) = (weekday ?? 0).addingReportingOverflow(1)
            if overflows
                || letters.indices.contains(offset) && (try? Self.soundKeys(letters[offset]).contain(wanted)) ?? true
            {
                lists.append(list)
            }
        }
        var ids = index.dataWords.keys(holdingAll: pieces)
        for list in lists { ids.formUnion(list.meetings.lazy.map(\.id)) }
        return ids
    }

    /// The sound keys of the languages' names, by code (the first name of a code, as the search finds it).
    static let languageNameSoundKeys: [String: SoundKeys] = Dictionary(
        Catalog.legacyLanguages.map { ($0.code, soundKeys($0.name)) },
        uniquingKeysWith: { first, _ in first }
    )

    /// The sound keys of ``TextSources/shared(_:)``'s texts, which repeat from meeting to meeting: the service bodies'
    /// and formats' from the snapshot's index, the weekdays' letters' made once per search.
    struct SharedSoundKeys {
        let sources: TextSources
        private var bodies: [Int: SoundKeys]
        private var formats: [Int: SoundKeys]
        /// By offset into ``TextSources/titleLetters``.
        private var letters: [SoundKeys?]

        init(_ sources: TextSources) {
            self.sources = sources
            bodies = sources.catalog.legacySearchIndex.bodySoundKeys
            formats = sources.catalog.legacySearchIndex.formatSoundKeys
            letters = Array(repeating: nil, count: sources.titleLetters.count)
        }

        /// Whether the keys of one of the meeting's shared texts hold the search's, read in the search's order (a
        /// `null` read before one that holds them fails the search).
        mutating func contain(_ wanted: String, _ meeting: Catalog.Meeting) throws(Fatal) -> Bool {
            try sources.containsShared(meeting) { (text: SharedText) throws(Fatal) -> Bool in
                try keys(of: text).contain(wanted)
            }
        }

        private mutating func keys(of text: SharedText) -> SoundKeys {
            // Looked up before any slot is written: writing one copies the index's table into this search's.
            switch text {
            case .serviceBody(let id):
                if let keys = bodies[id] { return keys }
                let keys = made(text)
                bodies[id] = keys
                return keys
            case .language(let code, _): return LegacyMeetingSearch.languageNameSoundKeys[code] ?? .skipped
            case .weekdayLetter(let offset):
                if let keys = letters[offset] { return keys }
                let keys = made(text)
                letters[offset] = keys
                return keys
            case .format(let id, _):
                if let keys = formats[id] { return keys }
                let keys = made(text)
                formats[id] = keys
                return keys
            }
        }

        private func made(_ text: SharedText) -> SoundKeys { LegacyMeetingSearch.soundKeys(sources.text(of: text)) }
    }

    /// A text of a meeting's that is not its own data.
    enum SharedText {
        case serviceBody(Int)
        case language(code: String, name: String)
        /// An offset into ``TextSources/titleLetters``.
        case weekdayLetter(Int)
        case format(Int, Catalog.Format)
    }

    /// The metaphone keys of a text the search reads: none for a text PHP reads as false once trimmed (it is
    /// skipped), `null` where `SplitIntoMetaphone` gives it (an error when compared), otherwise the keys joined.
    enum SoundKeys: Sendable, Equatable {
        case skipped
        case null
        case keys(String)

        /// Whether the keys hold the search's, one after another; comparing `null` is the server's TypeError.
        func contain(_ wanted: String) throws(Fatal) -> Bool {
            switch self {
            case .skipped: return false
            case .null: throw Fatal()
            case .keys(let keys): return wanted.isEmpty || Self.bytes(of: keys, contain: wanted)
            }
        }

        /// `keys.contains(wanted)`, by bytes where both are printable ASCII (as metaphone keys are), which is what
        /// Foundation's search finds there, without its conversion to UTF-16.
        private static func bytes(of keys: String, contain wanted: String) -> Bool {
            var haystack = keys
            var needle = wanted
            let found = haystack.withUTF8 { haystack in needle.withUTF8 { printable(haystack, contains: $0) } }
            return found ?? keys.contains(wanted)
        }

        /// Whether `haystack` holds `needle`; `nil` unless both are printable ASCII.
        private static func printable(
            _ haystack: UnsafeBufferPointer<UInt8>,
            contains needle: UnsafeBufferPointer<UInt8>
        ) -> Bool? {
            let isPrintable = { (byte: UInt8) in (0x20...0x7E).contains(byte) }
            guard haystack.allSatisfy(isPrintable), needle.allSatisfy(isPrintable) else { return nil }
            guard needle.count <= haystack.count else { return false }
            for start in 0...(haystack.count - needle.count)
            where haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle) {
                return true
            }
            return false
        }
    }

    /// A text's ``SoundKeys``, from its lowercased, trimmed, space-collapsed form.
    static func soundKeys(_ text: String) -> SoundKeys {
        let folded = folded(text)
        guard PHPText.isTruthy(folded) else { return .skipped }
        guard let keys = PHPMetaphone.splitIntoMetaphone(folded, language: serverLanguage) else { return .null }
        return .keys(keys.joined(separator: " "))
    }

    /// What the text search reads of each meeting, with what every meeting shares looked up once per search.
    struct TextSources {
        let catalog: Catalog
        let formats: [Int: Catalog.Format]
        /// The keys of the fields only administrators see (`visibility` 1).
        let hiddenKeys: Set<String>
        /// Each byte of the words "Server Administrator" in the strings' language (`lang_enum`), into which 2.16.6
        /// reads a weekday's number (1–7) as an offset.
        let titleLetters: [String]

        init(_ search: LegacyMeetingSearch) {
            catalog = search.catalog
            formats = catalog.formatsByID(language: LegacyMeetingSearch.serverLanguage)
            hiddenKeys = Set(catalog.templates.filter { $0.visibility == 1 }.map(\.key))
            titleLetters = Self.titleLetters(language: search.parameters.string("lang_enum"))
        }

        /// Each byte of the words "Server Administrator" in a language (the server's without one).
        static func titleLetters(language: String?) -> [String] {
            let language = language ?? LegacyMeetingSearch.serverLanguage
            return (LegacyMeetingSearch.administratorTitles[language] ?? "").utf8.map {
                String(decoding: [$0], as: UTF8.self)
            }
        }

        /// The texts besides the meeting's data: its service body's name, its language's name, its weekday's letter,
        /// and the name and description of each of its formats.
        func shared(_ meeting: Catalog.Meeting) -> [String] {
            var texts: [String] = []
            containsShared(meeting) { (shared: SharedText) -> Bool in
                texts.append(text(of: shared))
                return false
            }
            return texts
        }

        /// Whether `holds` is true of one of ``shared(_:)``'s texts, each asked in turn.
        @discardableResult
        func containsShared<Failure>(
            _ meeting: Catalog.Meeting,
            _ holds: (SharedText) throws(Failure) -> Bool
        ) throws(Failure) -> Bool {
            if try holds(.serviceBody(meeting.serviceBodyID)) { return true }
            if let name = Catalog.legacyLanguages.first(where: { $0.code == meeting.language })?.name,
                try holds(.language(code: meeting.language, name: name))
            {
                return true
            }
            let offset = (meeting.weekday ?? 0) + 1
            if titleLetters.indices.contains(offset), try holds(.weekdayLetter(offset)) { return true }
            for id in meeting.formatIDs {
                if let format = formats[id], try holds(.format(id, format)) { return true }
            }
            return false
        }

        func text(of shared: SharedText) -> String {
            switch shared {
            case .serviceBody(let id): return catalog.serviceBody(id: id)?.name ?? String(id)
            case .language(_, let name): return name
            case .weekdayLetter(let offset): return titleLetters[offset]
            case .format(_, let format): return LegacySearchIndex.text(of: format)
            }
        }

        /// ``shared(_:)`` and every data value a visitor may see, those of keys no template has included.
        func all(_ meeting: Catalog.Meeting) -> [String] {
            shared(meeting) + meeting.data.filter { !hiddenKeys.contains($0.key) && !$0.value.isEmpty }.map(\.value)
        }
    }

    /// `user_editor_account_type_1` of each language's strings.
    static let administratorTitles = [
        "en": "Server Administrator", "de": "Server Administrator", "dk": "Server Administrator",
        "es": "Administrador de Servicio", "fa": "Server Administrator", "fr": "Administrateur du serveur",
        "it": "Amministratore del server", "pl": "Administrator serwera", "pt": "Administrador do servidor",
        "ru": "Администраторский сервер", "sv": "Server Administratör",
    ]

    /// A text as the search compares it: trimmed, lowercased (`mb_strtolower`), its runs of white space one space.
    static func folded(_ text: String) -> String {
        collapsed(PHPMetaphone.lowercased(PHPText.trim(text)))
    }

    /// `preg_replace('|\s+|', ' ', …)`: runs of ASCII white space as one space.
    static func collapsed(_ text: String) -> String {
        var result = ""
        var inSpace = false
        for scalar in text.unicodeScalars {
            if [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"].contains(scalar) {
                if !inSpace { result.append(" ") }
                inSpace = true
            } else {
                result.unicodeScalars.append(scalar)
                inSpace = false
            }
        }
        return result
    }

    /// `GetMeetingsByKeyValue`: a meeting whose value of one of the keys is the value (or holds it, with
    /// `meeting_key_contains`), ignoring case unless `meeting_key_match_case`; without matching case, also one whose
    /// value sounds alike by the server's peculiar rule.
    func matchingKeyValue(_ hits: [Hit], _ search: LegacySearchCriteria.KeyValue) throws(Fatal) -> [Hit] {
        // A list of values is a PHP array, which `mb_strtolower` refuses up front, and `trim` or `preg_quote` (when
        // case matters) at the first meeting that has one of the keys: a TypeError either way, so several values
        // are 2.16.6's 500.
        if search.valueIsList {
            let reachesAValue = hits.contains { hit in search.keys.contains { keyValue(hit.meeting, $0) != nil } }
            if !search.matchesCase || reachesAValue { throw Fatal() }
        }
        let wanted = search.matchesCase ? (search.value ?? "") : PHPMetaphone.lowercased(search.value ?? "")
        var result: [Hit] = []
        var seen = Set<Int>()
        for hit in hits {
            for key in search.keys {
                guard var value = keyValue(hit.meeting, key) else { continue }
                if !search.matchesCase { value = PHPMetaphone.lowercased(value) }
                var matches =
                    search.contains
                    ? (wanted.isEmpty || value.contains(wanted))
                    : PHPText.trim(wanted).utf8.elementsEqual(PHPText.trim(value).utf8)
                if !matches, !search.matchesCase {
                    matches = try soundsAlike(wanted, value, contains: search.contains)
                }
                if matches, seen.insert(hit.meeting.id).inserted { result.append(hit) }
            }
        }
        return result
    }

    /// A value as `GetMeetingsByKeyValue` reads it: `strval` of the meeting's data, `"Array"` for its formats.
    private func keyValue(_ meeting: Catalog.Meeting, _ key: String) -> String? {
        if MeetingColumn(name: key) == .formats { return meeting.formats == nil ? nil : "Array" }
        return Self.value(meeting, key)
    }

    /// The metaphone fallback: each key of the value asked for is looked for among the meeting's value's keys with
    /// `array_search` in an `if`, so one found first counts as not found.
    private func soundsAlike(_ wanted: String, _ value: String, contains: Bool) throws(Fatal) -> Bool {
        let asked = PHPMetaphone.splitIntoMetaphone(wanted, language: Self.serverLanguage) ?? []
        guard !asked.isEmpty else { return false }
        guard let held = PHPMetaphone.splitIntoMetaphone(value, language: Self.serverLanguage) else { throw Fatal() }
        var found = false
        for key in asked {
            let index = held.firstIndex { PHPText.looselyEqual($0, key) }
            if let index, index > 0 {
                found = true
                if contains { break }
            } else {
                found = false
                if !contains { break }
            }
        }
        return found
    }
}
