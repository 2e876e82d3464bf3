import Foundation
import Hummingbird
import Logging
import NIOCore
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
                throw LocalServerError(.listenFailed, reason: Self.reason(forBindError: error, configuration))
            }
            throw LocalServerError(
                .listenFailed,
                reason: "The server stopped before it listened on \(configuration.host)."
            )
        }
        return Running(port: port, group: group, task: task)
    }

    /// Why the server could not listen, in the words of what the user gave: the host and the port.
    static func reason(forBindError error: any Error, _ configuration: LocalServer.Configuration) -> String {
        let (host, port) = (configuration.host, configuration.port)
        switch error {
        case let error as IOError where error.errnoCode == EADDRINUSE:
            return "Port \(port) on \(host) is in use by another program: stop it, or choose another port (0 picks a "
                + "free one)."
        case let error as IOError where error.errnoCode == EACCES:
            return "Port \(port) on \(host) needs privileges this program does not have: choose a port above 1023."
        case let error as IOError where error.errnoCode == EADDRNOTAVAIL:
            return "\(host) is not an address of this machine: listen on 127.0.0.1, or on one of its addresses."
        case is SocketAddressError:
            return "The host \(host) has no address: give an IP address such as 127.0.0.1, or a name this machine "
                + "resolves."
        case let error as IOError:
            return "Cannot listen on \(host):\(port): \(String(cString: strerror(error.errnoCode)))."
        default:
            return "Cannot listen on \(host):\(port): \(error)."
        }
    }
}
