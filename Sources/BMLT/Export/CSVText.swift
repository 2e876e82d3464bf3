import Foundation

/// Values of comma-separated text.
@_spi(BMLTInternal) public enum CSVText {
    /// The value in double quotes, its quotes doubled: the 2.x server's CSV answers quote every value so.
    @_spi(BMLTInternal) public static func quoted(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The value quoted only when RFC 4180 needs it: when it holds a comma, a quote or a line break.
    @_spi(BMLTInternal) public static func field(_ value: String) -> String {
        value.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) ? quoted(value) : value
    }
}
