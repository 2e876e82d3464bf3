public import ArgumentParser
public import BMLT

/// `published`, `unpublished` or `all`.
extension MeetingQuery.PublishedFilter: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        guard let filter = Self.allCases.first(where: { $0.defaultValueDescription == argument }) else { return nil }
        self = filter
    }

    /// The words the option takes, for its help and its error message (not the cases' Swift names).
    public static var allValueStrings: [String] { allCases.map(\.defaultValueDescription) }

    public var defaultValueDescription: String {
        switch self {
        case .publishedOnly: return "published"
        case .unpublishedOnly: return "unpublished"
        case .all: return "all"
        }
    }
}

/// `weekday`, `time`, `town`, `state` or `weekday_state`.
extension MeetingQuery.SortPreset: @retroactive ExpressibleByArgument {}

/// `location_municipality=Hicksville` or `location_municipality=Hicksville,Levittown`.
extension MeetingQuery.FieldMatch: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        self.init(key: parts[0], values: CommaList.items(of: parts[1]))
    }

    public var defaultValueDescription: String { key + "=" + values.joined(separator: ",") }
}

/// `csv`, `json`, `ics`, `geojson` or `tsml`.
extension MeetingExporter.FileType: @retroactive ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }

    public var defaultValueDescription: String { rawValue }
}

/// `server` or `meeting-guide`.
extension MeetingExporter.TSMLProfile: @retroactive ExpressibleByArgument {
    public init?(argument: String) { self.init(rawValue: argument.lowercased()) }
}
