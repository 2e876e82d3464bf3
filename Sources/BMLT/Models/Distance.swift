/// A length in miles or kilometres, as BMLT searches and results express distances.
public struct Distance: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The two units BMLT servers know.
    public enum Unit: String, Hashable, Codable, Sendable, CaseIterable {
        case miles = "mi"
        case kilometers = "km"
    }

    public var value: Double
    public var unit: Unit

    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    public static func miles(_ value: Double) -> Distance { Distance(value, .miles) }
    public static func kilometers(_ value: Double) -> Distance { Distance(value, .kilometers) }

    static let kilometersPerMile = 1.609344

    /// The distance in miles.
    public var miles: Double { unit == .miles ? value : value / Self.kilometersPerMile }
    /// The distance in kilometres.
    public var kilometers: Double { unit == .kilometers ? value : value * Self.kilometersPerMile }

    /// The same distance expressed in another unit.
    public func converted(to unit: Unit) -> Distance {
        unit == .miles ? .miles(miles) : .kilometers(kilometers)
    }

    public var description: String { "\(value) \(unit.rawValue)" }
}
