@_spi(BMLTInternal) import BMLT
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
            "generic", "BMLT generic decoder (`JSONValue` tree)",
            { data in
                let meetings = try Meeting.genericList(fromSearchResults: data)
                return (meetings, meetings.count)
            }
        ),
        (
            "streaming", "BMLT streaming decoder (64 KiB chunks)",
            { data in
                let meetings = try streamedMeetings(data)
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

    /// The decoding function of the decoder the probes name.
    static func decode(named name: String) throws -> @Sendable (Data) throws -> (Any, Int) {
        guard let decoder = decoders.first(where: { $0.name == name }) else {
            throw BenchmarkError("unknown decoder \(name)")
        }
        return decoder.decode
    }

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
            // The three decoders of this library must give the same meetings, or their speeds mean nothing.
            let expected = try Meeting.list(fromSearchResults: data)
            guard try Meeting.genericList(fromSearchResults: data) == expected, try streamedMeetings(data) == expected
            else { throw BenchmarkError("the generic or streaming decoder disagrees with the specialised parser") }
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
                rate("ours"), rate("generic"), rate("streaming"), rate("jsondecoder"), rate("jsonserialization"),
                rate("node"), rate("python"), versus("node"), versus("python"), versus("jsondecoder"),
                versus("jsonserialization"), versus("generic"), versus("streaming"),
            ])
        }
        report.table(
            [
                "Payload", "BMLT", "BMLT generic", "BMLT streaming", "JSONDecoder", "JSONSerialization",
                "node JSON.parse", "python json.loads", "BMLT ÷ node", "BMLT ÷ python", "BMLT ÷ JSONDecoder",
                "BMLT ÷ JSONSerialization", "Generic ÷ specialised (time)", "Streaming ÷ specialised (time)",
            ],
            rows
        )
        report.line(
            "BMLT is the specialised parser `Meeting.list(fromSearchResults:)` uses; the generic decoder is its "
                + "fallback, and the streaming decoder is `meetingStream(matching:)`'s, fed the bytes in 64 KiB chunks."
        )
        report.line()
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

/// The meetings of a body fed to the streaming decoder in 64 KiB chunks, as the stream benchmark's server sends it.
private func streamedMeetings(_ data: Data) throws -> [Meeting] {
    var decoder = MeetingStreamDecoder(url: nil)
    var meetings: [Meeting] = []
    var start = data.startIndex
    while start < data.endIndex {
        let end = min(start + 64 * 1024, data.endIndex)
        try decoder.decode(data[start..<end], into: &meetings)
        start = end
    }
    meetings.append(contentsOf: try decoder.finish())
    return meetings
}

/// One decoding in a fresh process: prints its baseline and peak resident memory.
enum DecodeProbe {
    static func run(decoder name: String, file: String) throws {
        let decode = try DecodeBenchmark.decode(named: name)
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let baseline = ProcessMemory.current()
        let (result, count) = try decode(data)
        let peak = ProcessMemory.current()
        withExtendedLifetime(result) {
            Probe.report(["baselineKB": baseline.residentKB, "peakKB": peak.peakKB, "meetings": Double(count)])
        }
    }
}

extension DecodeProbe {
    /// Decodes the file `repetitions` times with one decoder, and prints its MB/s.
    static func loop(decoder name: String, file: String, repetitions: Int) throws {
        let decode = try DecodeBenchmark.decode(named: name)
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            for _ in 0..<repetitions { _ = try decode(data) }
        }
        print(Report.number(Double(data.count * repetitions) / Statistics.seconds(elapsed) / 1e6), "MB/s")
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
