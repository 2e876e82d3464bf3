import BMLTWorldData
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// `bmlt-benchmark world-data COPIES FILE [--sample DUMP]`: writes the world dump of COPIES copies of the sample
/// (``WorldData``), for Benchmarks/local-server.sh.
enum WorldDataCommand {
    static func run(_ arguments: [String]) throws {
        guard arguments.count >= 2, let copies = Int(arguments[0]) else {
            throw BenchmarkError("usage: bmlt-benchmark world-data COPIES FILE [--sample DUMP]")
        }
        let sample =
            arguments.firstIndex(of: "--sample").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
            .map { URL(fileURLWithPath: $0) } ?? defaultSample
        let text = try String(contentsOf: sample, encoding: .utf8)
        try Data(try WorldData.dump(copies: copies, of: text).utf8).write(to: URL(fileURLWithPath: arguments[1]))
    }

    /// The sample dump in the source tree.
    static var defaultSample: URL {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { folder.deleteLastPathComponent() }
        return folder.appendingPathComponent("Sources/BMLTLocalServer/Resources/SampleData/gnyr-sample-bmlt.sql")
    }
}

/// `bmlt-benchmark http-ceiling [--port PORT] --body FILE`: a bare Hummingbird server that answers every request to
/// `main_server/client_interface/json/` with FILE's bytes from memory, as JSON: the most an HTTP server of this stack
/// serves over loopback, for the local server's rates to be compared with. Prints its root URL as the first line of
/// its output, then serves until it is stopped (SIGTERM or SIGINT end the process).
enum HTTPCeilingCommand {
    static func run(_ arguments: [String]) async throws {
        let value = { (name: String) in
            arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
        }
        guard let file = value("--body") else {
            throw BenchmarkError("usage: bmlt-benchmark http-ceiling [--port PORT] --body FILE")
        }
        let body = ByteBuffer(bytes: try Data(contentsOf: URL(fileURLWithPath: file)))
        let router = Router()
        router.get("main_server/client_interface/json") { _, _ -> Response in
            Response(
                status: .ok,
                headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: body)
            )
        }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let logger = Logger(label: "bmlt-benchmark", factory: { _ in SwiftLogNoOpLogHandler() })
        let application = Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname("127.0.0.1", port: value("--port").flatMap { Int($0) } ?? 0)
            ),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            },
            logger: logger
        )
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(services: [application], logger: logger))
        async let running: Void = group.run()
        for await port in ports {
            FileHandle.standardOutput.write(Data("http://127.0.0.1:\(port)/main_server\n".utf8))
        }
        try await running
    }
}
