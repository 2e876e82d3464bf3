public import ArgumentParser
public import Foundation

/// An IANA name, `America/New_York`.
extension TimeZone: @retroactive ExpressibleByArgument {
    public init?(argument: String) { self.init(identifier: argument) }

    public var defaultValueDescription: String { identifier }
}
