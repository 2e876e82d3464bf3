import BMLT
import Foundation

/// Decoding throughput of search results: this library's parser, Foundation's two decoders, and node's and python's
/// JSON parsers on the same bytes.
struct DecodeBenchmark {
    let payloads: [PayloadGenerator.Payload]
    let repetitions: Int

    /// The Swift decoders, by the name the probes use. Each returns its result and how many meetings it holds.
    static let decoders: [(name: String, label: String, decode: @Sendable (Data) throws -> (Any, Int))] = [
        (
            "ours", "BMLT `Meeting.list`",
            { data in
                let meetings = try Meeting.list(fromSearchResults: data)
                return (meetings, meetings.count)
            }
        ),
        (
            "jsondecoder", "`JSONDecoder` (Codable struct)",
            { data in
                let meetings = try JSONDecoder().decode([CodableMeeting].self, from: data)
                return (meetings, meetings.count)
            }
        ),
        (
            "jsonserialization", "`JSONSerialization` (BMLTiOSLib's way)",
            { data in
                let meetings = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
                return (meetings, meetings.count)
            }
        ),
    ]

    func run(into report: inout Report) throws {
        report.line("## Decoding search results")
        report.line()
        report.line(
            "MB/s (10^6 bytes per second), median of \(repetitions) parses after one warm-up, same bytes for every parser."
        )
        report.line()
        var rows: [[String]] = []
        for payload in payloads {
            let data = try Data(contentsOf: payload.file)
            let reps = payload.meetings <= 1000 ? repetitions * 5 : repetitions
            var rates: [String: Double] = [:]
            for decoder in Self.decoders {
                rates[decoder.name] = try throughput(reps, bytes: data.count) { try decoder.decode(data) }
            }
            rates["node"] = ExternalParser.node.throughput(file: payload.file, repetitions: reps)
            rates["python"] = ExternalParser.python.throughput(file: payload.file, repetitions: reps)
            let ours = rates["ours"] ?? .nan
            func rate(_ name: String) -> String { rates[name].map { Report.number($0) } ?? "not installed" }
            func versus(_ name: String) -> String { rates[name].map { Report.ratio(ours / $0) } ?? "–" }
            rows.append([
                "\(payload.meetings.formatted()) meetings, \(Report.number(Double(payload.bytes) / 1e6)) MB",
                rate("ours"), rate("jsondecoder"), rate("jsonserialization"), rate("node"), rate("python"),
                versus("node"), versus("python"), versus("jsondecoder"), versus("jsonserialization"),
            ])
        }
        report.table(
            [
                "Payload", "BMLT", "JSONDecoder", "JSONSerialization", "node JSON.parse", "python json.loads",
                "BMLT ÷ node", "BMLT ÷ python", "BMLT ÷ JSONDecoder", "BMLT ÷ JSONSerialization",
            ],
            rows
        )
    }

    /// Peak memory of decoding the largest payload, each decoder in a process of its own.
    static func memory(of payload: PayloadGenerator.Payload, into report: inout Report) throws {
        report.line("## Peak memory of decoding \(payload.meetings.formatted()) meetings")
        report.line()
        report.line("Peak resident memory above the process's baseline after reading the file, result kept.")
        report.line()
        var rows: [[String]] = []
        for decoder in decoders {
            let probe = try Probe.run(["probe-decode", decoder.name, payload.file.path])
            let above = (probe["peakKB"] ?? 0) - (probe["baselineKB"] ?? 0)
            rows.append([
                decoder.label, Report.number(above / 1024), Report.ratio(Double(payload.bytes) / 1024 / max(above, 1)),
            ])
        }
        report.table(["Decoder", "Peak above baseline (MB)", "Payload ÷ peak"], rows)
    }

    /// Each result is released after its clock stops, as node and python free theirs later in garbage collection.
    private func throughput(_ repetitions: Int, bytes: Int, _ work: () throws -> (Any, Int)) throws -> Double {
        _ = try work()
        var rates: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<repetitions {
            var result: (value: Any, count: Int) = ((), 0)
            let elapsed = try clock.measure { result = try work() }
            precondition(result.count > 0, "a decoder found no meetings")
            rates.append(Double(bytes) / Statistics.seconds(elapsed) / 1e6)
            result.value = ()
        }
        return Statistics.median(rates)
    }
}

/// One decoding in a fresh process: prints its baseline and peak resident memory.
enum DecodeProbe {
    static func run(decoder name: String, file: String) throws {
        guard let decoder = DecodeBenchmark.decoders.first(where: { $0.name == name }) else {
            throw BenchmarkError("unknown decoder \(name)")
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let baseline = ProcessMemory.current()
        let (result, count) = try decoder.decode(data)
        let peak = ProcessMemory.current()
        withExtendedLifetime(result) {
            Probe.report(["baselineKB": baseline.residentKB, "peakKB": peak.peakKB, "meetings": Double(count)])
        }
    }
}

/// What a typical app decodes a search answer into with Codable: one optional string per key.
struct CodableMeeting: Decodable {
    var id_bigint, worldid_mixed, shared_group_id_bigint, service_body_bigint, service_body_name: String?
    var weekday_tinyint, venue_type, start_time, duration_time, time_zone, formats, lang_enum: String?
    var longitude, latitude, distance_in_km, distance_in_miles, email_contact, meeting_name: String?
    var location_text, location_info, location_street, location_city_subsection, location_neighborhood: String?
    var location_municipality, location_sub_province, location_province, location_postal_code_1: String?
    var location_nation, comments, train_lines, bus_lines, contact_phone_2, contact_email_2, contact_name_2: String?
    var contact_phone_1, contact_email_1, contact_name_1, phone_meeting_number, virtual_meeting_link: String?
    var virtual_meeting_additional_info, published, root_server_uri, format_shared_id_list: String?
}
