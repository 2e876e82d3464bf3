import Foundation

/// A point on the Earth in degrees (WGS 84), as BMLT servers store meeting locations.
public struct Coordinate: Hashable, Codable, Sendable, CustomStringConvertible {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether the coordinate is on the globe (latitude −90…90, longitude −180…180).
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }

    /// The great-circle distance to another point, by the same spherical formula the server uses.
    public func distance(to other: Coordinate) -> Distance {
        let radians = Double.pi / 180
        let cosine =
            cos(latitude * radians) * cos(other.latitude * radians)
            * cos(longitude * radians - other.longitude * radians)
            + sin(latitude * radians) * sin(other.latitude * radians)
        let degrees = acos(min(1, max(-1, cosine))) / radians
        return .miles(degrees * 69.0)
    }

    public var description: String { "\(latitude),\(longitude)" }
}
