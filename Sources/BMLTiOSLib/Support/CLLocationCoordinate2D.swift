#if canImport(CoreLocation)
@_exported public import CoreLocation
#else
/// A latitude or longitude in degrees, as CoreLocation names it.
public typealias CLLocationDegrees = Double

/// A look-alike of CoreLocation's `CLLocationCoordinate2D` for platforms without CoreLocation (Linux), so that code
/// written against the original API compiles unchanged. Where CoreLocation exists, the real type is used.
///
/// Neither `Equatable` nor `Hashable`, as CoreLocation's type is not: code that compiles here compiles there.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() {
        self.latitude = 0
        self.longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate is on the globe, as CoreLocation's function of the same name.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// A coordinate from a latitude and longitude, as CoreLocation's function of the same name.
public func CLLocationCoordinate2DMake(
    _ latitude: CLLocationDegrees,
    _ longitude: CLLocationDegrees
) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}
#endif

extension CLLocationCoordinate2D {
    /// The coordinate as the modern API's value.
    var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }

    init(_ coordinate: Coordinate) {
        self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}
