import Foundation

/// Where the real 4.x peer (bmlt-server 4.1.1-beta2, the last tag that runs on PHP 8.2) and the local server (which
/// answers as 4.2.7) differ by version, each with the change in bmlt-server's history that makes the difference
/// (`git log 4.1.1-beta2..4.2.7`). Comparisons leave these out; everything else must agree.
public enum VersionDifferences {
    /// One expected difference: where, and why.
    public struct Difference: Sendable {
        public let switcher: String
        public let keys: [String]
        public let reason: String
    }

    public static let all: [Difference] = [
        Difference(
            switcher: "GetServerInfo",
            keys: ["version", "versionInt", "commit"],
            reason: "The release itself: 4.2.7 is tag 4.2.7; the local server names no bmlt-server commit."
        ),
        Difference(
            switcher: "GetServerInfo",
            keys: ["dbVersion"],
            reason: """
                The last migration: 4.2.1's 2026_04_18_000000_clean_orphaned_format_ids_rerun (8bb5e058, "re-run \
                orphaned format ID cleanup migration for 4.2.1 fix") after 4.1.1-beta2's \
                2026_01_03_162404_update_meetings_email_contact_to_nullable.
                """
        ),
    ]

    /// Queries whose whole answers may differ, each with the change that makes them differ.
    public static let queries: [(matches: @Sendable (String) -> Bool, reason: String)] = [
        (
            { query in
                query.contains("SearchString=")
                    && (query.contains("geo_width=-") || query.contains("geo_width_km=-"))
            },
            """
            A text search with an automatic radius: 4.1.1-beta2 counts the meetings within each trial radius in a \
            derived table where MariaDB's MATCH() in a correlated subquery drops rows, so it picks a larger radius; \
            4.2.6's 3f035413 ("Pj/fix mysql fulltext search", #1520) makes the text match uncorrelated.
            """
        ),
        (
            { query in query.contains("data_field_key=") && query.contains("service_body_name") },
            """
            service_body_name as a data_field_key: 4.2.5's 28685398 ("allow service_body_name as a data_field_key") \
            adds it to the keys a search may select.
            """
        ),
    ]

    /// Why a `client_interface` query's answer may differ between the versions, or `nil` when it may not.
    public static func reason(forQuery query: String) -> String? {
        queries.first { $0.matches(query) }?.reason
    }

    /// The keys of a `client_interface` answer to `query` that may differ.
    public static func keys(ofQuery query: String) -> Set<String> {
        let switcher = URLComponents(string: "http://x/?" + query)?.queryItems?.first { $0.name == "switcher" }?.value
        return Set(all.filter { $0.switcher == switcher }.flatMap(\.keys))
    }

    /// Both answers without the keys that may differ (in every object of a list).
    public static func removed(_ keys: Set<String>, from json: Any) -> Any {
        guard !keys.isEmpty else { return json }
        if var object = json as? [String: Any] {
            for key in keys { object[key] = nil }
            return object
        }
        if let list = json as? [Any] { return list.map { removed(keys, from: $0) } }
        return json
    }

    /// `serverInfo.xml` with its version read as the local server's.
    public static func serverInfoXML(_ text: String, version: String) -> String {
        guard let start = text.range(of: "<readableString>"), let end = text.range(of: "</readableString>") else {
            return text
        }
        return text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: version)
    }
}
