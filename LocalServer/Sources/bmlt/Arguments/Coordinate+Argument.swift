public import ArgumentParser
public import BMLT

/// `40.75,-73.5` or `-33.87,151.21`: a latitude from -90 to 90 and a longitude from -180 to 180.
extension Coordinate: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        let parts = CommaList.items(of: argument)
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    public var defaultValueDescription: String { "\(latitude),\(longitude)" }
}
