import Foundation

extension MeetingQuery {
    /// Whether the query names one of the filters an aggregator requires of every search (bmlt-server's
    /// `SwitcherController`, in aggregator mode): a location or an address, service bodies, root servers, meeting
    /// ids or formats to include, a field match, or a page. Without one, an aggregator answers `[]` on purpose rather
    /// than its whole world, and the client fails with ``BMLTError/Code/filterRequired``.
    public var namesAggregatorFilter: Bool {
        !meetingIDs.included.isEmpty || !serviceBodies.included.isEmpty || !formats.included.isEmpty
            || !rootServerIDs.isEmpty || fieldMatch != nil || location != nil || text?.isAddress == true || page != nil
    }

    /// The refusal of a query that names none of an aggregator's required filters, naming them.
    static func aggregatorFilterRequired(url: URL) -> BMLTError {
        BMLTError(
            code: .filterRequired,
            reason: "An aggregator answers no meetings to a search without one of these filters, so this search was "
                + "not sent: a location (or an address), service bodies, root servers, meeting ids, formats, a field "
                + "match, or a page. Add one, most often a location near the person searching.",
            url: url
        )
    }
}
