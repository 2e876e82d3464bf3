/// Which change records `GetChanges` returns.
public struct ChangeQuery: Hashable, Sendable {
    /// Changes on or after this day (UTC, the server's clock).
    public var startDay: CalendarDay?
    /// Changes on or before this day.
    public var endDay: CalendarDay?
    /// Changes of one meeting (including a deleted one).
    public var meetingID: Int?
    /// Changes of the meetings of one service body and the bodies below it.
    public var serviceBodyID: Int?

    public init(
        startDay: CalendarDay? = nil,
        endDay: CalendarDay? = nil,
        meetingID: Int? = nil,
        serviceBodyID: Int? = nil
    ) {
        self.startDay = startDay
        self.endDay = endDay
        self.meetingID = meetingID
        self.serviceBodyID = serviceBodyID
    }

    /// The query's parameters.
    @_spi(BMLTInternal) public var parameters: QueryParameters {
        var parameters = QueryParameters()
        if let startDay { parameters.append("start_date", startDay.description) }
        if let endDay { parameters.append("end_date", endDay.description) }
        if let meetingID { parameters.append("meeting_id", String(meetingID)) }
        if let serviceBodyID { parameters.append("service_body_id", String(serviceBodyID)) }
        return parameters
    }
}
