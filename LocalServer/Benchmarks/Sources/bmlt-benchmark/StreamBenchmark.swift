@_spi(BMLTInternal) import BMLT
import BMLTAsyncHTTPClient
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// Streaming a large search answer: peak memory above baseline, time to the first meeting, and whether it comes
/// before the server has sent the last byte. The answer is served from this process; the client runs in a child.
struct StreamBenchmark {
    let payload: PayloadGenerator.Payload
    /// The budget of the issue: a caller that does not keep the meetings stays under this much above baseline.
    static let budgetMB = 16.0

    func run(into report: inout Report) async throws {
        let body = try Data(contentsOf: payload.file)
        let server = try await PayloadServer.start(body)
        defer { Task { await server.stop() } }
        report.line(
            "## Streaming \(payload.meetings.formatted()) meetings (\(Report.number(Double(body.count) / 1e6)) MB)"
        )
        report.line()
        report.line(
            "`client.meetingStream(matching:)` in a child process, meetings counted and dropped; the answer is served "
                + "over loopback in 64 KiB chunks. Budget: \(Int(Self.budgetMB)) MB above the process baseline."
        )
        report.line()
        var rows: [[String]] = []
        for transport in ["asynchttpclient", "urlsession"] {
            let probe = try Probe.run(["probe-stream", server.url, transport])
            let lastByte = server.lastByteSent()
            let above = ((probe["peakKB"] ?? 0) - (probe["baselineKB"] ?? 0)) / 1024
            let firstBeforeLast = (probe["firstMeetingAt"] ?? .infinity) < lastByte
            rows.append([
                transport == "urlsession" ? "URLSessionTransport (default)" : "AsyncHTTPClientTransport",
                String(Int(probe["meetings"] ?? 0)),
                Report.number(above), Report.ratio(above / Self.budgetMB),
                Report.number((probe["firstMeetingSeconds"] ?? .nan) * 1000),
                Report.number((probe["totalSeconds"] ?? .nan) * 1000),
                firstBeforeLast ? "yes" : "no",
            ])
        }
        report.table(
            [
                "Transport", "Meetings", "Peak above baseline (MB)", "÷ 16 MB budget", "First meeting (ms)",
                "All meetings (ms)", "First meeting before last byte",
            ],
            rows
        )
    }
}

/// One streamed search in a fresh process: prints its memory, timings and the wall-clock time of the first meeting.
enum StreamProbe {
    static func run(url: String, transport: String) async throws {
        var configuration = BMLTClient.Configuration(retry: .none)
        if transport == "asynchttpclient" { configuration.transport = AsyncHTTPClientTransport() }
        let client = try BMLTClient(url, configuration: configuration)
        // A small search first, so the baseline includes the HTTP stack's own start-up.
        for try await _ in client.meetingStream(matching: .text("warmup")) {}
        let baseline = ProcessMemory.current()
        let clock = ContinuousClock()
        let start = clock.now
        var firstMeeting: Duration?
        var firstMeetingAt = 0.0
        var count = 0
        for try await meeting in client.meetingStream() {
            if firstMeeting == nil {
                firstMeeting = clock.now - start
                firstMeetingAt = Date().timeIntervalSince1970
            }
            if meeting.id > 0 { count += 1 }
        }
        let total = clock.now - start
        Probe.report([
            "baselineKB": baseline.residentKB, "peakKB": ProcessMemory.current().peakKB, "meetings": Double(count),
            "firstMeetingSeconds": Statistics.seconds(firstMeeting ?? total), "totalSeconds": Statistics.seconds(total),
            "firstMeetingAt": firstMeetingAt,
        ])
    }
}

/// Serves one search answer in 64 KiB chunks on loopback, and notes when it sent the last byte.
final class PayloadServer: Sendable {
    let url: String
    private let group: ServiceGroup
    private let task: Task<Void, any Error>
    private let lastByte: LastByte

    /// The wall-clock time the last byte was written. A final class with a lock: the server's tasks write it.
    final class LastByte: @unchecked Sendable {
        private let lock = NSLock()
        private var time = 0.0

        func set(_ value: Double) { lock.withLock { time = value } }
        func get() -> Double { lock.withLock { time } }
    }

    private init(url: String, group: ServiceGroup, task: Task<Void, any Error>, lastByte: LastByte) {
        self.url = url
        self.group = group
        self.task = task
        self.lastByte = lastByte
    }

    func lastByteSent() -> Double { lastByte.get() }

    static func start(_ body: Data) async throws -> PayloadServer {
        let lastByte = LastByte()
        let chunks = stride(from: 0, to: body.count, by: 65_536).map { body[$0..<min($0 + 65_536, body.count)] }
        let router = Router()
        router.get("main_server/client_interface/json") { request, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            if request.uri.query?.contains("warmup") == true {
                return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: "[]")))
            }
            return Response(
                status: .ok,
                headers: headers,
                body: ResponseBody(contentLength: body.count) { writer in
                    for chunk in chunks { try await writer.write(ByteBuffer(bytes: chunk)) }
                    lastByte.set(Date().timeIntervalSince1970)
                    try await writer.finish(nil)
                }
            )
        }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let logger = Logger(label: "bmlt-benchmark", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            },
            logger: logger
        )
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [application], logger: logger))
        let task = Task { try await group.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            throw BenchmarkError("the payload server did not start")
        }
        return PayloadServer(url: "http://127.0.0.1:\(port)/main_server", group: group, task: task, lastByte: lastByte)
    }

    func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
    }
}
