extension Meeting {
    /// A part of a meeting a search can be limited to (see ``MeetingQuery/selection``): one of the parts the library
    /// models, which stands for the server keys that fill it, or one server key (``key(_:)``), such as a field the
    /// library does not model.
    ///
    /// A caller names what it shows and the library asks the server for exactly those keys:
    ///
    /// ```swift
    /// let query = MeetingQuery.text("Hicksville").selecting(.name, .weekday, .startTime, .key("zone"))
    /// ```
    ///
    /// Written as text (``description``, `Codable`), a modelled part is its name (`"startTime"`) and a key is itself
    /// (`"zone"`); ``init(_:)`` reads either, a part's name first.
    public struct Field: Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
        let storage: Storage

        enum Storage: Hashable {
            case part(Part)
            case key(String)
        }

        init(_ part: Part) { storage = .part(part) }

        /// The part of this name (``allCases``), or otherwise this server key (``key(_:)``).
        public init(_ text: String) {
            self = Part(name: text).map(Field.init) ?? .key(text)
        }

        /// One server key: `"meeting_name"` alone (where ``name`` is every key of the name, the same one), `"latitude"`
        /// without `"longitude"`, or a key the library does not model, kept in ``Meeting/customFields``.
        public static func key(_ key: String) -> Field { Field(storage: .key(key)) }

        private init(storage: Storage) { self.storage = storage }

        /// The part's name, or the key.
        public var description: String {
            switch storage {
            case .part(let part): return part.name
            case .key(let key): return key
            }
        }

        public init(from decoder: any Decoder) throws {
            self.init(try decoder.singleValueContainer().decode(String.self))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }

        /// The server keys that fill this part, in the order the servers list them.
        public var keys: [String] {
            switch storage {
            case .part(let part): return ReadAPIMeetingField.keysByPart[part] ?? []
            case .key(let key): return [key]
            }
        }

        /// The key of a field made with ``key(_:)``, or `nil` for a modelled part.
        public var key: String? {
            if case .key(let key) = storage { return key }
            return nil
        }

        /// The modelled part this field is or fills, if any.
        var part: Part? {
            switch storage {
            case .part(let part): return part
            case .key(let key): return ReadAPIMeetingField(key: key)?.part
            }
        }

        /// The modelled part a server key fills (``name`` for `meeting_name`), or the part itself.
        @_spi(BMLTInternal) public var modelledPart: Field? { part.map(Field.init) }

        /// Fields in a stable order: the modelled parts in the order of ``allCases``, then keys by name.
        static func ordered(_ fields: Set<Field>) -> [Field] {
            allCases.filter(fields.contains) + fields.compactMap(\.key).sorted().map(Field.key)
        }

        /// The parts the library models, in the order the servers list their keys.
        public static let allCases = Part.allCases.map(Field.init)

        public static let worldID = Field(.worldID)
        /// ``Meeting/serviceBodyID`` and, on 4.x servers, ``Meeting/serviceBodyName``.
        public static let serviceBody = Field(.serviceBody)
        public static let weekday = Field(.weekday)
        public static let venueType = Field(.venueType)
        public static let startTime = Field(.startTime)
        public static let duration = Field(.duration)
        public static let timeZone = Field(.timeZone)
        /// ``Meeting/formatKeys`` and ``Meeting/formatIDs``.
        public static let formats = Field(.formats)
        public static let coordinate = Field(.coordinate)
        public static let name = Field(.name)
        public static let language = Field(.language)
        /// Every text field of ``Meeting/location``.
        public static let location = Field(.location)
        /// ``Meeting/virtualMeetingLink``, ``Meeting/phoneMeetingNumber`` and
        /// ``Meeting/virtualMeetingAdditionalInfo``.
        public static let virtualMeeting = Field(.virtualMeeting)
        public static let comments = Field(.comments)
        /// ``Meeting/trainLines`` and ``Meeting/busLines``.
        public static let transit = Field(.transit)
        public static let contacts = Field(.contacts)
        public static let emailContact = Field(.emailContact)
        public static let adminNotes = Field(.adminNotes)
        public static let published = Field(.published)
        /// ``Meeting/rootServerURI`` and ``Meeting/rootServerID`` (aggregators).
        public static let rootServer = Field(.rootServer)
    }

    /// The parts the library models, a bit each in a set kept as a mask (the read decoder's, which meets one per
    /// value of every meeting and so works on these rather than on ``Field``). The raw value is the bit's place.
    enum Part: Int, CaseIterable {
        case worldID, serviceBody, weekday, venueType, startTime, duration, timeZone, formats, coordinate, name
        case language, location, virtualMeeting, comments, transit, contacts, emailContact, adminNotes, published
        case rootServer

        var bit: UInt32 { 1 << UInt32(rawValue) }

        /// The part's name, as ``Field/description`` gives it.
        var name: String { String(describing: self) }

        init?(name: String) {
            guard let part = Self.byName[name] else { return nil }
            self = part
        }

        private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })
    }
}
