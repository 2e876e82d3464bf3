extension BMLTiOSLib {
    /// Searches with ``searchCriteria``. The formats arrive first
    /// (``BMLTiOSLibDelegate/bmltLibInstance(_:formatSearchResults:isAllUsedFormats:)``), then the meetings
    /// (``BMLTiOSLibDelegate/bmltLibInstance(_:meetingSearchResults:)``); the kind not asked for arrives empty.
    @discardableResult
    public func performMeetingSearch(
        _ inSearchResultsType: BMLTiOSLibSearchCriteria.SearchCriteriaExtent = .BothMeetingsAndFormats
    ) -> BMLTiOSLibOperation {
        let query =
            searchCriteria?.query(distanceUnit: serverInformation?.distanceUnit ?? .miles, isLoggedIn: session != nil)
            ?? MeetingQuery()
        return search(query, extent: inSearchResultsType, fields: searchCriteria?.specificFieldFilter)
    }

    /// Searches for meetings by id, leaving ``searchCriteria`` as it is.
    @discardableResult
    public func getMeetingsObjectsByID(
        _ inMeetingIDArray: [Int],
        searchType inSearchResultsType: BMLTiOSLibSearchCriteria.SearchCriteriaExtent = .BothMeetingsAndFormats
    ) -> BMLTiOSLibOperation {
        var query = MeetingQuery.ids(inMeetingIDArray)
        if session != nil { query.published = .all }
        return search(query, extent: inSearchResultsType, fields: nil)
    }

    /// Reads the formats every meeting uses; they arrive with `isAllUsedFormats` set. ``searchCriteria`` is left as
    /// it is.
    @discardableResult
    public func getAllUsedFormats() -> BMLTiOSLibOperation {
        search(MeetingQuery(), extent: .FormatsOnly, fields: nil, allUsedFormats: true)
    }

    private func search(
        _ query: MeetingQuery,
        extent: BMLTiOSLibSearchCriteria.SearchCriteriaExtent,
        fields: [String]?,
        allUsedFormats: Bool = false
    ) -> BMLTiOSLibOperation {
        perform(
            { client in
                switch extent {
                case .MeetingsOnly:
                    return SearchResults(meetings: try await client.meetings(matching: query), formats: [])
                case .FormatsOnly: return SearchResults(meetings: [], formats: try await client.formats(usedBy: query))
                case .BothMeetingsAndFormats: return try await client.searchResults(matching: query)
                }
            },
            then: { library, results in
                library.merge(results.formats)
                let formats = results.formats.compactMap { library.getFormatByID($0.sharedID) }
                let filter = fields.flatMap { $0.isEmpty ? nil : $0 }
                let meetings = results.meetings.map { library.meetingNode(for: $0, fields: filter) }
                library.tell(.formatSearchResults(formats, isAllUsedFormats: allUsedFormats))
                library.tell(.meetingSearchResults(meetings))
            }
        )
    }
}
