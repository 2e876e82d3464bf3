/// The rectangle that holds every published meeting of a server (`GetCoverageArea`).
public struct CoverageArea: Hashable, Codable, Sendable {
    public var northWest: Coordinate
    public var southEast: Coordinate

    public init(northWest: Coordinate, southEast: Coordinate) {
        self.northWest = northWest
        self.southEast = southEast
    }

    /// The centre of the rectangle.
    public var center: Coordinate {
        Coordinate(
            latitude: (northWest.latitude + southEast.latitude) / 2,
            longitude: (northWest.longitude + southEast.longitude) / 2
        )
    }

    /// Whether a point lies inside the rectangle (edges included).
    public func contains(_ point: Coordinate) -> Bool {
        let latitudes = min(northWest.latitude, southEast.latitude)...max(northWest.latitude, southEast.latitude)
        let longitudes = min(northWest.longitude, southEast.longitude)...max(northWest.longitude, southEast.longitude)
        return latitudes.contains(point.latitude) && longitudes.contains(point.longitude)
    }
}
