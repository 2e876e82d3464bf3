@_spi(BMLTInternal) import BMLT
import BMLTFixtures
import BMLTLocalServer
import Foundation

/// Realistic `GetSearchResults` payloads of any size, drawn field by field from the sample data.
///
/// Each generated meeting takes every key of the local server's answer (in its order), with the value of that key in
/// a randomly chosen sample meeting, so field lengths, empty fields and Unicode follow the real data. Ids are new and
/// coordinates are jittered. The bytes are written as PHP's `json_encode` writes them for the server.
enum PayloadGenerator {
    struct Payload {
        var meetings: Int
        var file: URL
        var bytes: Int
    }

    static func payloads(sizes: [Int], in directory: URL) async throws -> [Payload] {
        let sample = try await sampleMeetings()
        return try sizes.map { size in
            let data = generate(count: size, from: sample)
            let file = directory.appendingPathComponent("search-\(size).json")
            try data.write(to: file)
            return Payload(meetings: size, file: file, bytes: data.count)
        }
    }

    /// The sample data's meetings as the local server (4.x mode) answers them, members in order.
    private static func sampleMeetings() async throws -> [[(key: String, value: String)]] {
        let server = try await LocalServer.start()
        defer { Task { await server.stop() } }
        let url = URL(string: server.rootURL.absoluteString + "/client_interface/json/?switcher=GetSearchResults")!
        let response = try await URLSessionTransport().send(TransportRequest(url: url))
        guard case .array(let meetings) = try JSONParser.parse(response.body) else {
            throw BenchmarkError("the local server's answer is not a list")
        }
        return meetings.compactMap { $0.object?.members.map { ($0.key, $0.value.text ?? "") } }
    }

    static func generate(count: Int, from sample: [[(key: String, value: String)]]) -> Data {
        var random = SplitMix64(seed: UInt64(count))
        let keys = sample[0].map(\.key)
        var writer = PHPJSONWriter()
        writer.bytes.reserveCapacity(count * 1100)
        writer.bytes.append(UInt8(ascii: "["))
        for index in 0..<count {
            if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
            writer.bytes.append(UInt8(ascii: "{"))
            for (position, key) in keys.enumerated() {
                if position > 0 { writer.bytes.append(UInt8(ascii: ",")) }
                let donor = sample[Int(random.next() % UInt64(sample.count))]
                var value = donor.first { $0.key == key }?.value ?? ""
                switch key {
                case "id_bigint": value = String(index + 1)
                case "latitude", "longitude":
                    if let number = Double(value) {
                        value = String(format: "%.7f", number + Double(Int(random.next() % 2001) - 1000) / 10_000)
                    }
                default: break
                }
                writer.string(key)
                writer.bytes.append(UInt8(ascii: ":"))
                writer.string(value)
            }
            writer.bytes.append(UInt8(ascii: "}"))
        }
        writer.bytes.append(UInt8(ascii: "]"))
        return Data(writer.bytes)
    }
}

/// JSON strings as PHP's `json_encode` writes them for BMLT servers: non-ASCII as `\uXXXX`, slashes unescaped.
struct PHPJSONWriter {
    var bytes: [UInt8] = []

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for unit in text.utf16 {
            switch unit {
            case 0x22: bytes += Array("\\\"".utf8)
            case 0x5C: bytes += Array("\\\\".utf8)
            case 0x0A: bytes += Array("\\n".utf8)
            case 0x0D: bytes += Array("\\r".utf8)
            case 0x09: bytes += Array("\\t".utf8)
            case 0x20..<0x7F: bytes.append(UInt8(unit))
            default: bytes += Array(String(format: "\\u%04x", unit).utf8)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
