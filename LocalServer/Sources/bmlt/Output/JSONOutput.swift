import Foundation

/// JSON for machines: pretty, with sorted keys, so output is stable from run to run.
enum JSONOutput {
    static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// Prints values as JSON, or as the table the command renders.
    static func print<Value: Encodable>(_ value: Value, asJSON: Bool, table: () -> Table) throws {
        StandardStreams.write(Data((asJSON ? try encode(value) + "\n" : table().rendered).utf8))
    }
}
