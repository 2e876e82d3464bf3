#if canImport(CoreLocation)
public import CoreLocation

// Where CoreLocation exists (Apple platforms), a coordinate converts to and from CoreLocation's, for MapKit
// annotations and the device's location.
extension Coordinate {
    /// A coordinate from CoreLocation's, e.g. a `CLLocation`'s `coordinate` from the device.
    public init(_ coordinate: CLLocationCoordinate2D) {
        self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }

    /// The coordinate as CoreLocation's, for MapKit (`Marker`, `MKPointAnnotation`, `MKMapItem`).
    public var locationCoordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}
#endif
