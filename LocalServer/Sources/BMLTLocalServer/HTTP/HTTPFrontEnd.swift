import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// The HTTP side of the local server: Hummingbird serving ``LocalRoutes``, stopped gracefully.
enum HTTPFrontEnd {
    /// A server that is listening: its port, and how to stop it.
    struct Running: Sendable {
        let port: Int
        let group: ServiceGroup
        let task: Task<Void, any Error>

        /// Stops accepting connections, lets requests in flight finish, and waits until the socket is closed.
        func stop() async {
            await group.triggerGracefulShutdown()
            _ = await task.result
        }
    }

    /// Binds and starts serving.
    static func start(
        store: LocalStore,
        outbox: LocalServer.Outbox,
        configuration: LocalServer.Configuration
    ) async throws -> Running {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let application = Application(
            router: LocalRoutes(store: store, outbox: outbox, configuration: configuration).router(),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port),
                serverName: nil
            ),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            },
            logger: configuration.logger
        )
        // A service group gives the application a graceful shutdown; signals are the embedding program's business.
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(services: [application], logger: configuration.logger)
        )
        let task = Task {
            defer { continuation.finish() }
            try await group.run()
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            await group.triggerGracefulShutdown()
            if case .failure(let error) = await task.result {
                throw LocalServerError(reason: "Cannot listen on \(configuration.host):\(configuration.port): \(error)")
            }
            throw LocalServerError(reason: "The server stopped before it listened on \(configuration.host).")
        }
        return Running(port: port, group: group, task: task)
    }
}
