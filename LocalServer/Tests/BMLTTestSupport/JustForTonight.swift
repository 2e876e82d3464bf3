public import BMLTiOSLib

extension BMLTiOSLibEditableMeetingNode {
    /// Fills a new meeting as the tests create one: "Just For Tonight", Wednesdays at 19:30 for 90 minutes at
    /// 1 Main Street, Hicksville, NY, with one format.
    public func fillAsJustForTonight(serviceBodyID: Int, format: BMLTiOSLibFormatNode) {
        name = "Just For Tonight"
        serviceBodyId = serviceBodyID
        weekdayIndex = 4
        timeString = "1930"
        durationInMinutes = 90
        locationStreetAddress = "1 Main Street"
        locationTown = "Hicksville"
        locationState = "NY"
        addFormat(format)
    }
}
