public import Foundation

/// Several root servers searched as one: all at once, their meetings merged and de-duplicated, and a server that
/// fails reported beside the others' meetings rather than failing the search.
///
/// ```swift
/// let group = try ServerGroup(rootURLs: [
///     URL(string: "https://bmlt.example.org/main_server")!,
///     URL(string: "https://meetings.example.net/main_server")!,
/// ])
/// let result = try await group.meetings(matching: .near(here, within: .distance(.miles(25))))
/// for failure in result.failures { print("\(failure.rootURL): \(failure.error.reason)") }
/// print(result.meetings.count, "meetings")
/// ```
///
/// An aggregator does the same on its side: one client with ``MeetingQuery/rootServerIDs`` searches the servers it
/// mirrors. ``RootServerEntry`` lists an aggregator's servers, or reads a list file.
public struct ServerGroup: Sendable {
    /// The servers' clients, in the order their meetings are merged.
    public var clients: [BMLTClient]

    public init(_ clients: [BMLTClient]) {
        self.clients = clients
    }

    /// Clients of these root servers, each with `configuration` (its deadline bounds each server's search).
    ///
    /// - Throws: ``BMLTError`` `.invalidURL` or `.insecureURL` for a root URL no client accepts.
    public init(rootURLs: [URL], configuration: BMLTClient.Configuration = BMLTClient.Configuration()) throws {
        self.clients = try rootURLs.map { try BMLTClient(rootURL: $0, configuration: configuration) }
    }

    /// The meetings of every server matching `query`, each server searched at the same time.
    ///
    /// Meetings keep their servers' order, the group's first server first; a meeting that an earlier server listed
    /// too (the same name, weekday, start time and place, see ``Meeting/isSameMeeting(as:)``) is left out. A server's
    /// own meetings are never merged with each other.
    ///
    /// - Parameters:
    ///   - query: the search each server runs.
    ///   - onEachServer: called as each server's search ends, in the order they end, for progress.
    /// - Returns: the meetings, each with ``Meeting/rootServerURI`` naming the server it came from (an aggregator's
    ///   own value where it sent one).
    /// - Throws: only `CancellationError`, when the calling task is cancelled; a server's failure is in
    ///   ``GroupSearchResult/failures``.
    public func meetings(
        matching query: MeetingQuery = MeetingQuery(),
        onEachServer: (ServerSearchOutcome) -> Void = { _ in }
    ) async throws -> GroupSearchResult {
        try await meetings(matching: query, preparedFor: { _, query in query }, onEachServer: onEachServer)
    }

    /// The meetings of every server matching `query` as `prepare` makes it for that server, as
    /// ``meetings(matching:onEachServer:)`` merges them.
    ///
    /// Servers number their formats and service bodies each their own way: `prepare` turns what carries over (a
    /// format's key, say) into the server's ids. A server whose `prepare` throws fails as its search would have.
    ///
    /// ```swift
    /// let open = try await group.meetings(matching: MeetingQuery()) { client, query in
    ///     let formats = try await client.formats(FormatQuery(includesUnused: true))
    ///     return query.with { $0.formats = .only(formats.filter { $0.key == "O" }.map(\.sharedID)) }
    /// }
    /// ```
    public func meetings(
        matching query: MeetingQuery,
        preparedFor prepare: @escaping @Sendable (BMLTClient, MeetingQuery) async throws -> MeetingQuery,
        onEachServer: (ServerSearchOutcome) -> Void = { _ in }
    ) async throws -> GroupSearchResult {
        var outcomes: [ServerSearchOutcome?] = Array(repeating: nil, count: clients.count)
        await withTaskGroup(of: (Int, ServerSearchOutcome).self) { group in
            for (index, client) in clients.enumerated() {
                group.addTask {
                    let result: Result<[Meeting], BMLTError>
                    do {
                        // Each meeting names its server, so that two servers' meetings of one id stay apart.
                        let rootURI = client.rootURL.absoluteString
                        result = .success(
                            try await client.meetings(matching: try await prepare(client, query)).map { meeting in
                                var meeting = meeting
                                meeting.rootServerURI = meeting.rootServerURI ?? rootURI
                                return meeting
                            }
                        )
                    } catch let error as BMLTError {
                        result = .failure(error)
                    } catch {
                        result = .failure(
                            BMLTError(
                                code: .connectionFailed,
                                reason: "The search failed: \(error)",
                                url: client.rootURL,
                                underlyingError: error
                            )
                        )
                    }
                    return (index, ServerSearchOutcome(rootURL: client.rootURL, result: result))
                }
            }
            for await (index, outcome) in group {
                outcomes[index] = outcome
                onEachServer(outcome)
            }
        }
        try Task.checkCancellation()
        return GroupSearchResult(outcomes.compactMap { $0 })
    }
}

/// How one server's part of a ``ServerGroup`` search ended.
public struct ServerSearchOutcome: Sendable {
    public var rootURL: URL
    public var result: Result<[Meeting], BMLTError>
}

/// The merged meetings of a ``ServerGroup`` search, and the servers that failed.
public struct GroupSearchResult: Sendable {
    /// Every server's meetings, each meeting once.
    public var meetings: [Meeting]
    /// The servers that gave no meetings, with why.
    public var failures: [ServerFailure]
    /// How many meetings were left out as copies of one already listed.
    public var duplicatesRemoved: Int

    /// A server's failure in a group search.
    public struct ServerFailure: Sendable {
        public var rootURL: URL
        public var error: BMLTError
    }

    init(_ outcomes: [ServerSearchOutcome]) {
        var seen = Set<Meeting.Identity>()
        var meetings: [Meeting] = []
        var failures: [ServerFailure] = []
        var duplicates = 0
        for outcome in outcomes {
            switch outcome.result {
            case .success(let found):
                // A server's own meetings all stay: two records of one server are two meetings to it.
                let identities = found.map(\.identity)
                for (meeting, identity) in zip(found, identities) {
                    if seen.contains(identity) { duplicates += 1 } else { meetings.append(meeting) }
                }
                seen.formUnion(identities)
            case .failure(let error):
                failures.append(ServerFailure(rootURL: outcome.rootURL, error: error))
            }
        }
        self.meetings = meetings
        self.failures = failures
        self.duplicatesRemoved = duplicates
    }
}

extension Meeting {
    /// Whether two servers list the same meeting: the same group name, weekday, start time and place.
    ///
    /// Names and addresses are compared without case, accents, punctuation or spacing; places by coordinates
    /// rounded to about 100 metres, or by street and town for meetings without coordinates.
    public func isSameMeeting(as other: Meeting) -> Bool { identity == other.identity }

    /// What ``isSameMeeting(as:)`` compares.
    struct Identity: Hashable {
        var name: String
        var weekday: Weekday?
        var startTime: LocalTime?
        var place: String
    }

    var identity: Identity {
        let place =
            coordinate.map { String(format: "%.3f,%.3f", $0.latitude, $0.longitude) }
            ?? Self.folded(
                [location.street, location.municipality ?? location.citySubsection].compactMap { $0 }
                    .joined(separator: " ")
            )
        return Identity(name: Self.folded(name), weekday: weekday, startTime: startTime, place: place)
    }

    /// Lower-case letters and digits only, without accents.
    private static func folded(_ text: String) -> String {
        String(
            text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).unicodeScalars
                .filter { CharacterSet.alphanumerics.contains($0) }
                .map(Character.init)
        )
    }
}
