import Foundation

// 2.16.6's geographic search: a rectangle around the centre in the database query (`GetSquareForRadius`), the
// radius that holds about N meetings when asked for (`HuntForRadius`), then Vincenty distances (`GetDistance`).
extension LegacyMeetingSearch {
    /// The rectangle of `c_comdef_server::GetSquareForRadius`, its sides as the query's SQL writes them.
    struct Rectangle {
        /// The radius in kilometres.
        var radius: Double
        var north: Double
        var south: Double
        /// The names are the server's, which swaps them: `east` is the centre's longitude minus the half-width.
        var east: Double
        var west: Double

        init(radius: Double, latitude: Double, longitude: Double) {
            self.radius = radius
            let vertical = radius / 111.0
            let horizontal = radius / (111.321 * cos(latitude * Double.pi / 180))
            // PHP writes each side into the SQL with 14 significant digits.
            north = Self.sqlLiteral(latitude + vertical)
            south = Self.sqlLiteral(latitude - vertical)
            east = Self.sqlLiteral(longitude - horizontal)
            west = Self.sqlLiteral(longitude + horizontal)
        }

        func contains(_ meeting: Catalog.Meeting) -> Bool {
            guard let latitude = meeting.latitude, let longitude = meeting.longitude else { return false }
            let withinLongitude =
                east > west ? longitude >= west && longitude <= east : longitude <= west && longitude >= east
            return withinLongitude && latitude <= north && latitude >= south
        }

        /// The rectangle's centre, from which `GetMeetings` measures each meeting's distance.
        var center: (latitude: Double, longitude: Double) { ((north + south) / 2, (east + west) / 2) }

        static func sqlLiteral(_ value: Double) -> Double {
            Double(String(format: "%.14G", value)) ?? value
        }
    }

    /// The rectangle of a search with a radius, the radius found first when the search asks for about N meetings.
    func searchRectangle(_ criteria: LegacySearchCriteria) -> Rectangle? {
        guard let center = criteria.center, let radius = criteria.radius else { return nil }
        let kilometers: Double
        switch radius {
        case .kilometers(let value): kilometers = value
        case .meetingCount(let count): kilometers = huntForRadius(count, center: center, criteria: criteria)
        }
        guard kilometers > 0 else { return nil }
        return Rectangle(radius: kilometers, latitude: center.latitude, longitude: center.longitude)
    }

    /// The hit with its distance from the rectangle's centre, as `GetMeetings` adds it.
    func withDistance(_ hit: Hit, from rectangle: Rectangle) -> Hit {
        guard let latitude = hit.meeting.latitude, let longitude = hit.meeting.longitude else { return hit }
        var hit = hit
        let center = rectangle.center
        let kilometers = Vincenty.kilometers(center.latitude, center.longitude, latitude, longitude)
        hit.distanceInKilometers = kilometers
        hit.distanceInMiles = kilometers / 1.609344
        return hit
    }

    /// The server's radii, in miles (`comdef_map_radius_ranges`).
    static let radiusRanges: [Double] = [
        0.0625, 0.125, 0.1875, 0.25, 0.4375, 0.5, 0.5625, 0.75, 0.8125, 1.0, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5, 2.75, 3.0,
        3.25, 3.5, 3.75, 4.0, 4.25, 4.5, 4.75, 5.0, 5.5, 6.0, 6.5, 7.0, 7.5, 8.0, 8.5, 9.0, 9.5, 10.0, 11, 12, 13, 14,
        15, 17.5, 20, 22.5, 25, 27.5, 30, 35, 40, 45, 50, 60, 70, 80, 90, 100, 150, 200,
    ]

    /// `HuntForRadius`: the first of the server's radii (in kilometres) holding more than `count` published meetings
    /// by the spherical law of cosines, counted with its own weekday and service-body clauses (which read a weekday
    /// as the day after, and fail as SQL when days are both included and excluded: then the first radius).
    private func huntForRadius(
        _ count: Int,
        center: (latitude: Double, longitude: Double),
        criteria: LegacySearchCriteria
    ) -> Double {
        let latitude = Rectangle.sqlLiteral(center.latitude)
        let longitude = Rectangle.sqlLiteral(center.longitude)
        let days = criteria.weekdays.terms.map { $0.negated ? -$0.value : $0.value }
        let included = days.filter { $0 >= 0 }
        let excluded = days.filter { $0 < 0 }.map { -$0 }
        let services = criteria.services.terms.map { $0.negated ? -$0.value : $0.value }
        let inServices = services.filter { $0 > 0 }
        let notInServices = services.filter { $0 <= 0 }.map { -$0 }
        let radians = Double.pi / 180
        func isCounted(_ meeting: Catalog.Meeting) -> Bool {
            guard meeting.published == 1 || isLoggedIn, meeting.latitude != nil, meeting.longitude != nil else {
                return false
            }
            if !included.isEmpty, !included.contains(where: { meeting.weekday == $0 }) { return false }
            if !excluded.isEmpty, excluded.contains(where: { meeting.weekday == $0 }) || meeting.weekday == nil {
                return false
            }
            if !inServices.isEmpty, !inServices.contains(meeting.serviceBodyID) { return false }
            if !notInServices.isEmpty, notInServices.contains(meeting.serviceBodyID) { return false }
            return true
        }
        // Each radius reads the meetings of the index's cells its square covers (every meeting without an index).
        var everyMeeting: [Catalog.Meeting]?
        var current = 0.0
        for miles in Self.radiusRanges {
            current = miles * 1.609344
            if !included.isEmpty, !excluded.isEmpty { return current }
            // The query reads the radius as PHP binds it, with 14 significant digits.
            let radius = Rectangle.sqlLiteral(current)
            let latitudeSpan = radius / 111.045
            let longitudeSpan = radius / (111.045 * cos(latitude * radians))
            let south = latitude - latitudeSpan
            let north = latitude + latitudeSpan
            let east = longitude - longitudeSpan
            let west = longitude + longitudeSpan
            let cells = catalog.legacySearchIndex.cells(north: north, south: south, east: east, west: west)
            if cells == nil, everyMeeting == nil { everyMeeting = catalog.meetings.filter(isCounted) }
            var found = 0
            for meeting in cells?.flatMap(\.meetings) ?? everyMeeting ?? [] {
                let lat = meeting.latitude!
                let long = meeting.longitude!
                guard lat >= south, lat <= north, long >= east, long <= west else { continue }
                guard cells == nil || isCounted(meeting) else { continue }
                let cosine =
                    cos(latitude * radians) * cos(lat * radians) * cos(longitude * radians - long * radians)
                    + sin(latitude * radians) * sin(lat * radians)
                // MySQL's ACOS of more than 1 is NULL, which no comparison selects.
                guard cosine <= 1, 111.045 * (acos(cosine) / radians) <= radius else { continue }
                found += 1
                // More than the count is all the hunt asks.
                if found > count { return current }
            }
        }
        return current
    }
}
