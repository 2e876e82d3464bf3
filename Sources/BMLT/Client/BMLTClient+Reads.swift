import Foundation
import HTTPTypes
import Logging

// Every read call of the semantic interface (`client_interface/…`).
extension BMLTClient {
    /// What the server says about itself (`GetServerInfo`).
    ///
    /// - Throws: ``BMLTError``; `.notBMLTServer` when the address answers, but not as a BMLT server.
    public func serverInfo() async throws -> ServerInfo {
        do {
            let info = try ServerInfo.readAPI(try await readJSON(switcher: "GetServerInfo", keptAs: .directory))
            knownServerFacts.learn(info)
            return info
        } catch let error as BMLTError
            where [.unexpectedContent, .invalidJSON, .unexpectedShape, .serverMessage].contains(error.code)
            || error.httpStatus == 404
        {
            throw BMLTError(
                code: .notBMLTServer,
                reason:
                    "\(rootURL.absoluteString) does not answer GetServerInfo as a BMLT root server does. \(error.reason)",
                url: error.url,
                httpStatus: error.httpStatus,
                serverMessage: error.serverMessage,
                bodyPrefix: error.bodyPrefix,
                underlyingError: error
            )
        }
    }

    /// What the server can do, from its version and settings (one `GetServerInfo` call).
    public func capabilities() async throws -> ServerCapabilities {
        ServerCapabilities(try await serverInfo())
    }

    /// The server's version from `client_interface/serverInfo.xml`, which every server version answers.
    public func serverVersion() async throws -> ServerVersion {
        let url = URL(string: rootURL.absoluteString + "/client_interface/serverInfo.xml")!
        let response = try await send(TransportRequest(url: url))
        let text = String(decoding: response.body, as: UTF8.self)
        guard let start = text.range(of: "<readableString>"), let end = text.range(of: "</readableString>"),
            start.upperBound <= end.lowerBound,
            let version = ServerVersion(String(text[start.upperBound..<end.lowerBound]))
        else {
            throw BMLTError(
                code: .notBMLTServer,
                reason: "serverInfo.xml holds no <readableString> version.",
                url: url,
                httpStatus: response.status.code,
                bodyPrefix: BMLTError.prefix(of: response.body)
            )
        }
        return version
    }

    /// The languages the server offers, with names.
    ///
    /// 3.x+ servers list language codes in `GetServerInfo`; names then come from the system. 2.x servers answer
    /// `GetLangs.php` with their own names, which is used when the server is older than 3.0.
    public func languages() async throws -> [Language] {
        let info = try await serverInfo()
        guard info.version.major < 3 else { return info.languages }
        let url = URL(string: rootURL.absoluteString + "/client_interface/json/GetLangs.php")!
        do {
            let response = try await send(TransportRequest(url: url))
            let languages = try Language.getLangsList(try ResponseBody.json(response, url: url))
            return languages.isEmpty ? info.languages : languages
        } catch let error as BMLTError {
            configuration.logger.debug("GetLangs.php failed; using GetServerInfo", metadata: ["error": "\(error.code)"])
            return info.languages
        }
    }

    /// Service bodies (`GetServiceBodies`), in the server's order.
    public func serviceBodies(_ query: ServiceBodyQuery = ServiceBodyQuery()) async throws -> [ServiceBody] {
        try ServiceBody.readAPIList(
            try await readJSON(switcher: "GetServiceBodies", parameters: query.parameters, keptAs: .directory)
        )
    }

    /// Service bodies arranged as a tree.
    public func serviceBodyTree(_ query: ServiceBodyQuery = ServiceBodyQuery()) async throws -> ServiceBodyTree {
        ServiceBodyTree(try await serviceBodies(query))
    }

    /// Formats (`GetFormats`): by default those used by any meeting, in the server's language.
    public func formats(_ query: FormatQuery = FormatQuery()) async throws -> [Format] {
        try Format.readAPIList(
            try await readJSON(switcher: "GetFormats", parameters: query.parameters, keptAs: .directory)
        )
    }

    /// The meetings matching a query (`GetSearchResults`).
    ///
    /// From a 2.x server, whose `json.php` leaves a meeting's stored venue type as it was when its formats change,
    /// each meeting's ``Meeting/venueType`` is read from its venue formats as the server's own administration screen
    /// writes it (``VenueType/writtenByLegacyServers(forFormatKeys:)``), and ``MeetingQuery/venueTypes`` is filtered
    /// by that; once the client knows the server's version, which a query with venue types asks for.
    ///
    /// - Throws: ``BMLTError`` `.invalidQuery` for a query no server can use (see ``MeetingQuery/validate()``);
    ///   `.filterRequired` for a query an aggregator answers with no meetings on purpose (one that names no location,
    ///   address, service bodies, root servers, meeting ids, formats, field match or page): before sending once the
    ///   client has read the server's information, else on the aggregator's empty answer;
    ///   `.unsupported` for a page of a venue-type search on a 2.x server.
    public func meetings(matching query: MeetingQuery = MeetingQuery()) async throws -> [Meeting] {
        let (url, venueTypes) = try await searchPlan(query.with { $0.content = .meetings })
        let meetings = try await read(url, keptAs: .search) { try Meeting.searchResultsList($0, url: url) }
        if meetings.isEmpty { try await refuseAggregatorsEmptyAnswer(to: query) }
        return venueTypes?.meetings(meetings) ?? meetings
    }

    /// The meetings matching a query, one by one as the answer arrives.
    ///
    /// Use it for large answers (a whole region, an aggregator's worldwide list) that need not be kept: memory stays
    /// at about one meeting and one network chunk, and the first meeting is ready before the answer has ended.
    ///
    /// ```swift
    /// for try await meeting in client.meetingStream(matching: MeetingQuery()) {
    ///     print(meeting.name)
    /// }
    /// ```
    ///
    /// Retries and the deadline apply until the answer starts; after that, a failure ends the sequence with an
    /// error. Streaming needs a transport that reads as the body is consumed (``HTTPTransport/stream(_:)``); other
    /// transports deliver the same meetings after the whole answer has arrived.
    ///
    /// - Throws: the errors of ``meetings(matching:)``, from the sequence's iterator.
    public func meetingStream(matching query: MeetingQuery = MeetingQuery()) -> MeetingStream {
        MeetingStream(client: self, query: query)
    }

    /// The meetings matching a query, with the formats they use (`get_used_formats`).
    public func searchResults(matching query: MeetingQuery) async throws -> SearchResults {
        let (url, venueTypes) = try await searchPlan(query.with { $0.content = .meetingsAndFormats })
        var results = try await read(url, keptAs: .search) { try SearchResults.readAPI($0, url: url) }
        if results.meetings.isEmpty { try await refuseAggregatorsEmptyAnswer(to: query) }
        if let venueTypes {
            results.meetings = venueTypes.meetings(results.meetings)
            // The formats of the meetings kept, as the server lists those of the meetings it found.
            if !venueTypes.wanted.isEmpty {
                let used = Set(results.meetings.flatMap(\.formatIDs))
                results.formats = results.formats.filter { used.contains($0.sharedID) }
            }
        }
        return results
    }

    /// Only the formats the meetings matching a query use (`get_formats_only`).
    public func formats(usedBy query: MeetingQuery) async throws -> [Format] {
        // A 2.x server's venue types are the client's to filter by: the formats of the meetings it keeps.
        if let venueTypes = try await LegacyVenueTypes.plan(for: query, on: self), !venueTypes.wanted.isEmpty {
            return try await searchResults(matching: query).formats
        }
        return try SearchResults.readAPIFormatsOnly(try await search(query.with { $0.content = .formatsOnly }))
    }

    /// The meetings matching a query in the TSML shape (`client_interface/tsml/`, 4.0+ servers).
    public func tsmlMeetings(matching query: MeetingQuery = MeetingQuery()) async throws -> [TSMLMeeting] {
        try query.validate()
        let url = readURL(format: "tsml", switcher: "GetSearchResults", parameters: try await parameters(of: query))
        return try await read(url, keptAs: .search) { try TSMLMeeting.readAPIList(try ResponseBody.json($0, url: url)) }
    }

    /// Pages of the meetings matching a query, fetched one after another as they are consumed.
    ///
    /// Servers report no total, so the sequence ends at the first page with fewer than `pageSize` meetings.
    ///
    /// ```swift
    /// for try await page in client.meetingPages(matching: MeetingQuery(), pageSize: 200) {
    ///     print(page.count)
    /// }
    /// ```
    public func meetingPages(matching query: MeetingQuery = MeetingQuery(), pageSize: Int = 100) -> MeetingPages {
        MeetingPages(client: self, query: query, pageSize: pageSize)
    }

    /// Change records of meetings (`GetChanges`), newest first, their texts as the server stores them (2.x servers
    /// send some as HTML, which is decoded: the server's version tells).
    public func changes(_ query: ChangeQuery = ChangeQuery()) async throws -> [Change] {
        let json = try await readJSON(switcher: "GetChanges", parameters: query.parameters)
        // One cached `GetServerInfo` per client; a server that does not answer it is read as 2.x was before.
        let version = try? await serverInfo().version
        return try Change.readAPIList(json, textIsHTML: (version?.major ?? 2) < 3)
    }

    /// The meeting fields the server knows, with their prompts (`GetFieldKeys`).
    public func fieldKeys() async throws -> [FieldKey] {
        try FieldKey.readAPIList(try await readJSON(switcher: "GetFieldKeys"))
    }

    /// The distinct values of a field across published meetings (`GetFieldValues`).
    ///
    /// - Parameters:
    ///   - key: a key from ``fieldKeys()``.
    ///   - specificFormats: for `formats`, only these format shared ids.
    ///   - allFormats: with `specificFormats`, only meetings having all of them.
    public func fieldValues(
        for key: String,
        specificFormats: [Int] = [],
        allFormats: Bool = false
    ) async throws -> [FieldValue] {
        guard !key.trimmingWhitespace.isEmpty else {
            throw BMLTError(code: .invalidQuery, reason: "GetFieldValues needs a field key.")
        }
        var parameters = QueryParameters([("meeting_key", key)])
        if !specificFormats.isEmpty {
            parameters.append("specific_formats", specificFormats.map(String.init).joined(separator: ","))
            if allFormats { parameters.append("all_formats", "1") }
        }
        return try FieldValue.readAPIList(
            try await readJSON(switcher: "GetFieldValues", parameters: parameters),
            key: key
        )
    }

    /// The rectangle holding every published meeting (`GetCoverageArea`); `nil` when no meeting has coordinates.
    public func coverageArea() async throws -> CoverageArea? {
        try CoverageArea.readAPI(try await readJSON(switcher: "GetCoverageArea"))
    }

    /// A service body's meetings in the NA World Services format (`GetNAWSDump`), including unpublished and deleted
    /// meetings of the body and every body below it.
    public func nawsExport(serviceBodyID: Int) async throws -> NAWSExport {
        let url = readURL(
            format: "csv",
            switcher: "GetNAWSDump",
            parameters: QueryParameters([("sb_id", String(serviceBodyID))])
        )
        return try NAWSExport.csv(try ResponseBody.text(try await send(TransportRequest(url: url)), url: url))
    }

    /// Any read call, for switchers or formats this library does not model. The response is returned as it came,
    /// whatever its status. `parameters` are sent in order, percent-encoded; write a list as PHP reads one, the name
    /// repeated with `[]` (`("weekdays[]", "2")`, `("weekdays[]", "3")`).
    ///
    /// ```swift
    /// let response = try await client.raw(switcher: "GetServerInfo", format: "jsonp", parameters: [("callback", "cb")])
    /// ```
    public func raw(
        switcher: String,
        format: String = "json",
        parameters: [(name: String, value: String)] = []
    ) async throws -> TransportResponse {
        let url = readURL(format: format, switcher: switcher, parameters: QueryParameters(parameters))
        return try await send(TransportRequest(url: url), acceptingErrorStatus: true)
    }

    // MARK: - Search plumbing

    private func search(_ query: MeetingQuery) async throws -> JSONValue {
        let (url, _) = try await searchPlan(query)
        let json = try await read(url, keptAs: .search) { try ResponseBody.json($0, url: url) }
        if json.elements?.isEmpty == true { try await refuseAggregatorsEmptyAnswer(to: query) }
        return json
    }

    /// A search answer whose body is still arriving, and how a 2.x server's venue types are read from it.
    func searchStream(
        _ query: MeetingQuery
    ) async throws -> (TransportStreamingResponse, URL, LegacyVenueTypes?) {
        let (url, venueTypes) = try await searchPlan(query)
        return (try await stream(TransportRequest(url: url)), url, venueTypes)
    }

    /// The URL of a search (the query validated once, here), and how a 2.x server's venue types are read from its
    /// answer.
    private func searchPlan(_ query: MeetingQuery) async throws -> (URL, LegacyVenueTypes?) {
        try query.validate()
        if !query.namesAggregatorFilter, knownServerFacts.isAggregator == true {
            throw MeetingQuery.aggregatorFilterRequired(url: rootURL)
        }
        guard let venueTypes = try await LegacyVenueTypes.plan(for: query, on: self) else {
            return (try await searchURL(query), nil)
        }
        return (try await searchURL(try venueTypes.sentQuery(query, url: rootURL)), venueTypes)
    }

    /// Throws ``BMLTError/Code/filterRequired`` when an empty answer is an aggregator's `[]` to a search that names
    /// none of its filters. Only such an answer asks what the server is, when the client does not know yet: a
    /// search never waits for `GetServerInfo`, and a server that cannot say keeps its empty answer.
    func refuseAggregatorsEmptyAnswer(to query: MeetingQuery) async throws {
        guard !query.namesAggregatorFilter else { return }
        // Reading the server's information teaches the known facts.
        if knownServerFacts.isAggregator == nil { _ = try? await serverInfo() }
        if knownServerFacts.isAggregator == true { throw MeetingQuery.aggregatorFilterRequired(url: rootURL) }
    }

    private func searchURL(_ query: MeetingQuery) async throws -> URL {
        if let match = query.fieldMatch, match.values.filter({ !$0.isEmpty }).count > 1,
            try await !capabilities().supportsSeveralFieldMatchValues
        {
            throw BMLTError(
                code: .unsupported,
                reason: "servers before 4.1 match one value of a field, and this search gives \(match.key) several "
                    + "(2.16.6 fails with a server error). Search for each value on its own.",
                url: rootURL
            )
        }
        return readURL(format: "json", switcher: "GetSearchResults", parameters: try await parameters(of: query))
    }

    /// The query's parameters; an address search with a radius in given units needs the server's unit first.
    private func parameters(of query: MeetingQuery) async throws -> QueryParameters {
        if let text = query.text, text.isAddress, case .distance = text.addressRadius {
            return query.parameters(serverDistanceUnit: try await serverInfo().distanceUnit)
        }
        return query.parameters()
    }
}
