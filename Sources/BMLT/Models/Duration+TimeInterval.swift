import Foundation

extension Duration {
    /// The duration in seconds, for Foundation's dates and timeouts.
    var timeInterval: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
